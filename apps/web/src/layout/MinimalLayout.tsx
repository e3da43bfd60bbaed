import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { LoadingBar } from '../components/LoadingBar';
import { ThemeModeToggle } from '../components/ThemeModeToggle';

/**
 * Spec §2 minimal layout: the bare page, with only the language and light/dark switches in a corner. The
 * switches are the page's banner and the page its main landmark, so screen readers can jump between them.
 */
export function MinimalLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', position: 'relative' }}>
      <Stack component="header" direction="row" spacing={0.5} sx={{ position: 'absolute', top: 12, insetInlineEnd: 12, zIndex: 1 }}>
        <LanguageSwitcher />
        <ThemeModeToggle />
      </Stack>
      <main>
        <Suspense fallback={<LoadingBar />}>
          <Outlet />
        </Suspense>
      </main>
    </Box>
  );
}
