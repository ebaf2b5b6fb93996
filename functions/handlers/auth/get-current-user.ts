import { ensureUser, toUser } from '../../lib/data/users';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { routes } from '../../routes';

/** GET /api/auth/user: the signed-in user, created on the first call from the token's claims. */
export const handler = httpHandler(routes.getCurrentUser, {}, async ({ caller }) =>
  ok(toUser(await ensureUser(caller), caller.isAdmin)),
);
