/**
 * The one-off backfill of the dashboard's tallies (`hive-tallies.ts`) and of this year's inspection count
 * (`inspection-tallies.ts`) on a table deployed before they existed: beekeepers' earlier hives and inspections are
 * in no tally, so their dashboard and profile would count only what changed since. Run by the operator script `infra/scripts/backfill-hive-tallies.ts`; safe to run again (a beekeeper whose
 * tallies match their hives gets no write), and while beekeepers use the app.
 */
import { scanForBackfill } from './backfill-scan';
import { HiveEntity } from './entities/hive';
import { HiveTallyEntity } from './entities/hive-tally';
import { InspectionEntity } from './entities/inspection';
import { UserEntity } from './entities/user';
import { ALL_TIME, LABEL_FIELDS, monthOf, tallyOfHives } from './hive-tallies';
import { yearOf } from './inspection-tallies';
import { WriteConflictError, retryOnWriteConflict, writeTransaction } from './transactions';

export interface HiveTallyBackfill {
  /** Beekeepers whose tallies were compared with their hives. */
  users: number;
  /** Beekeepers whose tallies differed: corrected, or only counted on a dry run. */
  corrected: number;
}

type Counts = Record<string, number>;

function difference(wanted: Counts, stored: Counts): Counts {
  const fields = new Set([...Object.keys(wanted), ...Object.keys(stored)]);
  return Object.fromEntries(
    [...fields].map((field) => [field, (wanted[field] ?? 0) - (stored[field] ?? 0)]).filter(([, by]) => by !== 0),
  );
}

/** How many of the beekeeper's inspections are dated in `year`, counted from the user's index of inspections. */
async function countInspectionsOfYear(userId: string, year: string): Promise<number> {
  const { data } = await InspectionEntity.query
    .inspectionsOfUser({ userId })
    .begins({ inspectionDate: year })
    .go({ pages: 'all', attributes: ['inspectionId'] });
  return data.length;
}

/**
 * Recounts one beekeeper's tallies from their hives and adds the difference, in one transaction conditioned on the
 * tally's version as read before the hives were: a write meanwhile makes it read again. The difference counts
 * from the start of the month (the month's changes stay those recorded since the tallies existed), except the
 * active hives added this month, which are recounted. This year's inspection count is recounted in the same
 * transaction, conditioned on its own version. Answers whether the tallies differed.
 */
export async function backfillUserTallies(userId: string, { dryRun = false } = {}): Promise<boolean> {
  const month = monthOf();
  const year = yearOf();
  return retryOnWriteConflict(async () => {
    const { data: tallies } = await HiveTallyEntity.get([
      { userId, period: ALL_TIME },
      { userId, period: month },
      { userId, period: year },
    ]).go({ consistent: true });
    const { data: hives } = await HiveEntity.query.hivesOfUser({ userId }).go({ pages: 'all', consistent: true });
    const yearTally = tallies.find(({ period }) => period === year);
    const inspectionsChange = (await countInspectionsOfYear(userId, year)) - (yearTally?.inspections ?? 0);
    const total = tallies.find(({ period }) => period === ALL_TIME);
    const stored: Counts = Object.fromEntries(LABEL_FIELDS.map((field) => [field, total?.[field] ?? 0]));
    const storedAdded = tallies.find(({ period }) => period === month)?.added ?? 0;

    const { added = 0, ...labels } = tallyOfHives(hives, month);
    const labelChange = difference(labels, stored);
    const addedChange = added - storedAdded;
    if (Object.keys(labelChange).length === 0 && addedChange === 0 && inspectionsChange === 0) return false;
    if (dryRun) return true;

    const cancellation = await writeTransaction(({ hiveTally }) => ({
      tally:
        Object.keys(labelChange).length === 0 && addedChange === 0
          ? undefined
          : hiveTally
              .upsert({ userId, period: ALL_TIME })
              .add({ ...labelChange, version: 1 })
              .where((attributes, { eq, notExists }) =>
                total?.version === undefined ? notExists(attributes.version) : eq(attributes.version, total.version),
              )
              .commit(),
      monthTally:
        addedChange === 0
          ? undefined
          : hiveTally.upsert({ userId, period: month }).add({ added: addedChange }).commit(),
      yearTally:
        inspectionsChange === 0
          ? undefined
          : hiveTally
              .upsert({ userId, period: year })
              .add({ inspections: inspectionsChange, version: 1 })
              .where((attributes, { eq, notExists }) =>
                yearTally?.version === undefined
                  ? notExists(attributes.version)
                  : eq(attributes.version, yearTally.version),
              )
              .commit(),
    }));
    if (cancellation?.conditionFailed('tally') || cancellation?.conditionFailed('yearTally'))
      throw new WriteConflictError('tallies changed while recounting');
    if (cancellation) throw cancellation.unexpected('Backfilling the tallies');
    return true;
  });
}

/** Recounts every beekeeper's tallies (see `backfillUserTallies`); with `dryRun`, only counts those that differ. */
export async function backfillHiveTallies({ dryRun = false } = {}): Promise<HiveTallyBackfill> {
  const counts: HiveTallyBackfill = { users: 0, corrected: 0 };
  // Each beekeeper costs one BatchGet, a Query of their hives and at most one transaction.
  const users = scanForBackfill<{ userId: string }>({ models: [UserEntity.schema.model], attributes: ['userId'] });
  for await (const { userId } of users) {
    counts.users++;
    if (await backfillUserTallies(userId, { dryRun })) counts.corrected++;
  }
  return counts;
}
