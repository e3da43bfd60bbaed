import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { usePreferences } from '../stores/preferences';
import { createAppTheme } from './create-app-theme';
import './fonts';

// Separate caches: the RTL one flips every physical property (margin-left → margin-right) as styles are inserted.
const ltrCache = createCache({ key: 'mui', stylisPlugins: [prefixer] });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { preferences } = usePreferences();
  const theme = useMemo(() => createAppTheme(preferences), [preferences]);
  return (
    <CacheProvider value={preferences.rtlLayout ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
