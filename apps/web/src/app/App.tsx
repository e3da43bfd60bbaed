import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AuthProvider } from '../features/auth/auth-context';
import { FormsOptionsProvider } from '../lib/forms-options/FormsOptionsProvider';
import { PreferencesProvider } from '../stores/PreferencesProvider';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { AppIntlProvider } from './AppIntlProvider';
import { AppRouter } from './AppRouter';
import { createQueryClient } from './query-client';

/**
 * Providers, outermost first: preferences → intl → theme → queries → auth → forms options → router.
 * Snackbars are the club pages' own (guards/ClubGuard): nothing signed out notifies.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <PreferencesProvider>
      <AppIntlProvider>
        <AppThemeProvider>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <FormsOptionsProvider>
                <AppRouter />
              </FormsOptionsProvider>
            </AuthProvider>
          </QueryClientProvider>
        </AppThemeProvider>
      </AppIntlProvider>
    </PreferencesProvider>
  );
}
