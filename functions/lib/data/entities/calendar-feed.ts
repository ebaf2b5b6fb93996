import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';
import { timestampAttributes } from './timestamps';

/**
 * A beekeeper's secret calendar link: the token, in a partition of its own, names the user whose schedule the
 * public `.ics` route serves, so serving it is one Get with no index to lag behind. The user item keeps the
 * current token (`calendarFeedToken`), written in the same transaction: a new link deletes the old token item and
 * turning the link off deletes it, so a replaced or revoked link answers 404 at once (`calendar-feeds.ts`).
 */
export const CalendarFeedEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'calendarFeed', version: '1' },
    attributes: {
      /** 32 random bytes, base64url. */
      token: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      createdAt: timestampAttributes.createdAt,
    },
    indexes: {
      feed: {
        pk: { field: 'pk', composite: ['token'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
