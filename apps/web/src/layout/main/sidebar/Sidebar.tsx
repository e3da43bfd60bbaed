import { DRAWER_WIDTH, MINI_DRAWER_WIDTH } from '@matchday/domain';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useMemo, useState } from 'react';
import { Logo } from '../../../components/Logo';
import { useDrawer } from '../../drawer-context';
import { useSmallScreen } from '../../use-small-screen';
import { HEADER_HEIGHT } from '../layout-metrics';
import { MenuList } from '../menu-list/MenuList';
import { NavDisplayContext, type NavDisplay } from '../menu-list/nav-context';
import { TimezoneChip } from './TimezoneChip';

function DrawerContent({ compact }: { compact: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden', px: compact ? 1 : 2, pt: 1.5, pb: 2 }}>
        <MenuList />
      </Box>
      {/* The club's timezone is information about every page: the footer landmark holds it. */}
      <Box component="footer" sx={{ px: compact ? 0.5 : 2, py: 1.5, borderTop: 1, borderColor: 'divider', display: 'flex', justifyContent: 'center' }}>
        <TimezoneChip compact={compact} />
      </Box>
    </Box>
  );
}

/**
 * Spec §2 drawer: temporary on small screens; otherwise default (260 px) when open and mini (72 px,
 * icons only) when closed, the mini drawer widening over the page while hovered.
 */
export function Sidebar() {
  const small = useSmallScreen();
  const { open, setOpen } = useDrawer();
  const [hovered, setHovered] = useState(false);
  const expanded = open || hovered;

  const temporaryDisplay = useMemo<NavDisplay>(() => ({ compact: false, onNavigate: () => setOpen(false) }), [setOpen]);
  const permanentDisplay = useMemo<NavDisplay>(() => ({ compact: !expanded, onNavigate: () => setHovered(false) }), [expanded]);

  if (small) {
    return (
      <NavDisplayContext.Provider value={temporaryDisplay}>
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ zIndex: (theme) => theme.zIndex.modal }}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH, bgcolor: 'background.paper' } } }}
        >
          <Box sx={{ height: HEADER_HEIGHT, px: 2.5, display: 'flex', alignItems: 'center', flexShrink: 0 }}>
            <Logo />
          </Box>
          <DrawerContent compact={false} />
        </Drawer>
      </NavDisplayContext.Provider>
    );
  }

  return (
    <NavDisplayContext.Provider value={permanentDisplay}>
      <Box component="div" sx={{ width: open ? DRAWER_WIDTH : MINI_DRAWER_WIDTH, flexShrink: 0, transition: (theme) => theme.transitions.create('width') }}>
        <Drawer
          variant="permanent"
          open
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          slotProps={{
            paper: {
              sx: {
                top: HEADER_HEIGHT,
                height: `calc(100% - ${HEADER_HEIGHT}px)`,
                width: expanded ? DRAWER_WIDTH : MINI_DRAWER_WIDTH,
                overflowX: 'hidden',
                bgcolor: 'background.paper',
                borderColor: 'divider',
                boxShadow: hovered && !open ? 8 : 'none',
                transition: (theme) => theme.transitions.create(['width', 'box-shadow'], { duration: theme.transitions.duration.shorter }),
              },
            },
          }}
        >
          <DrawerContent compact={!expanded} />
        </Drawer>
      </Box>
    </NavDisplayContext.Provider>
  );
}
