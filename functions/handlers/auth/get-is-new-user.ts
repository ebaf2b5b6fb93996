import type { IsNewUser } from '../../../shared/schemas/user';
import { isNewUser } from '../../lib/data/users';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { routes } from '../../routes';

/** GET /api/auth/user/is-new: true while the user has no apiary and no hive (see `isNewUser`). */
export const handler = httpHandler(routes.getIsNewUser, {}, async ({ caller }) =>
  ok<IsNewUser>({ isNewUser: await isNewUser(caller) }),
);
