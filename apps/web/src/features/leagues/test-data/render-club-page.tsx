import { buildFormsOptions } from '@matchday/domain';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import en from '../../../i18n/locales/en';
import { FormsOptionsContext } from '../../../lib/forms-options/forms-options-context';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a club page at a URL inside the providers the app gives it (English, queries, forms options,
 * theme, snackbars, a data router); any other path shows where the app went in [data-testid="where"].
 */
export function renderClubPage(path: string, url: string, page: ReactNode) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <IntlProvider locale="en" messages={en}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FormsOptionsContext.Provider value={buildFormsOptions()}>
          <ThemeProvider theme={createTheme()}>
            <SnackbarProvider>
              <RouterProvider router={router} />
            </SnackbarProvider>
          </ThemeProvider>
        </FormsOptionsContext.Provider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return router;
}
