import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MenuNode } from '../../menu/types';
import { useClubMenu } from '../../menu/use-club-menu';
import { isActive } from './menu-list/is-active';
import { MenuItemsError } from './menu-list/MenuItemsError';
import { MenuNodeView } from './menu-list/MenuNodeView';
import { NavDisplayContext } from './menu-list/nav-context';
import { TimezoneChip } from './sidebar/TimezoneChip';

// A group made only of groups (spec §2 Dashboard) would be one huge dropdown: its sections become the bar's entries.
const barEntries = (menu: readonly MenuNode[]): MenuNode[] =>
  menu.flatMap((node) => (node.type === 'group' && node.children.every((child) => child.type === 'group') ? node.children : [node]));

function Dropdown({ node }: { node: Exclude<MenuNode, { type: 'item' }> }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const display = useMemo(() => ({ compact: false, onNavigate: () => setAnchor(null) }), []);
  const Icon = node.icon;
  return (
    <>
      <Button
        color={isActive(node, pathname) ? 'primary' : 'inherit'}
        startIcon={Icon ? <Icon fontSize="small" /> : undefined}
        endIcon={<ExpandMoreRounded fontSize="small" />}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ fontWeight: 500, flexShrink: 0 }}
      >
        {intl.formatMessage({ id: node.title })}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 1, minWidth: 240, mt: 0.5 } } }}
      >
        <NavDisplayContext.Provider value={display}>
          {node.children.map((child) => (
            <MenuNodeView key={child.id} node={child} />
          ))}
        </NavDisplayContext.Provider>
      </Popover>
    </>
  );
}

function BarEntry({ node }: { node: MenuNode }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  if (node.hide) return null;
  switch (node.type) {
    case 'item': {
      const Icon = node.icon;
      return (
        <Button
          component={RouterLink}
          to={node.url}
          disabled={node.disabled}
          color={isActive(node, pathname) ? 'primary' : 'inherit'}
          startIcon={Icon ? <Icon fontSize="small" /> : undefined}
          sx={{ fontWeight: 500, flexShrink: 0 }}
        >
          {intl.formatMessage({ id: node.title })}
        </Button>
      );
    }
    case 'group':
    case 'collapse':
      return <Dropdown node={node} />;
    default:
      return <MenuItemsError />;
  }
}

/** Spec §2 horizontal layout: the same menu tree as a bar under the header. */
export function HorizontalMenu() {
  const intl = useIntl();
  const menu = useClubMenu();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: '100%', overflowX: 'auto' }}>
      <Box component="nav" aria-label={intl.formatMessage({ id: 'layout.main_navigation' })} sx={{ display: 'flex', gap: 0.5, flexGrow: 1 }}>
        {barEntries(menu).map((node) => (
          <BarEntry key={node.id} node={node} />
        ))}
      </Box>
      <TimezoneChip />
    </Box>
  );
}
