import type { Season } from '../schemas/daily-tip';
import { hemisphereOf, northernMonth, type Hemisphere } from './varroa';

/** Season of a month (1 = January): March-May spring, June-August summer, September-November fall, else winter. */
export function seasonForMonth(month: number): Season {
  if (month >= 3 && month <= 5) return 'spring';
  if (month >= 6 && month <= 8) return 'summer';
  if (month >= 9 && month <= 11) return 'fall';
  return 'winter';
}

/** Season of a moment, by its local month. */
export function seasonOn(moment: Date): Season {
  return seasonForMonth(moment.getMonth() + 1);
}

/** The season of `today` in a hemisphere: its month read on the northern calendar for the hemisphere. */
export function seasonAt(today: Date, hemisphere: Hemisphere): Season {
  return seasonForMonth(northernMonth(today.getMonth() + 1, hemisphere));
}

/**
 * The beekeeper's hemisphere, for what follows the season without one apiary to go by (the daily tip, the
 * community's expert tips): the one most of their apiaries with a latitude are in; northern on a tie, or when none
 * has a latitude (the sources' calendars are northern).
 */
export function beekeeperHemisphere(apiaries: readonly { latitude: string | number | null }[]): Hemisphere {
  const located = apiaries.filter(({ latitude }) => latitude !== null && String(latitude).trim() !== '');
  const southern = located.filter(({ latitude }) => hemisphereOf(latitude) === 'southern').length;
  return southern > located.length - southern ? 'southern' : 'northern';
}
