/**
 * Dates, numbers and money as a language writes them, with `Intl` (one formatter kept per language and style): the
 * web app passes the language shown (`frontend/src/lib/i18n/format.ts`), an e-mail its reader's.
 */
import { toDate } from '../rules/calendar';

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<Formatter extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: () => Formatter,
): Formatter {
  let formatter = formatters.get(key) as Formatter | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 'Nov 28, 2026' in American English, '28 Nov 2026' in British, '28.11.2026' in German. */
export const MEDIUM_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
/** 'November 28, 2026', '28 November 2026', '28. November 2026'. */
export const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
/** 'Nov 28', '28 Nov', '28. Nov.': a day of this year. */
export const DAY_AND_MONTH: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
/** 'Sat, Nov 28', 'Sat 28 Nov': a day of the coming week. */
export const WEEKDAY_AND_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

/** A calendar day (`YYYY-MM-DD`, the day where the beekeeper is) or a moment, in `locale`. */
export function formatDay(
  date: string | Date,
  locale: string,
  options: Intl.DateTimeFormatOptions = MEDIUM_DATE,
): string {
  return cached(`d:${locale}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options)).format(
    toDate(date),
  );
}

export function formatNumberIn(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return cached(`n:${locale}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** The spec's money is US dollars: '$1,234.50' in American English, '1.234,50 $' in German. */
export function formatMoneyIn(amount: number, locale: string): string {
  return formatNumberIn(amount, locale, { style: 'currency', currency: 'USD' });
}
