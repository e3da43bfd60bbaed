import { RouterProvider } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-context';
import { FormsOptionsProvider } from '../lib/forms-options/FormsOptionsProvider';
import { PreferencesProvider } from '../stores/PreferencesProvider';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { AppIntlProvider } from './AppIntlProvider';
import type { AppRouter } from './router';

/**
 * Providers, outermost first: preferences → intl → theme → auth → forms options → router. The routes that
 * query bring the query client's provider (queries.tsx) and the club pages their snackbars (guards/ClubGuard),
 * so the sign-in page loads neither. The router comes from main.tsx, made before the first render so that the
 * route's code is already on its way.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <PreferencesProvider>
      <AppIntlProvider>
        <AppThemeProvider>
          <AuthProvider>
            <FormsOptionsProvider>
              <RouterProvider router={router} />
            </FormsOptionsProvider>
          </AuthProvider>
        </AppThemeProvider>
      </AppIntlProvider>
    </PreferencesProvider>
  );
}
