import { idParamsSchema } from '../../../shared/schemas/common';
import { updateImageInputSchema } from '../../../shared/schemas/marketing';
import { attachImage } from '../../lib/marketing/generation';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { marketingRoutes as routes } from '../../routes/marketing';

/**
 * POST /api/marketing-content/{id}/update-image (admins): attaches an image drawn for this content (`imageUrl`
 * names its key) in place of the one before; 400 for any other key, 404 for an unknown id.
 */
export const handler = httpHandler(
  routes.updateMarketingImage,
  { params: idParamsSchema, body: updateImageInputSchema },
  async ({ params, body }) => ok(await attachImage(params.id, body.imageUrl)),
);
