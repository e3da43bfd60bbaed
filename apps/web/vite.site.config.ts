import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileMessages } from './build-plugins/compile-messages';
import { precompress } from './build-plugins/precompress';

/**
 * The public club site (/c/{slug}): its own build, its own entry (site.html), its own files under site-assets/, no
 * admin code. It runs after the admin app's build, into the same directory, which it leaves as it is.
 */
export default defineConfig({
  plugins: [react(), compileMessages(), precompress({ only: /^site-assets[\\/]/ })],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'site-assets',
    sourcemap: true,
    rolldownOptions: {
      input: 'site.html',
      treeshake: {
        // As in the admin build (vite.config.ts): the domain barrel's modules and zod schema builders have no effects.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
    },
  },
});
