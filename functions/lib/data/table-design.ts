/**
 * The shape of HiveKeeper's single DynamoDB table: generic key names that every ElectroDB entity maps onto.
 * The CDK data stack and the local runtime both create the table from this description.
 */
export const TABLE_DESIGN = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  /**
   * Items whose attribute of this name holds a time in seconds since the epoch are deleted by DynamoDB some time
   * after it (within days, so readers still check it): the weather cache.
   */
  timeToLiveAttribute: 'expiresAt',
} as const;
