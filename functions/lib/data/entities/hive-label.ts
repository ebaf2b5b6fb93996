import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';
import { authorAttributes } from './authors';
import { timestampAttributes } from './timestamps';

/** The `hiveId` of a blank label: such a label is left out of gsi1. */
export const LABEL_UNASSIGNED = 'none';

/**
 * A QR hive label's code in its beekeeper's partition (the Colony history issue): the code is the key, so a code
 * made twice fails its create's condition instead of overwriting a label. A blank label says so in `hiveId` rather
 * than leaving it out (ElectroDB keys a conditional index only from all of its composites, as tasks' `linkId`); its
 * `updatedAt` is its version (offline sync, `record-versions.ts`).
 */
export const HiveLabelEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'hiveLabel', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      code: { type: 'string', required: true, readOnly: true },
      hiveId: { type: 'string', required: true, default: LABEL_UNASSIGNED },
      ...timestampAttributes,
      ...authorAttributes,
    },
    indexes: {
      labelsOfUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['code'] },
      },
      /** A hive's labels (its page shows them, deleting it frees them): only assigned labels are indexed. */
      labelsOfHive: {
        index: 'gsi1',
        condition: (attributes) => attributes.hiveId !== LABEL_UNASSIGNED,
        pk: { field: 'gsi1pk', composite: ['userId', 'hiveId'] },
        sk: { field: 'gsi1sk', composite: ['code'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
