import { LOCALES, SOURCE_LOCALE, type Locale } from './locales.ts';

/**
 * Where a visitor's page (the landing page, pricing) is in a language: under the locale's tag in lower case
 * (`/de/pricing`, `/pt-br`); American English, the source, stays at the page's own path (`/`, `/pricing`).
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return path;
  const prefix = `/${locale.toLowerCase()}`;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language an address's first segment names (`de`, `pt-br`); none for any other segment, or for `en-us`. */
export function localeNamedBy(segment: string | undefined): Locale | undefined {
  return LOCALES.find((locale) => locale !== SOURCE_LOCALE && locale.toLowerCase() === segment);
}

/** A translated visitor's page by its address: `/de/pricing` is `/pricing` in German; none for other paths. */
export function translatedPage(path: string): { page: string; locale: Locale } | undefined {
  const [, segment, ...rest] = path.split('/');
  const locale = localeNamedBy(segment);
  return locale && { page: `/${rest.join('/')}`, locale };
}
