import { idParamsSchema } from '../../../shared/schemas/common';
import { removeMarketingContent } from '../../lib/marketing/generation';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { marketingRoutes as routes } from '../../routes/marketing';

/** DELETE /api/marketing-content/{id} (admins): 204, the content gone with every image drawn for it; 404 unknown. */
export const handler = httpHandler(routes.deleteMarketingContent, { params: idParamsSchema }, async ({ params }) => {
  await removeMarketingContent(params.id);
  return noContent();
});
