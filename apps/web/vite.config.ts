import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { readdirSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import { chunkGroups, isChunkProbe } from './build-plugins/chunk-groups';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts (woff/woff2) are compressed already, source maps are not served to users. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, compression saves a few hundred bytes at most: such files are sent as they are. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to every compressible file of the
 * build, for the API's static plugin (`preCompressed`) to send whichever the browser accepts: the most expensive
 * compression, paid once at build time instead of on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'matchday:precompress',
    apply: (_config, env) => env.command === 'build' && !isChunkProbe(),
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        jobs.push(
          (async () => {
            const content = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}

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

/** A message file: `apps/web/src/i18n/locales/<locale>/<namespace>.ts` (not the index that merges them). */
const MESSAGE_FILE = /[\\/]src[\\/]i18n[\\/]locales[\\/][a-z]+[\\/](?!index\.)[\w-]+\.ts$/;

/**
 * Ships the messages compiled: each ICU message is parsed at build time into the syntax tree react-intl
 * formats from, so the browser neither downloads the message parser (~10 KB gzip, replaced by the parser's
 * own no-parser entry) nor spends time parsing messages. The source files stay plain strings (tests and the
 * dev server use them, with the parser).
 */
function compileMessages(): Plugin {
  const parserPackage = path.dirname(createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/package.json'));
  return {
    name: 'matchday:compile-messages',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: path.join(parserPackage, 'lib/no-parser.js') }] },
    }),
    transform: {
      filter: { id: MESSAGE_FILE },
      handler(code, id) {
        // The file, TypeScript already removed: `const messages = { 'id': 'text', … }; export default messages;`.
        const body = code.replace(/^export default (\w+);?\s*$/m, 'return $1;');
        if (body === code || /^\s*(?:import|export)\b/m.test(body)) this.error(`${id}: expected an object of messages and \`export default <name>\``);
        const messages = new Function(body)() as Record<string, string>;
        const compiled = Object.fromEntries(Object.entries(messages).map(([messageId, text]) => [messageId, parseMessage(text)]));
        // JSON.parse of one string literal is the quickest way for the browser to build a large object.
        return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, map: null };
      },
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
