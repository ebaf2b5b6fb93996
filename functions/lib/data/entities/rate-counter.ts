import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';
import { TABLE_DESIGN } from '../table-design';

/**
 * How many requests of one kind (`scope`) one sender (`sender`: an address or a user id) made in one fixed window
 * (`window`, the window's start). Raised by an ADD conditioned on the limit (`rate-counters.ts`), inside the
 * request's own transaction or before the work it limits, so two requests at once can't both take the last place;
 * DynamoDB deletes the counter after its window (`expiresAt`, the table's time to live).
 */
export const RateCounterEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'rateCounter', version: '1' },
    attributes: {
      scope: { type: 'string', required: true, readOnly: true },
      sender: { type: 'string', required: true, readOnly: true },
      window: { type: 'string', required: true, readOnly: true },
      count: { type: 'number', required: true },
      /** Seconds since the epoch (the end of the window): the time-to-live attribute of the table. */
      expiresAt: { type: 'number', required: true, field: TABLE_DESIGN.timeToLiveAttribute },
    },
    indexes: {
      counter: {
        pk: { field: 'pk', composite: ['scope', 'sender', 'window'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
