import { LOCALES, SOURCE_LOCALE, type Locale } from './i18n/locales.ts';
import { localizedPath } from './i18n/visitor-paths.ts';

/** A visitor's first pages by their American English path, and the file each is written to. */
const VISITOR_PAGES = { '/': 'home.html', '/pricing': 'pricing.html' } as const;
export type VisitorPage = keyof typeof VISITOR_PAGES;

/** Each prerendered path's page and language: `/de/pricing` is `/pricing` in German. */
export const PRERENDERED_PAGE_LOCALES: Readonly<Record<string, { page: VisitorPage; locale: Locale }>> =
  Object.fromEntries(
    LOCALES.flatMap((locale) =>
      (Object.keys(VISITOR_PAGES) as VisitorPage[]).map((page) => [localizedPath(page, locale), { page, locale }]),
    ),
  );

/**
 * The screens HiveKeeper's build renders to HTML ahead of time (a visitor's first pages, as a signed-out visitor
 * sees them, in every language) and the file each is written to beside `index.html`, which stays the empty shell
 * every other path gets: `/` is `home.html`, `/de/pricing` is `de/pricing.html`. The build
 * (frontend/prerender-plugin.ts), the local gateway and CloudFront's viewer-request function read this one table.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PRERENDERED_PAGE_LOCALES).map(([path, { page, locale }]) => [
    path,
    locale === SOURCE_LOCALE ? VISITOR_PAGES[page] : `${locale.toLowerCase()}/${VISITOR_PAGES[page]}`,
  ]),
);

/**
 * The head of a prerendered page in its language: its `<html lang>`, and the same page in every language as
 * `hreflang` links (American English at `/` doubling as the default), identical on each page of the set.
 */
export function localizedHead(path: string): { lang: Locale; alternates: string } {
  const prerendered = PRERENDERED_PAGE_LOCALES[path];
  if (!prerendered) throw new Error(`${path} is not a prerendered page`);
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${localizedPath(prerendered.page, locale)}" />`;
  return {
    lang: prerendered.locale,
    alternates: [...LOCALES.map((locale) => link(locale, locale)), link('x-default', SOURCE_LOCALE)].join(''),
  };
}
