/** Two pieces of the demo beekeeper's feedback, one taken in hand by the admin. */
import type { Feedback, FeedbackInput, FeedbackStatus } from '../../../shared/schemas/feedback';
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

/**
 * The demo beekeeper's feedback, sent as the feedback form sends it, and the admin's follow-up. Once only: a demo
 * reset keeps her feedback (the admin's queue), so a subject she has sent already is not sent again.
 */
export async function seedFeedback({ beekeeperApi, adminApi }: DemoSeedContext): Promise<void> {
  const sentBefore = (await beekeeperApi(routes.listFeedback.method, apiPath(routes.listFeedback))) as Feedback[];
  const subjects = new Set(sentBefore.map((each) => each.subject));
  for (const { adminStatus, ...feedback } of DEMO_FEEDBACK.filter((each) => !subjects.has(each.subject))) {
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
