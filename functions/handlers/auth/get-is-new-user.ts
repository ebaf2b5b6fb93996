import type { IsNewUser } from '../../../shared/schemas/user';
import { isNewUser } from '../../lib/data/users';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { authRoutes as routes } from '../../routes/auth';

/**
 * GET /api/auth/user/is-new: new while the user has no apiary and no hive (see `isNewUser`), and whether they closed
 * the getting-started checklist. One read of the user item.
 */
export const handler = httpHandler(routes.getIsNewUser, {}, async ({ caller }) =>
  ok<IsNewUser>(await isNewUser(caller)),
);
