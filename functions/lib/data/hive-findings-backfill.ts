/**
 * The one-off backfill of what each hive keeps for the treatment recommendations (`latestFindings` and
 * `lastVarroaCheck`, see `inspections.ts`) on a table deployed before hives kept them: without it, a hive
 * inspected earlier would look never counted until its next inspection. Run by the operator script
 * `infra/scripts/backfill-hive-findings.ts`; safe to run again (a hive that keeps both, or has no inspection, gets
 * no request; one never counted is searched again, and left as it is) and while beekeepers use the app (each write
 * is conditioned on the hive's inspection version).
 */
import { scanForBackfill } from './backfill-scan';
import { HiveEntity } from './entities/hive';
import { InspectionEntity } from './entities/inspection';
import { latestFindingsOf, newestVarroaCheck } from './inspections';
import { WriteConflictError, retryOnWriteConflict } from './transactions';

export interface HiveFindingsBackfill {
  /** Hives read. */
  hives: number;
  /** Hives given their latest findings or last mite count: written, or only counted on a dry run. */
  updated: number;
}

interface HiveKey {
  userId: string;
  hiveId: string;
}

/**
 * Gives one hive its latest inspection's findings (one Get by the id it keeps) and its newest mite count (a Query
 * of its inspections, newest first, until one is found) when it lacks them, in one write conditioned on the
 * inspection version as read: an inspection written meanwhile makes it read again. Answers whether it lacked any.
 */
export async function backfillHiveFindings({ userId, hiveId }: HiveKey, { dryRun = false } = {}): Promise<boolean> {
  return retryOnWriteConflict(async () => {
    const { data: hive } = await HiveEntity.get({ userId, hiveId }).go({ consistent: true });
    if (!hive?.latestInspectionId) return false;
    const { data: latest } =
      hive.latestFindings === undefined
        ? await InspectionEntity.get({ userId, inspectionId: hive.latestInspectionId }).go({ consistent: true })
        : { data: null };
    const check =
      hive.lastVarroaCheck === undefined ? await newestVarroaCheck(hive, hiveId, { untilFound: true }) : null;
    const missing = {
      ...(latest ? { latestFindings: latestFindingsOf(latest) } : {}),
      ...(check ? { lastVarroaCheck: check } : {}),
    };
    if (Object.keys(missing).length === 0) return false;
    if (dryRun) return true;
    const version: number | undefined = hive.inspectionVersion;
    const written = await HiveEntity.patch({ userId, hiveId })
      .set(missing)
      .where(({ inspectionVersion }, { eq, notExists }) =>
        version === undefined ? notExists(inspectionVersion) : eq(inspectionVersion, version),
      )
      .go({ response: 'none', returnOnConditionCheckFailure: true });
    if (written.rejected) throw new WriteConflictError('hive changed while backfilling its findings');
    return true;
  });
}

/** Backfills every hive that has inspections (see `backfillHiveFindings`); with `dryRun`, only counts them. */
export async function backfillAllHiveFindings({ dryRun = false } = {}): Promise<HiveFindingsBackfill> {
  const counts: HiveFindingsBackfill = { hives: 0, updated: 0 };
  const hives = scanForBackfill<HiveKey & Record<string, unknown>>({
    models: [HiveEntity.schema.model],
    attributes: ['userId', 'hiveId', 'latestInspectionId', 'latestFindings', 'lastVarroaCheck'],
  });
  for await (const item of hives) {
    counts.hives++;
    const complete = item.latestFindings !== undefined && item.lastVarroaCheck !== undefined;
    if (item.latestInspectionId === undefined || complete) continue;
    if (await backfillHiveFindings(item, { dryRun })) counts.updated++;
  }
  return counts;
}
