/**
 * A queen's rollup (`QueenEntity`): what the inspections and honey harvests of the hive she headed recorded while
 * she headed it. The queen a record counts for is the hive's `currentQueenId` when it is recorded, kept on the record
 * (`queenId`), so an edit or a delete adjusts the queen it counted for even after she left the hive. Every change is
 * an ADD on her item in the same transaction as the record, so her lineage reads her figures without the records.
 */
import type { EntityItem } from 'electrodb';
import { convertWeight, isWeightUnit } from '../../../shared/rules/units';
import { varroaFigure } from '../../../shared/rules/varroa';
import type { HiveEntity } from './entities/hive';
import type { InspectionEntity } from './entities/inspection';
import type { ProductionEntity } from './entities/production';
import { QueenEntity } from './entities/queen';
import type { TransactionEntities } from './transactions';

type RollupField =
  'inspectionCount' | 'temperamentSum' | 'temperamentCount' | 'miteCountSum' | 'miteCountCount' | 'honeyKg';
export type RollupCounts = Partial<Record<RollupField, number>>;

/** A new queen's rollup: nothing recorded of her colony yet. */
export const NO_ROLLUP = {
  inspectionCount: 0,
  temperamentSum: 0,
  temperamentCount: 0,
  miteCountSum: 0,
  miteCountCount: 0,
  honeyKg: 0,
} as const satisfies Record<RollupField, number>;

type CountedInspection = Pick<
  EntityItem<typeof InspectionEntity>,
  'temperament' | 'varroaMethod' | 'varroaMites' | 'varroaSampleBees' | 'varroaBoardDays'
>;
type CountedHarvest = Pick<EntityItem<typeof ProductionEntity>, 'productType' | 'quantity' | 'unit'>;

/** Sums keep mites per 100 bees to hundredths and honey to grams, so adds and subtracts cancel exactly. */
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** What one inspection adds to her rollup: one inspection, its temper score, and a sample-of-bees mite count. */
export function inspectionCountsOf(inspection: CountedInspection): RollupCounts {
  const figure = varroaFigure({
    varroaMethod: inspection.varroaMethod,
    varroaMites: inspection.varroaMites ?? null,
    varroaSampleBees: inspection.varroaSampleBees ?? null,
    varroaBoardDays: inspection.varroaBoardDays ?? null,
  });
  const mites = figure?.unit === 'per100Bees' ? { miteCountSum: round(figure.value, 2), miteCountCount: 1 } : {};
  return { inspectionCount: 1, temperamentSum: inspection.temperament, temperamentCount: 1, ...mites };
}

/** What one harvest adds to her rollup: honey by weight, in kilograms (jars and other products add nothing). */
export function harvestCountsOf({ productType, quantity, unit }: CountedHarvest): RollupCounts {
  if (productType !== 'honey' || !isWeightUnit(unit)) return {};
  return { honeyKg: round(convertWeight(quantity, unit, 'kg'), 3) };
}

/** `after` less `before`, without the fields that don't change. */
export function rollupChange(before: RollupCounts, after: RollupCounts): RollupCounts {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)] as RollupField[]);
  const change: RollupCounts = {};
  for (const field of fields) {
    const value = round((after[field] ?? 0) - (before[field] ?? 0), 3);
    if (value !== 0) change[field] = value;
  }
  return change;
}

/**
 * The ADDs on the queens' items, one per queen (a harvest moved between hives may take from one queen and give to
 * another, or to the same), or nothing for no queen or no change; a queen deleted meanwhile fails its condition.
 */
export function queenRollupUpdates(
  { queen }: TransactionEntities,
  userId: string,
  changes: readonly (readonly [queenId: string | undefined, change: RollupCounts])[],
) {
  const byQueen = new Map<string, RollupCounts>();
  for (const [queenId, change] of changes) {
    if (queenId !== undefined) byQueen.set(queenId, rollupChange(negated(byQueen.get(queenId) ?? {}), change));
  }
  const updates = [...byQueen]
    .filter(([, change]) => Object.keys(change).length > 0)
    .map(([queenId, change]) => queen.patch({ userId, queenId }).add(change).commit());
  return updates.length === 0 ? undefined : updates;
}

/** The counts taken off instead of added: `rollupChange(negated(a), b)` is a plus b. */
function negated(counts: RollupCounts): RollupCounts {
  return Object.fromEntries(Object.entries(counts).map(([field, value]) => [field, -value]));
}

/**
 * The queen a record counted for, when she is still kept: the hive's queen now needs no read (she can't be deleted
 * while she heads it); one who has left it costs one GetItem, and a deleted one is none.
 */
export async function queenStillKept(
  userId: string,
  queenId: string | undefined,
  hive: Pick<EntityItem<typeof HiveEntity>, 'currentQueenId'>,
): Promise<string | undefined> {
  if (queenId === undefined || queenId === hive.currentQueenId) return queenId;
  const { data } = await QueenEntity.get({ userId, queenId }).go({ consistent: true, attributes: ['queenId'] });
  return data ? queenId : undefined;
}
