import { calendarFeedPath } from '../../lib/calendar/ics';
import { createCalendarFeed } from '../../lib/data/calendar-feeds';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { routes } from '../../routes';

/** POST /api/calendar-feed: 201 `{ url }`, a new secret link; the one it replaces stops working. */
export const handler = httpHandler(routes.createCalendarFeed, {}, async ({ caller }) =>
  created({ url: calendarFeedPath(await createCalendarFeed(caller)) }),
);
