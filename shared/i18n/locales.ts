/**
 * The languages HiveKeeper speaks (the Languages issue): each a BCP 47 tag that `Intl` formats dates, numbers and
 * money in, and that names its message catalogues (`shared/i18n/catalogs/<area>/<locale>.json`). American English is
 * the source: the spec's texts, every other catalogue translated from it.
 */
export const LOCALES = ['en-US', 'en-GB', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt-BR', 'cs'] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE = 'en-US' satisfies Locale;

/**
 * The pseudo-locale of the tests: American English with accented letters between `[!!` and `!!]`, made at build time
 * from the source catalogues, so a visible string left outside the catalogues stands out as plain English.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type DisplayLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language in its own words, as the language menu lists it. */
export const LOCALE_NAMES = {
  'en-US': 'English (US)',
  'en-GB': 'English (UK)',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  'pt-BR': 'Português (Brasil)',
  cs: 'Čeština',
} as const satisfies Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * The first of the browser's languages (`navigator.languages`) HiveKeeper speaks: the exact tag, else its language
 * (`de-AT` is German, `pt-PT` Brazilian Portuguese, `en-AU` British English), else American English.
 */
export function negotiateLocale(requested: readonly string[]): Locale {
  for (const tag of requested) {
    if (isLocale(tag)) return tag;
    const language = tag.split('-')[0]?.toLowerCase();
    const match = LOCALES.find((locale) => locale.split('-')[0] === language);
    if (match === 'en-US' && !/^en-US$/i.test(tag))
      return BRITISH_SPELLING_REGIONS.has(regionOf(tag)) ? 'en-GB' : 'en-US';
    if (match) return match;
  }
  return SOURCE_LOCALE;
}

/** English-speaking regions that write British English (and day-first dates). */
const BRITISH_SPELLING_REGIONS = new Set(['GB', 'IE', 'AU', 'NZ', 'ZA', 'IN']);

function regionOf(tag: string): string {
  return tag.split('-')[1]?.toUpperCase() ?? '';
}
