import { buildFormsOptions } from '@matchday/domain';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createWriteMutationCache } from '../lib/api/write-policy';
import en from '../i18n/locales/en';
import { FormsOptionsContext } from '../lib/forms-options/forms-options-context';

// jsdom has no matchMedia; MUI's useMediaQuery asks it whether the screen is a phone (here: never).
function stubMatchMedia() {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Any other path: shows where the screen sent the user, for tests of links and redirects. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderInClubOptions {
  /** The URL the screen opens at. */
  path?: string;
  /** The route pattern the screen is mounted on (its params come from `path`). */
  pattern?: string;
  queryClient?: QueryClient;
}

/** A query client with the app's invalidation after writes, without the retries that would slow a failing test. */
export const createTestQueryClient = () =>
  new QueryClient({ mutationCache: createWriteMutationCache(), defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Renders a club screen as the app does: English, a theme, a fresh query cache, the forms options,
 * snackbars and a data router at /club/club2/…; any other path shows where the app went in
 * [data-testid="where"]. Returns the router (its state.location is the URL now) and the query cache too.
 */
export function renderInClub(
  ui: ReactNode,
  { path = '/club/club2/screen', pattern = '/club/:slug/screen', queryClient = createTestQueryClient() }: RenderInClubOptions = {},
) {
  stubMatchMedia();
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <IntlProvider locale="en" messages={en}>
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={queryClient}>
          <FormsOptionsContext.Provider value={buildFormsOptions()}>
            <SnackbarProvider>
              <RouterProvider router={router} />
            </SnackbarProvider>
          </FormsOptionsContext.Provider>
        </QueryClientProvider>
      </ThemeProvider>
    </IntlProvider>,
  );
  return { ...result, router, queryClient };
}
