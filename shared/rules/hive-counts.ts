import { isSameMonth } from 'date-fns';
import type { Hive } from '../schemas/hive';
import { toDate } from './calendar';

type CountedHive = Pick<Hive, 'status' | 'createdAt'>;

/** The colonies a beekeeper is working: hives whose status is active (the others are kept for the record). */
export function activeHives<T extends Pick<Hive, 'status'>>(hives: readonly T[]): T[] {
  return hives.filter((hive) => hive.status === 'active');
}

/** Active hives added in the calendar month of `now`, where the user is (the dashboard's Active Hives trend). */
export function activeHivesAddedThisMonth(hives: readonly CountedHive[], now: Date): number {
  return activeHives(hives).filter((hive) => isSameMonth(toDate(hive.createdAt), now)).length;
}

/** The Active Hives trend line: '+2 this month', or 'No new hives this month'. */
export function hivesAddedTrendLabel(addedThisMonth: number): string {
  return addedThisMonth > 0 ? `+${addedThisMonth} this month` : 'No new hives this month';
}
