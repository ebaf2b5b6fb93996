import * as z from 'zod';
import { API_ERRORS } from '../../../shared/messages';
import { GoneError, NotFoundError } from '../../lib/errors';
import { verifyPhotoLink } from '../../lib/exports/photo-link';
import { httpHandler } from '../../lib/http/handler';
import { found } from '../../lib/http/responses';
import { reminderSettings } from '../../lib/reminders/reminder-settings';
import { objectExists, presignDownload } from '../../lib/uploads/bucket';
import { isUploadKeyOfUser } from '../../lib/uploads/keys';
import { accountRoutes as routes } from '../../routes/account';

/** A token is a signed payload of a user id, a key and a time: a few hundred characters at most. */
const photoLinkParamsSchema = z.object({ token: z.string().max(1024) });

/** How long the download it sends the caller to stays valid: long enough to follow a redirect. */
const DOWNLOAD_SECONDS = 60;

/**
 * GET /api/export-photos/{token} (public: the signed token is the key): an account export's photo or picture link.
 * 302 to a download of the file valid for a minute, while the export lasts; 410 after; 404 for a token forged or
 * signed for another file than the beekeeper's own photos, or a photo deleted since.
 */
export const handler = httpHandler(routes.openExportPhoto, { params: photoLinkParamsSchema }, async ({ params }) => {
  const settings = await reminderSettings();
  const link = settings === null ? null : verifyPhotoLink(params.token, settings.secret);
  if (link === null || !isUploadKeyOfUser(link.userId, link.key)) {
    throw new NotFoundError(API_ERRORS.exportPhotoNotFound);
  }
  if (link.expiresAt * 1000 <= Date.now()) throw new GoneError(API_ERRORS.exportPhotoExpired);
  if (!(await objectExists(link.key))) throw new NotFoundError(API_ERRORS.exportPhotoNotFound);
  return found(await presignDownload(link.key, undefined, DOWNLOAD_SECONDS));
});
