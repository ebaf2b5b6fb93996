import { profilePictureInputSchema } from '../../../shared/schemas/profile';
import { updateProfilePicture } from '../../lib/data/profile';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { authRoutes as routes } from '../../routes/auth';

/**
 * PUT /api/profile-picture: `{ profileImageURL }` names the key of the caller's `profile-picture` upload; 200 with
 * the user, 400 on `profileImageURL` for another user's key or a missing upload.
 */
export const handler = httpHandler(
  routes.updateProfilePicture,
  { body: profilePictureInputSchema },
  async ({ caller, body }) => ok(await updateProfilePicture(caller, body.profileImageURL)),
);
