import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MenuGroup, MenuNode } from '../../../menu/types';
import { useNavDisplay } from './nav-context';

/** A titled section; a group made only of groups (spec §2 Dashboard) shows its title once, as an overline. */
export function NavGroup({ node, depth, renderChild }: { node: MenuGroup; depth: number; renderChild: (child: MenuNode, depth: number) => ReactNode }) {
  const intl = useIntl();
  const { compact } = useNavDisplay();
  const title = intl.formatMessage({ id: node.title });
  const headingId = `menu-group-${node.id}`;

  return (
    <List
      component="div"
      aria-labelledby={compact ? undefined : headingId}
      aria-label={compact ? title : undefined}
      disablePadding
      sx={{ mt: compact ? 0 : depth === 0 ? 1.5 : 1 }}
      subheader={
        compact ? (
          depth > 0 ? (
            <Divider sx={{ my: 1 }} />
          ) : undefined
        ) : (
          <ListSubheader id={headingId} disableSticky component="div" sx={{ bgcolor: 'transparent', lineHeight: 1, px: 1.5, pt: 1, pb: 1 }}>
            <Typography variant={depth === 0 ? 'overline' : 'caption'} sx={{ fontWeight: 600, color: 'text.secondary' }}>
              {title}
            </Typography>
            {node.caption ? (
              <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                {intl.formatMessage({ id: node.caption })}
              </Typography>
            ) : null}
          </ListSubheader>
        )
      }
    >
      {node.children.map((child) => renderChild(child, child.type === 'group' ? depth + 1 : 0))}
    </List>
  );
}
