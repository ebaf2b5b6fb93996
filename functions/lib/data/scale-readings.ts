/**
 * The readings of hive scales as stored (`ScaleDayEntity`): one item per scale, hive and UTC day, in the beekeeper's
 * partition. An uplink adds its reading with one UpdateItem that appends unless the day already holds that second;
 * an import adds a day's new readings with one UpdateItem per day, conditioned on the day being as read; a hive's
 * days over a range are one Query.
 */
import type { EntityItem } from 'electrodb';
import type { ScaleReading } from '../../../shared/domain/hive-scales';
import type { HiveReading } from '../../../shared/schemas/hive-scale';
import { ScaleDayEntity } from './entities/scale-day';
import { isConditionFailure } from './transactions';

type ScaleDayRecord = EntityItem<typeof ScaleDayEntity>;
/** A stored reading: its second into the day, weight, temperature, humidity (null where not measured). */
type StoredReading = [second: number, weightKg: number | null, temperatureC: number | null, humidity: number | null];

const SECONDS_PER_DAY = 24 * 60 * 60;
/** Days written at once by an import: enough to keep a Lambda busy, few enough not to be throttled. */
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
 * Adds readings of any days, those already stored (the same second of the same day) left out: one BatchGet of the
 * days, then one UpdateItem per day with new readings, conditioned on the day holding what was read (an uplink
 * between the two: that day is read and written again).
 */
export async function addReadings(
  scale: ScaleOfHive,
  readings: readonly ScaleReading[],
): Promise<{ added: number; alreadyThere: number }> {
  const byDay = new Map<string, StoredReading[]>();
  for (const reading of readings) {
    const day = dayOf(reading.at);
    byDay.set(day, [...(byDay.get(day) ?? []), stored(reading)]);
  }
  const days = [...byDay.keys()];
  let added = 0;
  for (let start = 0; start < days.length; start += DAYS_WRITTEN_AT_ONCE) {
    const counts = await Promise.all(
      days.slice(start, start + DAYS_WRITTEN_AT_ONCE).map((day) => addToDay(scale, day, byDay.get(day) ?? [])),
    );
    added += counts.reduce((sum, count) => sum + count, 0);
  }
  return { added, alreadyThere: readings.length - added };
}

async function addToDay(scale: ScaleOfHive, day: string, readings: readonly StoredReading[]): Promise<number> {
  const key = { ...scale, day };
  for (;;) {
    const { data } = await ScaleDayEntity.get(key).go({ attributes: ['times', 'count'], consistent: true });
    const held = new Set(data?.times ?? []);
    const fresh = readings.filter(([second]) => !held.has(second) && held.add(second));
    if (fresh.length === 0) return 0;
    try {
      await ScaleDayEntity.update(key)
        .append({ times: fresh.map(([second]) => second), readings: fresh })
        .add({ count: fresh.length })
        .where(({ count }, { notExists, eq }) => (data?.count === undefined ? notExists(count) : eq(count, data.count)))
        .go();
      return fresh.length;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

/** The readings of a hive's scales from `from` through `to` (UTC days), oldest first: one Query. */
export async function readingsOfHive(
  userId: string,
  hiveId: string,
  { from, to }: { from: string; to: string },
): Promise<HiveReading[]> {
  const dayAfter = new Date(Date.parse(to) + SECONDS_PER_DAY * 1000).toISOString().slice(0, 10);
  const { data } = await ScaleDayEntity.query
    .daysOfHive({ userId })
    .between({ hiveId, day: from }, { hiveId, day: dayAfter })
    .go({ pages: 'all' });
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
 * The hive's days are read by key only (a Query), and the scale's deleted one DeleteItem each, a few at a time.
 */
export async function deleteScaleDays(userId: string, hiveId: string, scaleId: string): Promise<boolean> {
  const { data } = await ScaleDayEntity.query
    .daysOfHive({ userId, hiveId })
    .where(({ scaleId: scale }, { eq }) => eq(scale, scaleId))
    .go({ attributes: ['day'], pages: 'all' });
  const days = data.map(({ day }) => day);
  const now = days.slice(0, DAYS_DELETED_PER_REQUEST);
  for (let start = 0; start < now.length; start += DAYS_WRITTEN_AT_ONCE) {
    await Promise.all(
      now
        .slice(start, start + DAYS_WRITTEN_AT_ONCE)
        .map((day) => ScaleDayEntity.delete({ userId, hiveId, scaleId, day }).go()),
    );
  }
  return days.length <= DAYS_DELETED_PER_REQUEST;
}
