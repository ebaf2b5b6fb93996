import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRERENDERED_PAGES } from '../shared/prerendered-pages.ts';
import { CONFIG_CACHE, CONFIG_PATH } from './src/lib/offline/config-cache.ts';
import { messageCatalogs } from './message-catalogs-plugin.ts';
import { prerenderPages } from './prerender-plugin.ts';
import { webRoutesTable } from './web-routes-plugin.ts';

/** Aliases shared with frontend/tsconfig.json's `paths` and the vitest `frontend` project. */
export const frontendAliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('../shared', import.meta.url)),
};

/** Paths the site serves that are not the app's screens: a navigation there must reach the server, online or not. */
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/cognito(\/|$)/, /^\/config\.json$/, /^\/_local\//, /^\/local-inbox/];

/**
 * HiveKeeper as an installable app (docs/features/offline.md): its manifest, and a service worker that keeps the app
 * shell and every screen's chunk, so any screen opens without signal. It waits to take over until the beekeeper
 * reloads from the update prompt (`registerType: 'prompt'`), and the app registers it itself, lazily, for
 * signed-in beekeepers only (`lib/offline/service-worker.ts`): nothing of it is on the landing page.
 */
const installableApp = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  // The icons are in the precache already (globPatterns).
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'HiveKeeper',
    short_name: 'HiveKeeper',
    description: 'Record keeping for hobbyist and commercial beekeepers: hives, inspections, tasks and harvests.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The app's palette: amber-700 for the browser's bar (index.html's theme-color), stone-50 behind the screens.
    theme_color: '#b45309',
    background_color: '#fafaf9',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell, every screen's JS and CSS, the icons: a beekeeper who signed in once can open any screen offline.
    globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
    // The prerendered pages are a visitor's; offline, every screen (the dashboard at / too) starts from the shell.
    globIgnores: Object.values(PRERENDERED_PAGES),
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: SERVER_PATHS,
    // The app reads its settings at start: fresh when there is signal, the last ones when there is none.
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === CONFIG_PATH,
        handler: 'NetworkFirst',
        options: { cacheName: CONFIG_CACHE, networkTimeoutSeconds: 5 },
      },
    ],
  },
});

/** Button and the Radix Slot it renders for `asChild`: one chunk for the signed-in screens, none on the landing. */
const BUTTON_MODULES = /\/components\/ui\/button\.tsx$|\/@radix-ui\/react-(slot|compose-refs)\//;

/**
 * HiveKeeper's web app. One build serves every environment: the app reads `/config.json` at start, so nothing
 * stage-specific is baked into the bundle.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Names this build: the offline copy of a beekeeper's data is read only by the build that wrote it.
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(new Date().toISOString()) },
  plugins: [
    react(),
    tailwindcss(),
    webRoutesTable(),
    messageCatalogs(),
    prerenderPages('src/prerender.tsx'),
    ...(isSsrBuild ? [] : [installableApp]),
  ],
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
          output: {
            // The button group leaves its modules' dependencies where they are: rolldown then needs this to keep
            // modules running in import order across chunks.
            strictExecutionOrder: true,
            codeSplitting: {
              // One file every signed-in screen shares, rather than a copy in each: a visitor's first pages style
              // their links and buttons with buttonVariants alone (button-variants.ts).
              groups: [{ name: 'button', test: BUTTON_MODULES, includeDependenciesRecursively: false }],
              experimentalInlineCommonChunks: {
                maxSize: 10_000,
                // Styles stay files (as Vite's own setting has it); the API's route table, shared by nearly every
                // signed-in chunk and kept off the landing page, stays one file rather than a copy in each.
                // Lingui's runtime and the app's i18n module, loaded by every screen that has messages, likewise; and
                // the plan rules and acting account, which the menu and the header's search both import (a copy in
                // each cost the dashboard 0.8 KB), and the frame's catalogue, which the menu and the bell both read.
                exclude: [
                  /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
                  /\/lib\/api-routes\.ts$/,
                  /\/@lingui\/core\//,
                  /\/lib\/i18n\/(locale|catalog)\.ts$/,
                  /\/shared\/plan-rules\.ts$/,
                  /\/api\/acting-account\.ts$/,
                  /\/components\/layouts\/messages\.ts$/,
                  /hivekeeper-catalog-area:app$|\/catalogs\/app\/en-US$/,
                  BUTTON_MODULES,
                ],
              },
            },
          },
        },
  },
}));
