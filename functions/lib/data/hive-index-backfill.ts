/**
 * The one-off backfill of the index by apiary (`hivesOfApiary`, gsi1) on a table deployed before it existed: hives
 * written then have no gsi1pk/gsi1sk, so moving an apiary's hives does not see them and the apiary cannot be
 * deleted. Run by the operator script `infra/scripts/backfill-hive-index.ts`; safe to run again, and while
 * beekeepers use the app.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import { scanForBackfill } from './backfill-scan';
import { HiveEntity } from './entities/hive';
import { retryOnWriteConflict } from './transactions';

export interface HiveIndexBackfill {
  /** Hives found without the index keys. */
  scanned: number;
  indexed: number;
  /** Moved or deleted between the Scan and their update: nothing written (the move or delete kept the keys). */
  skipped: number;
}

interface UnindexedHive {
  userId: string;
  hiveId: string;
  apiaryId: string;
}

/**
 * Writes the index keys of the hive (ElectroDB writes both on a patch that sets `apiaryId`) if it still stands in
 * the apiary it was found in. Answers false, writing nothing, when it has moved or is gone: `patch` never creates.
 */
export async function indexHive(hives: typeof HiveEntity, { userId, hiveId, apiaryId }: UnindexedHive) {
  try {
    await retryOnWriteConflict(() =>
      hives
        .patch({ userId, hiveId })
        .set({ apiaryId })
        .where((attributes, { eq }) => eq(attributes.apiaryId, apiaryId))
        .go({ response: 'none' }),
    );
    return true;
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined;
    if (cause instanceof Error && cause.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Finds the hives of `table` without the index keys and writes them; with `dryRun`, only counts them. */
export async function backfillHiveIndex(
  client: DynamoDBDocumentClient,
  table: string,
  { dryRun = false } = {},
): Promise<HiveIndexBackfill> {
  const hives = new Entity(HiveEntity.schema, { client, table });
  const counts: HiveIndexBackfill = { scanned: 0, indexed: 0, skipped: 0 };
  const unindexed = scanForBackfill<UnindexedHive>({
    models: [HiveEntity.schema.model],
    attributes: ['userId', 'hiveId', 'apiaryId'],
    lacking: HiveEntity.schema.indexes.hivesOfApiary.pk.field,
    client,
    table,
  });
  for await (const hive of unindexed) {
    counts.scanned++;
    if (dryRun) continue;
    if (await indexHive(hives, hive)) counts.indexed++;
    else counts.skipped++;
  }
  return counts;
}
