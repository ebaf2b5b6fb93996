import { uploadRequestSchema, type UploadAnswer } from '../../../shared/schemas/upload';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { presignUpload } from '../../lib/uploads/bucket';
import { newUploadKey } from '../../lib/uploads/keys';
import { objectsRoutes as routes } from '../../routes/objects';

/**
 * POST /api/objects/upload: 200 with a presigned PUT for one image under the caller's own prefix (its type and
 * size signed) and the key to save on the record; 400 for another type or a file too large for the purpose, 402
 * for an inspection photo by a beekeeper without Pro (the route's plan rule).
 */
export const handler = httpHandler(routes.createUpload, { body: uploadRequestSchema }, async ({ caller, body }) => {
  const { purpose, contentType, size } = body;
  const key = newUploadKey(caller.userId, purpose, contentType);
  const answer: UploadAnswer = { uploadURL: await presignUpload(key, contentType, size), key };
  return ok(answer);
});
