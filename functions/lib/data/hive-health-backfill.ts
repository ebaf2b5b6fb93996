/**
 * The one-off backfill of each hive's health label (`healthStatus`) under the varroa cap of
 * `shared/rules/health.ts`: a hive whose latest inspection counted mites at the treatment threshold was labelled
 * from its scores alone before the cap, and would read Good or Excellent until its next inspection write (one in the
 * southern hemisphere was also labelled against the northern calendar's threshold). Run by the operator script
 * `infra/scripts/backfill-hive-health.ts`; safe to run again (a hive whose label already agrees gets no write) and
 * while beekeepers use the app (each write is conditioned on the hive's inspection version and status, and moves the
 * dashboard's tallies in the same transaction).
 */
import { scanForBackfill } from './backfill-scan';
import { InspectionEntity } from './entities/inspection';
import { HiveEntity } from './entities/hive';
import { tallyUpdates } from './hive-tallies';
import { healthStatusWith } from './hive-health';
import { WriteConflictError, retryOnWriteConflict, writeTransaction } from './transactions';

export interface HiveHealthBackfill {
  /** Hives read. */
  hives: number;
  /** Hives relabelled: written, or only counted on a dry run. */
  relabelled: number;
}

interface HiveKey {
  userId: string;
  hiveId: string;
}

/**
 * Relabels one hive from its latest inspection (one Get of the hive, one of the inspection, one of its apiary's
 * latitude) when the label it keeps
 * differs, in one transaction with the dashboard's tallies. Answers whether it was relabelled.
 */
export async function backfillHiveHealth({ userId, hiveId }: HiveKey, { dryRun = false } = {}): Promise<boolean> {
  return retryOnWriteConflict(async () => {
    const { data: hive } = await HiveEntity.get({ userId, hiveId }).go({ consistent: true });
    if (!hive?.latestInspectionId) return false;
    const { data: latest } = await InspectionEntity.get({ userId, inspectionId: hive.latestInspectionId }).go({
      consistent: true,
    });
    if (!latest) return false;
    const healthStatus = await healthStatusWith(hive, latest);
    if (healthStatus === hive.healthStatus) return false;
    if (dryRun) return true;
    const version: number | undefined = hive.inspectionVersion;
    const cancellation = await writeTransaction((entities) => ({
      hive: entities.hive
        .patch({ userId, hiveId })
        .set({ healthStatus })
        .where(
          ({ inspectionVersion, status }, { eq, notExists }) =>
            `${version === undefined ? notExists(inspectionVersion) : eq(inspectionVersion, version)} AND ${eq(status, hive.status)}`,
        )
        .commit(),
      ...tallyUpdates(entities, userId, hive, { ...hive, healthStatus }),
    }));
    if (!cancellation) return true;
    if (cancellation.conditionFailed('hive')) throw new WriteConflictError('hive changed while relabelling it');
    throw cancellation.unexpected('Relabelling a hive');
  });
}

/** Relabels every inspected hive whose label differs (see `backfillHiveHealth`); with `dryRun`, only counts them. */
export async function backfillAllHiveHealth({ dryRun = false } = {}): Promise<HiveHealthBackfill> {
  const counts: HiveHealthBackfill = { hives: 0, relabelled: 0 };
  const hives = scanForBackfill<HiveKey & Record<string, unknown>>({
    models: [HiveEntity.schema.model],
    attributes: ['userId', 'hiveId', 'latestInspectionId'],
  });
  for await (const item of hives) {
    counts.hives++;
    if (item.latestInspectionId === undefined) continue;
    if (await backfillHiveHealth(item, { dryRun })) counts.relabelled++;
  }
  return counts;
}
