import { useLocale } from '@/lib/i18n/locale';
import { MINUTE_MS } from '@shared/domain/durations';

/** Each unit, and how many of the next smaller it takes to say it instead ("90 minutes ago" reads "2 hours ago"). */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/**
 * A moment as how long ago it was, in the language shown ("5 minutes ago", "vor 3 Stunden", "yesterday"): a scale's
 * last reading is minutes old on a working device and months old on one left in the shed.
 */
export function useRelativeTime(): (at: string, now?: Date) => string {
  const words = new Intl.RelativeTimeFormat(useLocale(), { numeric: 'auto' });
  return (at, now = new Date()) => {
    let amount = (Date.parse(at) - now.getTime()) / MINUTE_MS;
    for (const [unit, next] of UNITS) {
      if (Math.abs(amount) < next) return words.format(Math.round(amount), unit);
      amount /= next;
    }
    return words.format(Math.round(amount), 'year');
  };
}
