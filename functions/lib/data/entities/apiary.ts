import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';
import { authorAttributes } from './authors';
import { timestampAttributes } from './timestamps';

/** An apiary (a beekeeping site) in its owner's partition. Coordinates stay the text the beekeeper typed. */
export const ApiaryEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'apiary', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      apiaryId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      location: { type: 'string', required: true },
      latitude: { type: 'string' },
      longitude: { type: 'string' },
      description: { type: 'string' },
      /** Hives placed here now; an apiary can only be deleted when it is 0. */
      hiveCount: { type: 'number', required: true, default: 0 },
      /** Financial records linked to the apiary itself (not through a hive); deleting it unlinks them first. */
      financeCount: { type: 'number' },
      ...timestampAttributes,
      ...authorAttributes,
    },
    indexes: {
      apiariesOfUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['apiaryId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
