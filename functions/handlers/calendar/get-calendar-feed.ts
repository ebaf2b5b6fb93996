import { getCalendarFeed } from '../../lib/data/calendar-feeds';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { calendarRoutes as routes } from '../../routes/calendar';

/** GET /api/calendar-feed: `{ since }`, when the secret link was made (null while it is off); never its address. */
export const handler = httpHandler(routes.getCalendarFeed, {}, async ({ caller }) => ok(await getCalendarFeed(caller)));
