/**
 * The profile's inspection statistics without listing inspections: a count per year of the inspections dated in it
 * (a `HiveTallyEntity` item of period `YYYY`), kept by ADDs in the transaction of every inspection write (record,
 * an edit that moves the date to another year, delete, and a hive's delete cascade), and the newest inspection read
 * from the user's index of inspections.
 */
import type { Caller } from '../caller';
import { HiveTallyEntity } from './entities/hive-tally';
import { InspectionEntity } from './entities/inspection';
import type { TransactionEntities } from './transactions';
import { DAY_MS } from '../../../shared/domain/durations';

/** The year of a calendar date `YYYY-MM-DD` or of today (UTC, as Lambdas run): `YYYY`. */
export function yearOf(date = new Date().toISOString()): string {
  return date.slice(0, 4);
}

/** The year a summary's Year selector starts from: that of the oldest record's date, or null with no record. */
export function yearOfOldest(date: string | undefined): number | null {
  return date === undefined ? null : Number(yearOf(date));
}

/** How a write changes the count of each year: +1 for an inspection dated in it, -1 for one no longer. */
export type YearChange = Readonly<Record<string, number>>;

/** The year of each inspection date, counted `by` times (a -1 per deleted inspection, +1 per recorded one). */
export function yearChange(dates: readonly string[], by: number): YearChange {
  const change: Record<string, number> = {};
  for (const date of dates) change[yearOf(date)] = (change[yearOf(date)] ?? 0) + by;
  return change;
}

/** Two changes of one write added up, years that end unchanged left out. */
export function combinedYearChange(first: YearChange, second: YearChange): YearChange {
  const change: Record<string, number> = { ...first };
  for (const [year, by] of Object.entries(second)) change[year] = (change[year] ?? 0) + by;
  return Object.fromEntries(Object.entries(change).filter(([, by]) => by !== 0));
}

/** The year items of a transaction: one ADD per year whose count changes, or undefined when none does. */
export function inspectionYearUpdates({ hiveTally }: TransactionEntities, userId: string, change: YearChange) {
  const years = Object.entries(change).filter(([, by]) => by !== 0);
  if (years.length === 0) return undefined;
  return years.map(([period, by]) =>
    hiveTally.upsert({ userId, period }).add({ inspections: by, version: 1 }).commit(),
  );
}

/** The caller's inspections dated this year: one Get, read consistently so a write just answered shows. */
export async function getInspectionsThisYear({ userId }: Caller, year = yearOf()): Promise<number> {
  const { data } = await HiveTallyEntity.get({ userId, period: year }).go({ consistent: true });
  return Math.max(0, data?.inspections ?? 0);
}

/**
 * Whole days from the caller's newest inspection to today (UTC), null before the first; one Query of one item of
 * the user's inspections, newest first. An inspection dated ahead of today counts as today.
 */
export async function getDaysSinceLastInspection({ userId }: Caller, now = new Date()): Promise<number | null> {
  const { data } = await InspectionEntity.query
    .inspectionsOfUser({ userId })
    .go({ order: 'desc', limit: 1, attributes: ['inspectionDate'] });
  const latest = data[0]?.inspectionDate;
  if (latest === undefined) return null;
  const today = Date.parse(now.toISOString().slice(0, 10));
  return Math.max(0, Math.floor((today - Date.parse(latest)) / DAY_MS));
}
