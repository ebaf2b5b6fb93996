import { markAllNotificationsRead } from '../../lib/data/notifications';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { notificationsRoutes as routes } from '../../routes/notifications';

/** POST /api/notifications/read-all: no body; 200 with how many of the caller's unread notifications it marked read. */
export const handler = httpHandler(routes.markAllNotificationsRead, {}, async ({ caller }) =>
  ok(await markAllNotificationsRead(caller)),
);
