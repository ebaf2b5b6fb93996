/**
 * Dates, numbers and money in the language shown (shared/i18n/format.ts with the current locale): "May 12, 2026" for
 * an American beekeeper, "12 May 2026" for a British one, "12.05.2026" and "1.234,50 $" for a German one.
 */
import { formatDay, formatMoneyIn, formatNumberIn, MEDIUM_DATE } from '@shared/i18n/format';
import { currentLocale } from './locale';

export { DAY_AND_MONTH, LONG_DATE, MEDIUM_DATE, WEEKDAY_AND_DAY } from '@shared/i18n/format';

/** A calendar day (`YYYY-MM-DD`) or a moment, as the beekeeper's language writes dates. */
export function formatDate(date: string | Date, options: Intl.DateTimeFormatOptions = MEDIUM_DATE): string {
  return formatDay(date, currentLocale(), options);
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return formatNumberIn(value, currentLocale(), options);
}

export function formatMoney(amount: number): string {
  return formatMoneyIn(amount, currentLocale());
}
