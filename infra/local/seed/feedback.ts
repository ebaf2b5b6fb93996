/** Two pieces of the demo beekeeper's feedback, one taken in hand by the admin. */
import type { FeedbackInput, FeedbackStatus } from '../../../shared/schemas/feedback';
import { apiPath } from '../../../functions/api-path';
import { routes } from '../../../functions/routes';
import type { DemoSeedContext } from './seeding-api';

/**
 * What the demo beekeeper told HiveKeeper, so the admin's Feedback Management and bell show real items: the first is
 * moved to in progress by the admin.
 */
const DEMO_FEEDBACK: (FeedbackInput & { adminStatus?: FeedbackStatus })[] = [
  {
    category: 'bug_report',
    subject: 'Harvest chart squeezes hive names on my phone',
    message: 'On the production screen at phone width, the Harvest by hive chart cuts long hive names short.',
    rating: 4,
    adminStatus: 'in_progress',
  },
  {
    category: 'feature_request',
    subject: 'Print labels for my honey jars',
    message: 'It would save me an evening each harvest if HiveKeeper printed jar labels from a harvest record.',
    rating: 5,
  },
];

/** The demo beekeeper's feedback, sent as the feedback form sends it, and the admin's follow-up. */
export async function seedFeedback({ beekeeperApi, adminApi }: DemoSeedContext): Promise<void> {
  for (const { adminStatus, ...feedback } of DEMO_FEEDBACK) {
    const sent = (await beekeeperApi(routes.createFeedback.method, apiPath(routes.createFeedback), feedback)) as {
      id: string;
    };
    if (adminStatus) {
      await adminApi(routes.updateFeedbackStatus.method, apiPath(routes.updateFeedbackStatus, { id: sent.id }), {
        status: adminStatus,
      });
    }
  }
}
