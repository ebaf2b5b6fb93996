import { profileUpdateInputSchema } from '../../../shared/schemas/profile';
import { updateProfile } from '../../lib/data/profile';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { authRoutes as routes } from '../../routes/auth';

/** PATCH /api/auth/profile: saves the fields sent (only those changed); 200 with the user, 409 for a taken username. */
export const handler = httpHandler(routes.updateProfile, { body: profileUpdateInputSchema }, async ({ caller, body }) =>
  ok(await updateProfile(caller, body)),
);
