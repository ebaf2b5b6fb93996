import type { Hive } from '../schemas/hive';
import { PRODUCT_TYPES, type ProductType, type ProductionRecord } from '../schemas/production';
import { convertWeight, isWeightUnit } from './units';

type SummarisedRecord = Pick<ProductionRecord, 'productType' | 'quantity' | 'unit'>;
type DatedRecord = SummarisedRecord & Pick<ProductionRecord, 'harvestDate'>;

export interface ProductionSummary {
  /** Honey harvested, in lbs (to the hundredth). */
  totalHoneyLbs: number;
  /** totalHoneyLbs divided by the hive count, to one decimal; 0 without hives. */
  averageHoneyPerHiveLbs: number;
}

/** What records add up to: weights in lbs (to the hundredth), and jars counted apart (a jar has no fixed weight). */
export interface ProductionTotal {
  weightLbs: number;
  jars: number;
}

function roundToHundredth(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A record's weight in lbs, 0 for jars. */
function weightLbs({ quantity, unit }: SummarisedRecord): number {
  return isWeightUnit(unit) ? convertWeight(quantity, unit, 'lbs') : 0;
}

function totalOf(records: readonly SummarisedRecord[]): ProductionTotal {
  let lbs = 0;
  let jars = 0;
  for (const record of records) {
    if (isWeightUnit(record.unit)) lbs += weightLbs(record);
    else jars += record.quantity;
  }
  return { weightLbs: roundToHundredth(lbs), jars: roundToHundredth(jars) };
}

function isHoney(record: SummarisedRecord): boolean {
  return record.productType === 'honey';
}

/** Records grouped by a key, in the order each key first appears. */
function groupBy<T, K>(records: readonly T[], keyOf: (record: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const record of records) {
    const key = keyOf(record);
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  return groups;
}

/**
 * The production screen's summary. Only honey counts; honey recorded in kg or oz is converted to lbs (it is the
 * same harvest in another unit), and honey counted in jars is left out (a jar has no fixed weight).
 */
export function productionSummary(records: readonly SummarisedRecord[], hiveCount: number): ProductionSummary {
  const totalLbs = records.filter(isHoney).reduce((sum, record) => sum + weightLbs(record), 0);
  return {
    totalHoneyLbs: roundToHundredth(totalLbs),
    averageHoneyPerHiveLbs: hiveCount > 0 ? Math.round((totalLbs / hiveCount) * 10) / 10 : 0,
  };
}

/** Every product that was recorded, in the product list's order, with its weight and jars. */
export function totalsByProduct(
  records: readonly SummarisedRecord[],
): (ProductionTotal & { productType: ProductType })[] {
  const groups = groupBy(records, (record) => record.productType);
  return PRODUCT_TYPES.filter((productType) => groups.has(productType)).map((productType) => ({
    productType,
    ...totalOf(groups.get(productType) ?? []),
  }));
}

/** Honey per hive, the most productive first. */
export function honeyByHive(
  records: readonly (SummarisedRecord & Pick<ProductionRecord, 'hiveId' | 'hiveName'>)[],
): (ProductionTotal & { hiveId: string; hiveName: string })[] {
  return [...groupBy(records.filter(isHoney), (record) => record.hiveId)]
    .map(([hiveId, hiveRecords]) => ({ hiveId, hiveName: hiveRecords[0]?.hiveName ?? '', ...totalOf(hiveRecords) }))
    .sort((a, b) => b.weightLbs - a.weightLbs || b.jars - a.jars);
}

/**
 * Honey per apiary, the most productive first, through each record's hive. Honey of a hive no longer listed stays
 * in the figures under a null apiary, so the apiaries still add up to the total.
 */
export function honeyByApiary(
  records: readonly (SummarisedRecord & Pick<ProductionRecord, 'hiveId'>)[],
  hives: readonly Pick<Hive, 'id' | 'apiaryId' | 'apiaryName'>[],
): (ProductionTotal & { apiaryId: string | null; apiaryName: string | null })[] {
  const hiveById = new Map(hives.map((hive) => [hive.id, hive]));
  return [...groupBy(records.filter(isHoney), (record) => hiveById.get(record.hiveId)?.apiaryId ?? null)]
    .map(([apiaryId, apiaryRecords]) => ({
      apiaryId,
      apiaryName: apiaryRecords.map((record) => hiveById.get(record.hiveId)?.apiaryName).find(Boolean) ?? null,
      ...totalOf(apiaryRecords),
    }))
    .sort((a, b) => b.weightLbs - a.weightLbs || b.jars - a.jars);
}

function yearOf(record: DatedRecord): number {
  return Number(record.harvestDate.slice(0, 4));
}

function monthOf(record: DatedRecord): number {
  return Number(record.harvestDate.slice(5, 7));
}

/** Honey per harvest year, oldest first. */
export function honeyByYear(records: readonly DatedRecord[]): (ProductionTotal & { year: number })[] {
  return [...groupBy(records.filter(isHoney), yearOf)]
    .map(([year, yearRecords]) => ({ year, ...totalOf(yearRecords) }))
    .sort((a, b) => a.year - b.year);
}

/** Honey weight (lbs) in each month of a year, January to December, months without harvest at 0: the chart's bars. */
export function honeyByMonth(records: readonly DatedRecord[], year: number): { month: number; weightLbs: number }[] {
  const honey = records.filter((record) => isHoney(record) && yearOf(record) === year);
  return Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    weightLbs: totalOf(honey.filter((record) => monthOf(record) === index + 1)).weightLbs,
  }));
}

/** Honey weight (lbs) by month, this year beside last year, for the year of `today` (`YYYY-MM-DD`). */
export function honeyThisYearAgainstLast(
  records: readonly DatedRecord[],
  today: string,
): { month: number; thisYearLbs: number; lastYearLbs: number }[] {
  const year = Number(today.slice(0, 4));
  const lastYear = honeyByMonth(records, year - 1);
  return honeyByMonth(records, year).map(({ month, weightLbs }, index) => ({
    month,
    thisYearLbs: weightLbs,
    lastYearLbs: lastYear[index]?.weightLbs ?? 0,
  }));
}
