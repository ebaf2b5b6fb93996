import { notificationListQuerySchema } from '../../../shared/schemas/notification';
import { listNotifications } from '../../lib/data/notifications';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { notificationsRoutes as routes } from '../../routes/notifications';

/** GET /api/notifications[?unread=true]: the caller's own notifications, newest first, at most 50. */
export const handler = httpHandler(
  routes.listNotifications,
  { query: notificationListQuerySchema },
  async ({ caller, query }) => ok(await listNotifications(caller, query)),
);
