/**
 * The build's server-side entry (frontend/prerender-plugin.ts builds it with `vite build --ssr` and calls it):
 * renders a page of PRERENDERED_PAGES as a signed-out visitor's first render in the browser produces it, so
 * main.tsx can hydrate it instead of starting from an empty `#root`.
 */
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { SignedInFrameSkeleton } from '@/components/layouts/signed-in-frame';
import { PRERENDERED_PAGE_LOCALES } from '@shared/prerendered-pages';
import { AppFrame } from './app/app';
import { AppRoutes, LOADING_HEADINGS } from './app/router';
import { visitorQueryClient } from './app/start';

/** Each page's words in every language (the Node build bundles them all), for the title its HTML carries. */
const PAGE_WORDS: Readonly<Record<string, Readonly<Record<string, { pageTitle: string }>>>> = {
  '/': import.meta.glob('@shared/i18n/catalogs/landing/*.json', { import: 'default', eager: true }),
  '/pricing': import.meta.glob('@shared/i18n/catalogs/pricing/*.json', { import: 'default', eager: true }),
};

/** The title of a prerendered page in its language, as the page sets it once it runs. */
export function pageTitle(path: string): string {
  const prerendered = PRERENDERED_PAGE_LOCALES[path];
  const words = prerendered && PAGE_WORDS[prerendered.page];
  const file = words && Object.entries(words).find(([name]) => name.endsWith(`/${prerendered.locale}.json`));
  if (!file) throw new Error(`No title for the prerendered page ${path}`);
  return file[1].pageTitle;
}

export async function renderPage(path: string): Promise<string> {
  const page = () => (
    <AppFrame queryClient={visitorQueryClient()}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppFrame>
  );
  // The first pass waits for every lazy screen on the page to load. The second finds them loaded and writes the
  // whole page at once: no boundary left pending, so none of React's inline scripts that reveal one later (the
  // CSP would block them, and the content would stay hidden).
  const { prelude } = await prerenderToNodeStream(page());
  prelude.resume();
  const html = renderToString(page());
  if (/<script|<!--\$[?!]-->/.test(html)) {
    throw new Error(`${path} still waited for something in its second render: it cannot be prerendered whole`);
  }
  return html;
}

/**
 * The signed-in frame as a returning beekeeper's first render at `path` shows it while the app loads: the same
 * skeleton, with the screen's heading when it has one, so the app's first render replaces it without a change.
 */
export function renderSignedInFrame(path: string): string {
  const LoadingHeading = LOADING_HEADINGS[path];
  return renderToString(
    <StaticRouter location={path}>
      <SignedInFrameSkeleton heading={LoadingHeading && <LoadingHeading />} />
    </StaticRouter>,
  );
}
