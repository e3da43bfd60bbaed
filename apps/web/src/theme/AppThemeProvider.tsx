import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import { usePreferences } from '../stores/preferences';
import { createAppTheme } from './create-app-theme';
import './fonts';

// Separate caches: the RTL one (rtl-cache.ts) flips every physical property as styles are inserted.
const ltrCache = createCache({ key: 'mui', stylisPlugins: [prefixer] });

/**
 * The cache for the layout direction. The RTL one loads when first needed: a page opened in RTL renders
 * nothing until it has (rather than flash left to right); a switch to RTL keeps the page, and its state,
 * on the left-to-right cache for the moment it takes.
 */
function useDirectionCache(rtl: boolean): EmotionCache | null {
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null);
  const [openedInRtl] = useState(rtl);
  useEffect(() => {
    if (rtl && !rtlCache) void import('./rtl-cache').then((module) => setRtlCache(module.rtlCache));
  }, [rtl, rtlCache]);
  if (!rtl) return ltrCache;
  return rtlCache ?? (openedInRtl ? null : ltrCache);
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { preferences } = usePreferences();
  const theme = useMemo(() => createAppTheme(preferences), [preferences]);
  const cache = useDirectionCache(preferences.rtlLayout);
  if (!cache) return null;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
