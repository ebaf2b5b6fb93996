import * as z from 'zod';
import { checkUsername } from '../../lib/data/profile';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { routes } from '../../routes';

/** Any text: a malformed name is answered as not available with the format's message, not as a 400. */
const paramsSchema = z.object({ username: z.string() });

/** GET /api/auth/check-username/{username}: 200 `{ available, reason? }`; the caller's own name is available. */
export const handler = httpHandler(routes.checkUsername, { params: paramsSchema }, async ({ caller, params }) =>
  ok(await checkUsername(caller, params.username)),
);
