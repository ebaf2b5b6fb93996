/**
 * What HiveKeeper's one-off backfills share: a Scan of the items of some entities, read a page at a time and
 * handed over one by one. Acceptable for an operator migration, never in a route: the pages come one after the
 * other and each item is dealt with before the next, a gentle load beside beekeepers' requests.
 */
import { paginateScan, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';

/** ElectroDB's markers of an item's entity and version. */
export const ENTITY_FIELD = '__edb_e__';
const VERSION_FIELD = '__edb_v__';

export interface BackfillScan {
  /** The entities whose items are read (`SomeEntity.schema.model`). */
  models: readonly { entity: string; version: string }[];
  /** The attributes each item is read with (`ENTITY_FIELD` among them to tell entities apart). */
  attributes: readonly string[];
  /** Only items without this attribute (an index key not yet written). */
  lacking?: string;
  /** Another client and table than the stage's (a backfill given its own). */
  client?: DynamoDBDocumentClient;
  table?: string;
}

/** Every item of `models` in the table, with `attributes` only. */
export async function* scanForBackfill<T>({
  models,
  attributes,
  lacking,
  client = documentClient,
  table = tableName,
}: BackfillScan): AsyncGenerator<T> {
  const names: Record<string, string> = { '#entity': ENTITY_FIELD, '#version': VERSION_FIELD };
  attributes.forEach((attribute, index) => (names[`#a${index}`] = attribute));
  const values: Record<string, string> = {};
  const ofModels = models.map(({ entity, version }, index) => {
    values[`:entity${index}`] = entity;
    values[`:version${index}`] = version;
    return `#entity = :entity${index} AND #version = :version${index}`;
  });
  // DynamoDB refuses redundant parentheses: one entity's condition goes bare.
  const ofAnyModel = ofModels.length === 1 ? ofModels.join('') : ofModels.map((one) => `(${one})`).join(' OR ');
  if (lacking) names['#lacking'] = lacking;
  const pages = paginateScan(
    { client },
    {
      TableName: table,
      FilterExpression: lacking ? `(${ofAnyModel}) AND attribute_not_exists(#lacking)` : ofAnyModel,
      ProjectionExpression: attributes.map((_, index) => `#a${index}`).join(', '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) yield item as T;
  }
}
