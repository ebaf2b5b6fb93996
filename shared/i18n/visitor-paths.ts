import { SOURCE_LOCALE, type Locale } from './locales';

/**
 * Where a visitor's page (the landing page, pricing) is in a language: under the locale's tag in lower case
 * (`/de/pricing`, `/pt-br`); American English, the source, stays at the page's own path (`/`, `/pricing`).
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return path;
  const prefix = `/${locale.toLowerCase()}`;
  return path === '/' ? prefix : `${prefix}${path}`;
}
