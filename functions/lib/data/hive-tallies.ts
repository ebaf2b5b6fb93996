/**
 * The dashboard's aggregates (`HiveTallyEntity`): the active hives counted by the label of their latest inspection,
 * and per calendar month (UTC) how those counts changed and how many active hives were added. Every write that
 * changes a hive's existence, its status between active and not, or its label carries `tallyUpdates` in its own
 * transaction, as ADDs: concurrent writes on different hives add up, and a write that changes no count touches no
 * tally. The counts at the start of a month are the counts now less the month's changes.
 */
import type { EntityItem } from 'electrodb';
import { HIVE_HEALTH_NOT_INSPECTED, type HiveStatus } from '../../../shared/domain/hive';
import { HEALTH_LABELS, type HealthLabel } from '../../../shared/rules/health';
import type { Caller } from '../caller';
import { HiveTallyEntity } from './entities/hive-tally';
import type { TransactionEntities } from './transactions';

type TallyRecord = EntityItem<typeof HiveTallyEntity>;
export type TalliedLabel = HealthLabel | typeof HIVE_HEALTH_NOT_INSPECTED;
export type HiveCountsByLabel = Record<TalliedLabel, number>;

/** The period of the item that counts the active hives now. */
export const ALL_TIME = 'all';

const TALLIED_LABELS: readonly TalliedLabel[] = [...HEALTH_LABELS, HIVE_HEALTH_NOT_INSPECTED];

const FIELD_OF_LABEL = {
  Excellent: 'excellent',
  Good: 'good',
  Fair: 'fair',
  Poor: 'poor',
  [HIVE_HEALTH_NOT_INSPECTED]: 'notInspected',
} as const satisfies Record<TalliedLabel, keyof TallyRecord>;

type LabelField = (typeof FIELD_OF_LABEL)[TalliedLabel];
/** The fields of a tally item that count hives by label. */
export const LABEL_FIELDS: readonly LabelField[] = Object.values(FIELD_OF_LABEL);
type TallyChange = Partial<Record<LabelField | 'added', number>>;

/** What of a hive the tallies count. */
export interface TalliedHive {
  status: HiveStatus;
  healthStatus: string;
  /** ISO timestamp: a hive created in the current month counts as added in it while it is active. */
  createdAt: string;
}

/** The calendar month (UTC, as Lambdas run) of an ISO timestamp or of now: `YYYY-MM`. */
export function monthOf(timestamp = new Date().toISOString()): string {
  return timestamp.slice(0, 7);
}

function isTalliedLabel(label: string): label is TalliedLabel {
  return (TALLIED_LABELS as readonly string[]).includes(label);
}

/** How a write of one hive, from `before` to `after` (null: absent), changes the counts of `month`. */
export function tallyChange(before: TalliedHive | null, after: TalliedHive | null, month: string): TallyChange {
  const change: TallyChange = {};
  const count = (hive: TalliedHive | null, by: number) => {
    if (hive?.status !== 'active' || !isTalliedLabel(hive.healthStatus)) return;
    const field = FIELD_OF_LABEL[hive.healthStatus];
    change[field] = (change[field] ?? 0) + by;
    if (monthOf(hive.createdAt) === month) change.added = (change.added ?? 0) + by;
  };
  count(before, -1);
  count(after, 1);
  return Object.fromEntries(Object.entries(change).filter(([, by]) => by !== 0));
}

/** The counts of these hives as their writes leave them in the tallies: each hive added once. */
export function tallyOfHives(hives: readonly TalliedHive[], month: string): TallyChange {
  const tally: TallyChange = {};
  for (const hive of hives) {
    for (const [field, by] of Object.entries(tallyChange(null, hive, month)) as [keyof TallyChange, number][]) {
      tally[field] = (tally[field] ?? 0) + by;
    }
  }
  return tally;
}

/**
 * The tally items of a transaction that writes one hive from `before` to `after` (null: absent): the counts now
 * and this month's changes, or neither when the write changes no count.
 */
export function tallyUpdates(
  entities: TransactionEntities,
  userId: string,
  before: TalliedHive | null,
  after: TalliedHive | null,
) {
  return tallyUpdatesOfHives(entities, userId, [[before, after]]);
}

/**
 * The tally items of a transaction that writes several hives (a colony event: a split's parent and new hive), each
 * from `before` to `after`: their changes summed into one update of each tally item, as a transaction may touch an
 * item only once.
 */
export function tallyUpdatesOfHives(
  { hiveTally }: TransactionEntities,
  userId: string,
  writes: readonly (readonly [TalliedHive | null, TalliedHive | null])[],
) {
  const month = monthOf();
  const sum: TallyChange = {};
  for (const [before, after] of writes) {
    for (const [field, by] of Object.entries(tallyChange(before, after, month)) as [keyof TallyChange, number][]) {
      sum[field] = (sum[field] ?? 0) + by;
    }
  }
  const { added, ...labels } = Object.fromEntries(Object.entries(sum).filter(([, by]) => by !== 0)) as TallyChange;
  if (Object.keys(labels).length === 0 && added === undefined) return { tally: undefined, monthTally: undefined };
  return {
    tally:
      Object.keys(labels).length === 0
        ? undefined
        : hiveTally
            .upsert({ userId, period: ALL_TIME })
            .add({ ...labels, version: 1 })
            .commit(),
    monthTally: hiveTally
      .upsert({ userId, period: month })
      .add({ ...labels, ...(added === undefined ? {} : { added }) })
      .commit(),
  };
}

function countsOf(record: TallyRecord | undefined): HiveCountsByLabel {
  return Object.fromEntries(
    TALLIED_LABELS.map((label) => [label, (record?.[FIELD_OF_LABEL[label]] as number | undefined) ?? 0]),
  ) as HiveCountsByLabel;
}

export interface HiveTallies {
  /** Active hives now, by label. */
  now: HiveCountsByLabel;
  /** Active hives at the start of this month, by label. */
  monthStart: HiveCountsByLabel;
  /** Active hives created this month. */
  addedThisMonth: number;
}

/** The caller's tallies: one BatchGet of two items, read consistently so a write just answered shows. */
export async function getHiveTallies({ userId }: Caller, month = monthOf()): Promise<HiveTallies> {
  const { data } = await HiveTallyEntity.get([
    { userId, period: ALL_TIME },
    { userId, period: month },
  ]).go({ consistent: true });
  const total = data.find((record) => record.period === ALL_TIME);
  const thisMonth = data.find((record) => record.period === month);
  const now = countsOf(total);
  const changes = countsOf(thisMonth);
  const monthStart = Object.fromEntries(
    TALLIED_LABELS.map((label) => [label, now[label] - changes[label]]),
  ) as HiveCountsByLabel;
  return { now, monthStart, addedThisMonth: thisMonth?.added ?? 0 };
}
