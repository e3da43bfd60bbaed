import path from 'node:path';
import { readdirSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkGroups } from './build-plugins/chunk-groups';
import { compileMessages } from './build-plugins/compile-messages';
import { precompress } from './build-plugins/precompress';

/**
 * Preloads the font files of the default typeface (Roboto, spec §3) that the first screen paints with. Without
 * it the browser asks for them only once the page has rendered and laid out its text, and the first
 * paint of that text waits for them; with it they arrive while the JavaScript runs.
 */
function preloadFonts(files: RegExp): Plugin {
  return {
    name: 'matchday:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => files.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

/** The signed-out pages: sign-in, registration, password reset. */
const AUTH_PAGES = path.resolve(import.meta.dirname, 'src/features/auth/pages');
const SIGN_IN_PAGE = path.join(AUTH_PAGES, 'LoginPage.tsx');
const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);
/** What every club page (route club/:slug) loads first: its guard and its layout. */
const CLUB_SHELL = [src('app/guards/ClubGuard.tsx'), src('layout/main/MainLayout.tsx')];
/**
 * The modules loaded by a dynamic import that only club pages load: the shell, the features' pages and the
 * league page's tabs, the layout's own parts. The sign-in, error and choose-club pages and the lazy parts of
 * the first screens (menus, dialogs, catalogues) are not; when unsure, a module is not (it only groups less).
 */
const CLUB_PARTS = [
  src('app/guards/ClubGuard.tsx'),
  src('app/LeagueRoute.tsx'),
  src('layout/main') + path.sep,
  src('layout/customization') + path.sep,
  src('features') + path.sep,
];
const NOT_CLUB_PARTS = [src('features/auth') + path.sep, src('features/errors') + path.sep, src('features/clubs/pages/ChooseClubPage.tsx')];
const insideClub = (id: string) => CLUB_PARTS.some((part) => id.startsWith(part)) && !NOT_CLUB_PARTS.some((part) => id.startsWith(part));

export default defineConfig({
  plugins: [
    react(),
    compileMessages(),
    chunkGroups({
      configFile: import.meta.filename,
      signInPage: SIGN_IN_PAGE,
      signedOutPages: readdirSync(AUTH_PAGES).map((page) => path.join(AUTH_PAGES, page)),
      clubShell: CLUB_SHELL,
      insideClub,
    }),
    precompress(),
    preloadFonts(/^assets\/roboto-latin-(?:400|700)-normal-[\w-]+\.woff2$/),
  ],
  server: {
    port: 5200,
    strictPort: true,
    // The dev server forwards API calls to a running API (PORT, default 3000).
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // @matchday/domain is one barrel (index.ts re-exports every module). Its modules only declare constants,
        // functions and zod schemas, so a module none of whose exports the app uses can be left out; by default
        // the bundler keeps every module the barrel names (the only top-level effect, zod's `.meta({ id })`
        // registering a schema for the API's OpenAPI document, means nothing in the browser).
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
        // Building a zod schema (z.object(…), z.enum(…), chained .meta(…)) has no effect the browser needs, so a
        // schema nothing reads is left out, and with it zod when a first screen reads none: the domain's modules
        // declare their schemas beside the constants and functions the entry uses. (zod's settings are changed
        // with the named import `config`, which this does not touch.)
        manualPureFunctions: ['z'],
      },
    },
  },
});
