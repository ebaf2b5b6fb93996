import { calendarFeedPath } from '../../lib/calendar/ics';
import { createCalendarFeed } from '../../lib/data/calendar-feeds';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { calendarRoutes as routes } from '../../routes/calendar';

/**
 * POST /api/calendar-feed: 201 `{ url, since }`, a new secret link, whose address no later answer repeats (only a
 * hash of its token is kept); the one it replaces stops working.
 */
export const handler = httpHandler(routes.createCalendarFeed, {}, async ({ caller }) => {
  const { token, since } = await createCalendarFeed(caller);
  return created({ url: calendarFeedPath(token), since });
});
