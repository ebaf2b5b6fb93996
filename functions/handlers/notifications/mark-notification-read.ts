import { idParamsSchema } from '../../../shared/schemas/common';
import { markNotificationRead } from '../../lib/data/notifications';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { notificationsRoutes as routes } from '../../routes/notifications';

/** PATCH /api/notifications/{id}/read: 200 with the notification, read; 404 when it isn't the caller's own. */
export const handler = httpHandler(
  routes.markNotificationRead,
  { params: idParamsSchema },
  async ({ caller, params }) => ok(await markNotificationRead(caller, params.id)),
);
