import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { LoadingBar } from '../../components/LoadingBar';
import { usePreferences } from '../../stores/preferences';
import { DrawerProvider } from '../DrawerProvider';
import { useSmallScreen } from '../use-small-screen';
import { BreadcrumbsBar } from './BreadcrumbsBar';
import { Header } from './header/Header';
import { HorizontalMenu } from './HorizontalMenu';
import { HEADER_HEIGHT, HORIZONTAL_BAR_HEIGHT } from './layout-metrics';
import { Sidebar } from './sidebar/Sidebar';

const CustomizationDrawer = lazy(() => import('../customization/CustomizationDrawer'));

const CONTENT_ID = 'main-content';

/** Spec §2 main layout: header, side (or horizontal) menu, breadcrumb bar, then the page. */
export function MainLayout() {
  const intl = useIntl();
  const small = useSmallScreen();
  const { preferences } = usePreferences();
  const [customizing, setCustomizing] = useState(false);
  const horizontal = preferences.layout === 'horizontal' && !small;
  const top = HEADER_HEIGHT + (horizontal ? HORIZONTAL_BAR_HEIGHT : 0);

  return (
    <DrawerProvider>
      <Box
        component="a"
        href={`#${CONTENT_ID}`}
        sx={{ position: 'absolute', insetInlineStart: 8, top: -48, zIndex: 'tooltip', p: 1, bgcolor: 'background.paper', '&:focus': { top: 8 } }}
      >
        {intl.formatMessage({ id: 'layout.skip_to_content' })}
      </Box>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <AppBar
          position="fixed"
          sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', displayPrint: 'none' }}
        >
          <Toolbar sx={{ minHeight: { xs: HEADER_HEIGHT }, px: { xs: 1.5, sm: 2.5 } }}>
            <Header showMenuToggle={!horizontal} onOpenCustomization={() => setCustomizing(true)} />
          </Toolbar>
          {horizontal ? (
            <Toolbar variant="dense" sx={{ minHeight: { xs: HORIZONTAL_BAR_HEIGHT }, px: { xs: 2.5 }, borderTop: 1, borderColor: 'divider' }}>
              <HorizontalMenu />
            </Toolbar>
          ) : null}
        </AppBar>
        {/* Paper gets the page alone: no shell around a printed schedule. */}
        {horizontal ? null : (
          <Box sx={{ display: 'contents', displayPrint: 'none' }}>
            <Sidebar />
          </Box>
        )}
        <Box component="main" id={CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, pt: `${top}px`, outline: 'none', '@media print': { pt: 0 } }}>
          <Container maxWidth={preferences.container ? 'lg' : false} sx={{ py: { xs: 2, md: 3 }, px: { xs: 2, sm: 3, md: 4 } }}>
            <Box sx={{ mb: { xs: 2, md: 3 }, displayPrint: 'none' }}>
              <BreadcrumbsBar />
            </Box>
            <Suspense fallback={<LoadingBar />}>
              <Outlet />
            </Suspense>
          </Container>
        </Box>
      </Box>
      {customizing ? (
        <Suspense fallback={null}>
          <CustomizationDrawer open={customizing} onClose={() => setCustomizing(false)} />
        </Suspense>
      ) : null}
    </DrawerProvider>
  );
}
