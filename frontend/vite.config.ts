import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { prerenderPages } from './prerender-plugin.ts';
import { webRoutesTable } from './web-routes-plugin.ts';

/** Aliases shared with frontend/tsconfig.json's `paths` and the vitest `frontend` project. */
export const frontendAliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('../shared', import.meta.url)),
};

/**
 * HiveKeeper's web app. One build serves every environment: the app reads `/config.json` at start, so nothing
 * stage-specific is baked into the bundle.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), webRoutesTable(), prerenderPages('src/prerender.tsx')],
  resolve: { alias: frontendAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Budgets are checked on gzip size by the end-to-end suite and bench/web; the raw-size warning adds nothing.
    chunkSizeWarningLimit: 1500,
    // The browser build copies each shared module under 10 KB of source into the chunks that import it instead of
    // making it a chunk of its own: the dashboard loaded 93 files (an icon, a card, a helper each), and appending
    // their preload links and waiting for them on a phone's connection cost more than the ~10 KB gzip the copies
    // add (93 -> 31 files; /hives 78 -> 25; the landing page 28 -> 11 and 0.4 KB less). Not for the prerenderer's
    // build, whose entry must keep its exports.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 10_000 } } },
        },
  },
}));
