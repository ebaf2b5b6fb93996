import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';
import { timestampAttributes } from './timestamps';

/**
 * A beekeeper's secret calendar link: the SHA-256 of its token, in a partition of its own, names the user whose
 * schedule the public `.ics` route serves, so serving it is one Get with no index to lag behind. Only the hash is
 * stored: whoever reads the table (a backup, an export of it) can't subscribe to anyone's schedule. The user item
 * keeps the current hash (`calendarFeedHash`), written in the same transaction: a new link deletes the old item and
 * turning the link off deletes it, so a replaced or revoked link answers 404 at once (`calendar-feeds.ts`).
 */
export const CalendarFeedEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'calendarFeed', version: '1' },
    attributes: {
      /** The SHA-256 of the link's token (32 random bytes), base64url (`hashOfCalendarToken`). */
      tokenHash: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      createdAt: timestampAttributes.createdAt,
    },
    indexes: {
      feed: {
        pk: { field: 'pk', composite: ['tokenHash'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  { client: documentClient, table: tableName },
);

/**
 * A link's item as stages stored it before tokens were hashed, keyed by the token itself: only
 * `migrate:calendar-tokens` and account deletion use it, to remove such items.
 */
export const LegacyCalendarFeedEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'calendarFeed', version: '1' },
    attributes: {
      token: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
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
