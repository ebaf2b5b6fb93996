import { idParamsSchema } from '../../../shared/schemas/common';
import { feedbackStatusInputSchema } from '../../../shared/schemas/feedback';
import { updateFeedbackStatus } from '../../lib/data/feedback';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { feedbackRoutes as routes } from '../../routes/feedback';

/** PUT /api/feedback/{id} (admins): 200 with the feedback in its new status (any status from any other); 404 for an unknown id. */
export const handler = httpHandler(
  routes.updateFeedbackStatus,
  { params: idParamsSchema, body: feedbackStatusInputSchema },
  async ({ caller, params, body }) => ok(await updateFeedbackStatus(caller, params.id, body.status)),
);
