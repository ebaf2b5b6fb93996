import type { Season } from '../schemas/daily-tip';

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
