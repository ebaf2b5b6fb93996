/**
 * The one-off backfill of the index by apiary (`hivesOfApiary`, gsi1) on a table deployed before it existed: hives
 * written then have no gsi1pk/gsi1sk, so moving an apiary's hives does not see them and the apiary cannot be
 * deleted. Run by the operator script `infra/scripts/backfill-hive-index.ts`; safe to run again, and while
 * beekeepers use the app.
 */
import { paginateScan, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
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
  const { model, indexes } = HiveEntity.schema;
  const counts: HiveIndexBackfill = { scanned: 0, indexed: 0, skipped: 0 };
  // A Scan reads the whole table: acceptable for this one-off operator migration, never in a route. Its pages
  // are read one at a time and the hives updated one by one, a gentle load beside beekeepers' requests.
  const pages = paginateScan(
    { client },
    {
      TableName: table,
      FilterExpression: '#entity = :entity AND #version = :version AND attribute_not_exists(#indexKey)',
      ProjectionExpression: 'userId, hiveId, apiaryId',
      ExpressionAttributeNames: {
        '#entity': '__edb_e__',
        '#version': '__edb_v__',
        '#indexKey': indexes.hivesOfApiary.pk.field,
      },
      ExpressionAttributeValues: { ':entity': model.entity, ':version': model.version },
    },
  );
  for await (const page of pages) {
    for (const hive of (page.Items ?? []) as UnindexedHive[]) {
      counts.scanned++;
      if (dryRun) continue;
      if (await indexHive(hives, hive)) counts.indexed++;
      else counts.skipped++;
    }
  }
  return counts;
}
