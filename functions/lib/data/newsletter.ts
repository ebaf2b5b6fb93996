/**
 * Newsletter signups from the landing page: one item per address, written with a conditional create so that
 * signing up twice (even at the same moment) keeps the first signup and says so.
 */
import type { NewsletterSignup } from '../../../shared/schemas/newsletter';
import { NewsletterSubscriberEntity } from './entities/newsletter-subscriber';

/** Stores `email` (already normalized) unless it is there; `alreadySubscribed` tells which happened. */
export async function subscribeToNewsletter(email: string): Promise<NewsletterSignup> {
  const result = await NewsletterSubscriberEntity.create({ email }).go({ returnOnConditionCheckFailure: true });
  return { email, alreadySubscribed: result.rejected };
}
