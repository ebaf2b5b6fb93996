/**
 * Prerenders a visitor's first pages at build time: after the browser build, it builds `src/prerender.tsx` for
 * Node (`vite build --ssr`, everything bundled, into a temporary folder), renders each page of PRERENDERED_PAGES
 * with react-dom's static renderer and writes the build's index.html with the markup inside `#root` to the page's
 * file. `#root` carries `data-prerendered="<path>"`, so main.tsx hydrates only the page the HTML was made for.
 * Beside it goes the signed-in frame as a returning beekeeper's app first shows it, hidden unless a session is
 * stored (shared/signed-in-mark.ts).
 * index.html itself stays the empty shell every other path gets. The one inline script is the signed-in mark
 * (shared/signed-in-mark.ts), which the CSP allows by its hash; it goes in the head before the stylesheet, which an
 * inline script would otherwise wait for.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { localizedHead, PRERENDERED_PAGES } from '../shared/prerendered-pages.ts';
import { SIGNED_IN_FRAME_ID, SIGNED_IN_MARK_SCRIPT, SIGNED_IN_MARK_STYLE } from '../shared/signed-in-mark.ts';

const EMPTY_ROOT = '<div id="root"></div>';
/** The shell's own title, replaced by each prerendered page's (the app sets the same one once it runs). */
const SHELL_TITLE = /<title>[^<]*<\/title>/;

/** The shell's `<html lang>`, replaced by each prerendered page's language. */
const SHELL_HTML_TAG = /<html lang="[^"]*">/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The build's index.html made into the prerendered page at `path`: its markup, title, language and alternates. */
function prerenderedHtml(shell: string, path: string, { root, title }: { root: string; title: string }): string {
  const { lang, alternates } = localizedHead(path);
  return shell
    .replace(EMPTY_ROOT, () => root)
    .replace(SHELL_TITLE, () => title + alternates)
    .replace(SHELL_HTML_TAG, () => `<html lang="${lang}">`);
}

export function prerenderPages(entry: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'hivekeeper-prerender',
    // The browser build only: not the dev server, not the SSR build this plugin starts itself.
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    // After the browser build's files are written, and only when it succeeded.
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into`);
        const serverDir = mkdtempSync(join(tmpdir(), 'hivekeeper-prerender-'));
        try {
          await build({
            configFile: config.configFile,
            mode: config.mode,
            logLevel: 'warn',
            // Bundled whole, so the render needs no node_modules beside the temporary folder.
            ssr: { noExternal: true },
            build: {
              ssr: entry,
              outDir: serverDir,
              emptyOutDir: true,
              sourcemap: false,
              copyPublicDir: false,
              rollupOptions: { output: { entryFileNames: 'prerender.mjs', chunkFileNames: '[name]-[hash].mjs' } },
            },
          });
          const prerender = (await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href)) as {
            renderPage(path: string): Promise<string>;
            renderSignedInFrame(path: string): string;
            pageTitle(path: string): string;
          };
          for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
            const markup = await prerender.renderPage(path);
            const root =
              `<div id="${SIGNED_IN_FRAME_ID}">${prerender.renderSignedInFrame(path)}</div>` +
              `<div id="root" data-prerendered="${path}">${markup}</div>`;
            const title =
              `<title>${escapeHtml(prerender.pageTitle(path))}</title>` +
              `<style>${SIGNED_IN_MARK_STYLE}</style><script>${SIGNED_IN_MARK_SCRIPT}</script>`;
            mkdirSync(dirname(join(outDir, file)), { recursive: true });
            writeFileSync(join(outDir, file), prerenderedHtml(shell, path, { root, title }));
          }
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
