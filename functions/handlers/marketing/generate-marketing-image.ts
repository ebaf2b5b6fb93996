import { agentGenerateImageInputSchema } from '../../../shared/schemas/marketing';
import { drawMarketingImage } from '../../lib/marketing/generation';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { marketingRoutes as routes } from '../../routes/marketing';

/**
 * POST /api/agent-generate-image (admins): 201 with the image drawn for the content (its key and a short-lived
 * URL), not yet attached; 404 for unknown content, 502 when the generator fails.
 */
export const handler = httpHandler(
  routes.generateMarketingImage,
  { body: agentGenerateImageInputSchema },
  async ({ body }) => created(await drawMarketingImage(body)),
);
