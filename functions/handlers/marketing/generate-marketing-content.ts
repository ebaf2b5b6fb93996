import { MARKETING_MESSAGES } from '../../../shared/marketing-messages';
import type { MarketingAck } from '../../../shared/schemas/marketing';
import { jobStarter } from '../../lib/jobs/provider';
import { httpHandler } from '../../lib/http/handler';
import { accepted } from '../../lib/http/responses';
import { marketingRoutes as routes } from '../../routes/marketing';

/**
 * POST /api/marketing-content/generate (admins): starts the daily marketing job now and answers 202 at once; the set
 * appears in the list when the job is done (a minute or so on Bedrock, seconds with the templates).
 */
export const handler = httpHandler(routes.generateMarketingContent, {}, async ({ caller }) => {
  await jobStarter().start('generateDailyMarketing', { job: 'generateDailyMarketing', requestedBy: caller.userId });
  return accepted<MarketingAck>({ success: true, message: MARKETING_MESSAGES.generationStarted });
});
