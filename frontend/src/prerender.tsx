/**
 * The build's server-side entry (frontend/prerender-plugin.ts builds it with `vite build --ssr` and calls it):
 * renders a page of PRERENDERED_PAGES as a signed-out visitor's first render in the browser produces it, so
 * main.tsx can hydrate it instead of starting from an empty `#root`.
 */
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { SignedInFrameSkeleton } from '@/components/layouts/signed-in-frame';
import { paths } from '@/config/paths';
import { AppFrame } from './app/app';
import { documentTitle, type TitledScreen } from './app/page-title';
import { AppRoutes, LOADING_HEADINGS } from './app/router';
import { visitorQueryClient } from './app/start';

/** The screen each prerendered page shows a visitor, for the title its HTML carries before any script runs. */
const SCREEN_OF_PAGE: Readonly<Record<string, TitledScreen>> = {
  [paths.home.path]: 'landing',
  [paths.pricing.path]: 'pricing',
};

export function pageTitle(path: string): string {
  const screen = SCREEN_OF_PAGE[path];
  if (!screen) throw new Error(`No title for the prerendered page ${path}`);
  return documentTitle(screen);
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
