/**
 * The readings of hive scales as stored (`ScaleDayEntity`): one item per scale, hive and UTC day, in the beekeeper's
 * partition. An uplink adds its reading with one UpdateItem that appends unless the day already holds that second;
 * an import reads up to 100 days in one BatchGetItem and adds each day's new readings with one UpdateItem,
 * conditioned on the day being as read; a hive's days over a range are one Query.
 */
import type { EntityItem } from 'electrodb';
import type { ScaleReading } from '../../../shared/domain/hive-scales';
import type { HiveReading } from '../../../shared/schemas/hive-scale';
import { addDays } from '../../../shared/rules/reminders';
import { logger } from '../logger';
import { ScaleDayEntity } from './entities/scale-day';
import { isConditionFailure } from './transactions';

type ScaleDayRecord = EntityItem<typeof ScaleDayEntity>;
/** A stored reading: its second into the day, weight, temperature, humidity (null where not measured). */
type StoredReading = [second: number, weightKg: number | null, temperatureC: number | null, humidity: number | null];

const SECONDS_PER_DAY = 24 * 60 * 60;
/** Days an import reads in one BatchGetItem (DynamoDB's limit of 100 keys a request). */
const DAYS_READ_AT_ONCE = 100;
/**
 * Days an import writes at once: enough to keep a Lambda busy, few enough not to be throttled. One UpdateItem a day,
 * not a transaction of 100: DynamoDB Local takes about 5 s for such a transaction, and a day needs no other item.
 */
const DAYS_WRITTEN_AT_ONCE = 8;
/** Day items a scale's deletion removes in one request, before it answers "still to go" (a year is 365). */
const DAYS_DELETED_PER_REQUEST = 400;

const dayOf = (at: string) => at.slice(0, 10);
const secondOf = (at: string) => Math.floor((Date.parse(at) - Date.parse(dayOf(at))) / 1000) % SECONDS_PER_DAY;

function stored(reading: ScaleReading): StoredReading {
  return [
    secondOf(reading.at),
    reading.weightKg ?? null,
    reading.temperatureC ?? null,
    reading.humidityPercent ?? null,
  ];
}

interface ScaleOfHive {
  userId: string;
  hiveId: string;
  scaleId: string;
}

/**
 * Adds one reading (one UpdateItem, which answers the day as it now is: the readings the insights read, without
 * another request); null when the day already held a reading of that second (nothing written).
 */
export async function addReading(
  { userId, hiveId, scaleId }: ScaleOfHive,
  reading: ScaleReading,
): Promise<HiveReading[] | null> {
  const value = stored(reading);
  try {
    const { data } = await ScaleDayEntity.update({ userId, hiveId, scaleId, day: dayOf(reading.at) })
      .append({ times: [value[0]], readings: [value] })
      .add({ count: 1 })
      .where(({ times }, { notContains }) => notContains(times, value[0]))
      .go({ response: 'all_new' });
    return readingsOfDay({ ...data, day: dayOf(reading.at), scaleId });
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Adds readings of any days, those already stored (the same second of the same day) left out: a year's file is four
 * BatchGetItems and an UpdateItem per day with new readings. A day that changed between the read and the write (an
 * uplink) is read and written again on its own.
 */
export async function addReadings(
  scale: ScaleOfHive,
  readings: readonly ScaleReading[],
): Promise<{ added: number; alreadyThere: number }> {
  const byDay = new Map<string, StoredReading[]>();
  for (const reading of readings) {
    const day = dayOf(reading.at);
    const held = byDay.get(day);
    if (held) held.push(stored(reading));
    else byDay.set(day, [stored(reading)]);
  }
  const days = [...byDay.keys()];
  let added = 0;
  for (let start = 0; start < days.length; start += DAYS_READ_AT_ONCE) {
    const batch = days.slice(start, start + DAYS_READ_AT_ONCE);
    const { data, unprocessed } = await ScaleDayEntity.get(batch.map((day) => ({ ...scale, day }))).go({
      attributes: ['day', 'times', 'count'],
      consistent: true,
    });
    // A day DynamoDB left unread (throttled) is read again on its own as it is written.
    const read = new Map<string, DayAsRead>(data.map(({ day, times, count }) => [day, { times, count }]));
    const unread = new Set(unprocessed.map(({ day }: { day: string }) => day));
    for (let at = 0; at < batch.length; at += DAYS_WRITTEN_AT_ONCE) {
      const counts = await Promise.all(
        batch.slice(at, at + DAYS_WRITTEN_AT_ONCE).map((day) => {
          const asRead = unread.has(day) ? undefined : (read.get(day) ?? NO_DAY);
          return addToDay(scale, day, byDay.get(day) ?? [], asRead);
        }),
      );
      added += counts.reduce((sum, count) => sum + count, 0);
    }
  }
  return { added, alreadyThere: readings.length - added };
}

/** A stored day's seconds and count as read; `NO_DAY` for a day not stored yet. */
interface DayAsRead {
  times?: number[];
  count?: number;
}
const NO_DAY: DayAsRead = {};

/** Adds a day's new readings: from the day as read when given, else (and after a conflict) reading it first. */
async function addToDay(
  scale: ScaleOfHive,
  day: string,
  readings: readonly StoredReading[],
  asRead: DayAsRead | undefined,
): Promise<number> {
  const key = { ...scale, day };
  for (let known = asRead; ; known = undefined) {
    const before =
      known ?? (await ScaleDayEntity.get(key).go({ attributes: ['times', 'count'], consistent: true })).data ?? NO_DAY;
    const held = new Set(before.times ?? []);
    const fresh = readings.filter(([second]) => !held.has(second) && held.add(second));
    if (fresh.length === 0) return 0;
    try {
      await ScaleDayEntity.update(key)
        .append({ times: fresh.map(([second]) => second), readings: fresh })
        .add({ count: fresh.length })
        .where(({ count }, { notExists, eq }) =>
          before.count === undefined ? notExists(count) : eq(count, before.count),
        )
        .go();
      return fresh.length;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

/**
 * The readings of a hive's scales from `from` through `to` (UTC days), oldest first: one Query, of at most
 * `maxPages` pages (1 MB each) when given; a read cut short by it is logged as a warning.
 */
export async function readingsOfHive(
  userId: string,
  hiveId: string,
  { from, to }: { from: string; to: string },
  { maxPages }: { maxPages?: number } = {},
): Promise<HiveReading[]> {
  const { data, cursor } = await ScaleDayEntity.query
    .daysOfHive({ userId })
    .between({ hiveId, day: from }, { hiveId, day: addDays(to, 1) })
    .go({ pages: maxPages ?? 'all' });
  if (cursor)
    logger.warn("A hive's readings were read up to a bound", {
      hiveId,
      from,
      to,
      maxPages,
      readUntil: data.at(-1)?.day,
    });
  return data
    .filter((record) => record.day <= to)
    .flatMap(readingsOfDay)
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** One scale's readings on its hive from `from` through `to` (UTC days), oldest first: one Query of the hive's days. */
export async function readingsOfScale(
  { userId, hiveId, scaleId }: ScaleOfHive,
  range: { from: string; to: string },
): Promise<HiveReading[]> {
  return (await readingsOfHive(userId, hiveId, range)).filter((reading) => reading.scaleId === scaleId);
}

function readingsOfDay(record: Pick<ScaleDayRecord, 'day' | 'scaleId' | 'readings'>): HiveReading[] {
  const start = Date.parse(record.day);
  return ((record.readings ?? []) as StoredReading[]).map(([second, weightKg, temperatureC, humidityPercent]) => ({
    scaleId: record.scaleId,
    at: new Date(start + second * 1000).toISOString(),
    weightKg,
    temperatureC,
    humidityPercent,
  }));
}

/**
 * Deletes a scale's days on its hive, at most `DAYS_DELETED_PER_REQUEST` this time; answers whether none are left.
 * The hive's days are read by key only (a Query), and the scale's deleted by BatchWriteItem, 25 a request; days
 * DynamoDB left undeleted (throttled) count as still to go.
 */
export async function deleteScaleDays(userId: string, hiveId: string, scaleId: string): Promise<boolean> {
  const { data } = await ScaleDayEntity.query
    .daysOfHive({ userId, hiveId })
    .where(({ scaleId: scale }, { eq }) => eq(scale, scaleId))
    .go({ attributes: ['day'], pages: 'all' });
  const days = data.map(({ day }) => day);
  const { unprocessed } = await ScaleDayEntity.delete(
    days.slice(0, DAYS_DELETED_PER_REQUEST).map((day) => ({ userId, hiveId, scaleId, day })),
  ).go({ concurrency: 4 });
  return unprocessed.length === 0 && days.length <= DAYS_DELETED_PER_REQUEST;
}
