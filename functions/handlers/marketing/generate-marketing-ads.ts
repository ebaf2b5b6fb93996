import { generateAds } from '../../lib/marketing/generation';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { marketingRoutes as routes } from '../../routes/marketing';

/** POST /api/marketing-ads/generate (admins): 201 with one new ad of each type; 502 when the generator fails. */
export const handler = httpHandler(routes.generateMarketingAds, {}, async () => created(await generateAds()));
