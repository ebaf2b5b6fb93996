import { isLocale, SOURCE_LOCALE, type Locale } from '@shared/i18n/locales';
import { translatedPage } from '@shared/i18n/visitor-paths';
import { paths } from '@/config/paths';
import { startingLocale } from './i18n/starting-locale';

/**
 * The language of the signed-out frame (its header, the account-load-error screen) at `pathname`, known before
 * Lingui: a visitor's page speaks the language of its address (`/de/pricing` German, `/` and `/pricing` American
 * English, as prerendered); any other screen the language Lingui starts it in (the one shown last, else the
 * browser's).
 */
export function visitorFrameLocale(pathname: string): Locale {
  const translated = translatedPage(pathname);
  if (translated) return translated.locale;
  if (pathname === paths.home.path || pathname === paths.pricing.path) return SOURCE_LOCALE;
  const starting = startingLocale();
  return isLocale(starting) ? starting : SOURCE_LOCALE; // the tests' pseudo-locale has no plain catalogue
}
