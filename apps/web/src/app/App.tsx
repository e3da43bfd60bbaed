import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-context';
import { FormsOptionsProvider } from '../lib/forms-options/FormsOptionsProvider';
import { PreferencesProvider } from '../stores/PreferencesProvider';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { AppIntlProvider } from './AppIntlProvider';
import type { AppRouter } from './router';

/**
 * Providers, outermost first: preferences → intl → theme → queries → auth → forms options → router.
 * Snackbars are the club pages' own (guards/ClubGuard): nothing signed out notifies. The query client and the
 * router come from main.tsx, made before the first render so that what the first screen needs is already on its way.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <PreferencesProvider>
      <AppIntlProvider>
        <AppThemeProvider>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <FormsOptionsProvider>
                <RouterProvider router={router} />
              </FormsOptionsProvider>
            </AuthProvider>
          </QueryClientProvider>
        </AppThemeProvider>
      </AppIntlProvider>
    </PreferencesProvider>
  );
}
