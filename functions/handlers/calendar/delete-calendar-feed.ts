import { deleteCalendarFeed } from '../../lib/data/calendar-feeds';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { calendarRoutes as routes } from '../../routes/calendar';

/** DELETE /api/calendar-feed: 204; the secret link stops working (also when it was off already). */
export const handler = httpHandler(routes.deleteCalendarFeed, {}, async ({ caller }) => {
  await deleteCalendarFeed(caller);
  return noContent();
});
