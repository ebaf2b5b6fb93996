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
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), webRoutesTable(), prerenderPages('src/prerender.tsx')],
  resolve: { alias: frontendAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Budgets are checked on gzip size by the end-to-end suite and bench/web; the raw-size warning adds nothing.
    chunkSizeWarningLimit: 1500,
  },
});
