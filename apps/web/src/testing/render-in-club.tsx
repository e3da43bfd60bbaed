import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../i18n/locales/en';

// jsdom has no matchMedia; MUI's useMediaQuery asks it whether the screen is a phone (here: never).
function stubMatchMedia() {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
}

/** Renders a club screen as the app does (English, a theme, a fresh query cache, snackbars, a data router at /club/club2/…). */
export function renderInClub(ui: ReactNode, { path = '/club/club2/screen', pattern = '/club/:slug/screen' } = {}) {
  stubMatchMedia();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: pattern, element: ui }], { initialEntries: [path] });
  return render(
    <IntlProvider locale="en" messages={en}>
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={queryClient}>
          <SnackbarProvider>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </IntlProvider>,
  );
}
