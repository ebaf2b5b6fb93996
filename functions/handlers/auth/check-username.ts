import * as z from 'zod';
import { usernameSchema } from '../../../shared/schemas/profile';
import { checkUsername } from '../../lib/data/profile';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { authRoutes as routes } from '../../routes/auth';

/** A name of the username's format: the form checks the format itself before asking (400 with its message otherwise). */
const paramsSchema = z.object({ username: usernameSchema });

/**
 * GET /api/auth/check-username/{username}: 200 `{ available, reason? }`; the caller's own name is available; 400
 * with the format's or the reserved names' message.
 */
export const handler = httpHandler(routes.checkUsername, { params: paramsSchema }, async ({ caller, params }) =>
  ok(await checkUsername(caller, params.username)),
);
