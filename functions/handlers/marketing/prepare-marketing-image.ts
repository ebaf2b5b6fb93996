import { idParamsSchema } from '../../../shared/schemas/common';
import { imageBriefOf } from '../../lib/marketing/generation';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { marketingRoutes as routes } from '../../routes/marketing';

/**
 * POST /api/marketing-content/{id}/generate-image (admins): the image's brief (prompt, summary, aspect ratio); 404
 * for an unknown id, 400 'No image prompt available for this content'.
 */
export const handler = httpHandler(routes.prepareMarketingImage, { params: idParamsSchema }, async ({ params }) =>
  ok(await imageBriefOf(params.id)),
);
