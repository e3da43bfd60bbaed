import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// Its own module, loaded only when the RTL layout is on: the plugin (and cssjanus under it) stays off other first loads.
// The cache flips every physical property (margin-left → margin-right) as styles are inserted.
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
