import { http, HttpResponse } from 'msw';
import type { PaymentSubscription, SubscriptionStatusAnswer } from '@shared/schemas/subscription';
import { routes } from '@/lib/api-routes';
import { apiUrl, server } from './server';

/** Noon UTC, so the date reads the same in every time zone a test runs in: Dec 23, 2026. */
export const PERIOD_END = Date.UTC(2026, 11, 23, 12) / 1000;
export const PERIOD_END_LABEL = 'Dec 23, 2026';

/** A Pro subscription as `GET /api/subscription-status` answers it (on its free trial unless said). */
export function proSubscriptionStatus(subscription: Partial<PaymentSubscription> = {}): SubscriptionStatusAnswer {
  const status = subscription.status ?? 'trialing';
  return {
    subscriptionPlan: 'pro',
    subscriptionStatus: status,
    subscription: {
      id: 'sub_test_1',
      status,
      current_period_end: PERIOD_END,
      cancel_at_period_end: false,
      ...subscription,
    },
  };
}

/** Someone who never subscribed. */
export const FREE_SUBSCRIPTION_STATUS: SubscriptionStatusAnswer = {
  subscriptionPlan: 'free',
  subscriptionStatus: 'free',
  subscription: null,
};

/**
 * Answers `GET /api/subscription-status` with what `status()` returns when asked, so a test's cancel or resume
 * handler can change it. Returns how many times it was asked.
 */
export function serveSubscriptionStatus(status: () => SubscriptionStatusAnswer): { requests: number } {
  const counter = { requests: 0 };
  server.use(
    http.get(apiUrl(routes.getSubscriptionStatus), () => {
      counter.requests++;
      return HttpResponse.json(status());
    }),
  );
  return counter;
}

/**
 * Answers `POST /api/cancel-subscription` or `/api/resume-subscription` (no body) with `answer()`. Returns how
 * many times it was called.
 */
export function serveSubscriptionChange(
  route: typeof routes.cancelSubscription | typeof routes.resumeSubscription,
  answer: () => Response,
): { requests: number } {
  const counter = { requests: 0 };
  server.use(
    http.post(apiUrl(route), () => {
      counter.requests++;
      return answer();
    }),
  );
  return counter;
}
