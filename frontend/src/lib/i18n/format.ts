/**
 * Dates, numbers and money in the language shown (shared/i18n/format.ts with the current locale): "May 12, 2026" for
 * an American beekeeper, "12 May 2026" for a British one, "12.05.2026" and "1.234,50 $" for a German one.
 */
import { formatDay, formatMoneyIn, formatNumberIn, MEDIUM_DATE } from '@shared/i18n/format';
import { PSEUDO_LOCALE } from '@shared/i18n/locales';
import { currentLocale } from './locale';

export { DAY_AND_MONTH, LONG_DATE, MEDIUM_DATE, WEEKDAY_AND_DAY } from '@shared/i18n/format';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'àƀćďēƒĝĥĩĵķĺḿńōƥǫŕśţũṽŵxŷźÀƁĆĎĒƑĜĤĨĴĶĹḾŃŌƤǪŔŚŢŨṼŴXŶŹ';

/**
 * The pseudo-locale's dates (tests only, docs/features/languages.md): Intl writes `en-XA` in English, so its letters
 * are accented like every pseudo message, and the check tells a date that went through here from one that didn't.
 */
const pseudoAccented = (text: string) =>
  text.replace(/[A-Za-z]/g, (letter) => ACCENTED[PLAIN.indexOf(letter)] ?? letter);

/** A calendar day (`YYYY-MM-DD`) or a moment, as the beekeeper's language writes dates. */
export function formatDate(date: string | Date, options: Intl.DateTimeFormatOptions = MEDIUM_DATE): string {
  const locale = currentLocale();
  const written = formatDay(date, locale, options);
  return locale === PSEUDO_LOCALE ? pseudoAccented(written) : written;
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return formatNumberIn(value, currentLocale(), options);
}

export function formatMoney(amount: number): string {
  return formatMoneyIn(amount, currentLocale());
}
