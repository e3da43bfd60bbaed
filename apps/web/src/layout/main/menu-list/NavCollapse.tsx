import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { MenuCollapse, MenuNode } from '../../../menu/types';
import { isActive } from './is-active';
import { useNavDisplay } from './nav-context';

export function NavCollapse({ node, depth, renderChild }: { node: MenuCollapse; depth: number; renderChild: (child: MenuNode, depth: number) => ReactNode }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { compact } = useNavDisplay();
  const active = isActive(node, pathname);
  const [open, setOpen] = useState(active);
  const Icon = node.icon;
  const listId = `menu-collapse-${node.id}`;

  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);

  if (compact) return node.children.map((child) => renderChild(child, depth));

  return (
    <>
      <ListItemButton
        onClick={() => setOpen(!open)}
        disabled={node.disabled}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ mb: 0.25, minHeight: 42, pl: 1.5 + depth * 1.5, color: active ? 'primary.main' : undefined }}
      >
        {Icon ? (
          <ListItemIcon sx={active ? { color: 'primary.main' } : undefined}>
            <Icon fontSize="small" />
          </ListItemIcon>
        ) : null}
        <ListItemText primary={intl.formatMessage({ id: node.title })} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }} sx={{ my: 0 }} />
        {open ? <ExpandLessRounded fontSize="small" /> : <ExpandMoreRounded fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List
          id={listId}
          component="div"
          disablePadding
          sx={{
            position: 'relative',
            '&::before': { content: '""', position: 'absolute', insetBlock: 4, left: 28 + depth * 12, width: '1px', bgcolor: 'divider' },
          }}
        >
          {node.children.map((child) => renderChild(child, depth + 1))}
        </List>
      </Collapse>
    </>
  );
}
