// Boundaries kept by lint rather than by memory: web features stay independent, nothing imports in a
// circle, configuration is read in one place per app, and an API module keeps its tables to itself.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
const API_MODULES = 'apps/api/src/modules';

const directoriesIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// A feature is a slice of the product (its pages, components, API hooks); it may use the shared layers
// (components, lib, layout…) but never another feature, so each can change without breaking the others.
// Only app/ composes features: the router and the providers.
const featureZones = directoriesIn(`./${WEB}/features/`).map((feature) => ({
  target: `./${WEB}/features/${feature}`,
  from: `./${WEB}/features`,
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move the shared piece to components/ or lib/, or compose the two in app/.',
}));
const sharedLayerZone = {
  target: ['components', 'config', 'i18n', 'layout', 'lib', 'menu', 'stores', 'testing', 'theme'].map((dir) => `./${WEB}/${dir}`),
  from: `./${WEB}/features`,
  message: 'Only app/ composes features; shared code cannot depend on one.',
};
const appZone = {
  target: ['components', 'config', 'features', 'i18n', 'layout', 'lib', 'menu', 'stores', 'testing', 'theme'].map((dir) => `./${WEB}/${dir}`),
  from: `./${WEB}/app`,
  message: 'app/ is the top: it imports the rest, nothing imports it. Move what is shared to lib/ or components/.',
};
// Another module's repository is its storage shape: ask that module's service instead.
const repositoryZones = directoriesIn(`./${API_MODULES}/`).map((module) => ({
  target: `./${API_MODULES}/${module}/**`,
  from: `./${API_MODULES}/!(${module})/**/*repository.ts`,
  message: 'An API module owns its data: use the other module’s service, not its repository.',
}));

const processEnvOnlyInEnvModule = {
  'no-restricted-properties': [
    'error',
    { object: 'process', property: 'env', message: 'Read configuration in apps/api/src/env.ts (web: src/config/env.ts) and pass it in.' },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: "MemberExpression[object.type='MetaProperty'][property.name='env']", message: 'Read import.meta.env in apps/web/src/config/env.ts only.' },
  ],
};

export default defineConfig(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/test-results/**', '**/screenshots/**', '**/.vite/**', 'data/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads the imported files itself: it must parse TypeScript too.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          // The API imports `./x.js` for `./x.ts` (Node ESM style); the web imports without an extension.
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, sharedLayerZone, appZone, ...repositoryZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Vitest fixtures name what they depend on by destructuring their first parameter: `{}` is none.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
      ...processEnvOnlyInEnvModule,
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The places that read the environment by design: the two env modules, build and test configuration (and the
    // build's own plugins, which run inside it),
    // and the scripts and harnesses that start the app.
    files: [
      'apps/api/src/env.ts',
      `${WEB}/config/env.ts`,
      '**/*.config.ts',
      'apps/web/build-plugins/**',
      'apps/api/test/**',
      '**/*.test.{ts,tsx}',
      'e2e/**',
      'scripts/**',
    ],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' },
  },
);
