/**
 * The language a page starts in, known before Lingui starts: the one this browser showed last, else its own.
 */
import { isLocale, negotiateLocale, PSEUDO_LOCALE, SOURCE_LOCALE, type DisplayLocale } from '@shared/i18n/locales';
import { storedLocale } from './first-paint';

/** The language to start in: the one this browser showed last (the pseudo-locale a test set too), else its own. */
export function startingLocale(): DisplayLocale {
  const stored = storedLocale();
  if (stored === PSEUDO_LOCALE || isLocale(stored)) return stored;
  return typeof navigator === 'undefined' ? SOURCE_LOCALE : negotiateLocale(navigator.languages);
}
