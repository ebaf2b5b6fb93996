import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';
import { timestampAttributes } from './timestamps';

/**
 * The mark of a scheduled day's marketing set, written in the set's own transaction on the condition that it isn't
 * there yet: EventBridge may deliver one firing twice, and the second writes nothing.
 */
export const MarketingRunEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'marketingRun', version: '1' },
    attributes: {
      /** The UTC day, `YYYY-MM-DD`. */
      runDate: { type: 'string', required: true, readOnly: true },
      contentIds: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
      ...timestampAttributes,
    },
    indexes: {
      marketingRun: {
        pk: { field: 'pk', composite: [] },
        sk: { field: 'sk', composite: ['runDate'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
