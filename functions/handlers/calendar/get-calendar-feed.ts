import { calendarFeedPath } from '../../lib/calendar/ics';
import { getCalendarFeed } from '../../lib/data/calendar-feeds';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { routes } from '../../routes';

/** GET /api/calendar-feed: `{ url }`, the secret link's path on the site (null while it is off). */
export const handler = httpHandler(routes.getCalendarFeed, {}, async ({ caller }) => {
  const token = await getCalendarFeed(caller);
  return ok({ url: token === null ? null : calendarFeedPath(token) });
});
