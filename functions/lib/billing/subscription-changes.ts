/**
 * What the subscription routes share: the provider's answer applied to the user as of the moment it was asked
 * (so a webhook event created later still wins), and the status answer read back from the user.
 */
import { API_ERRORS } from '../../../shared/messages';
import type { SubscriptionStatusAnswer } from '../../../shared/schemas/subscription';
import type { Caller } from '../caller';
import { applySubscriptionState, toSubscriptionStatusAnswer } from '../data/billing';
import { getUser } from '../data/users';
import { ConflictError } from '../errors';
import type { ProviderSubscription } from './payment-provider';
import { paymentProvider } from './provider';

/** Now, in the provider's seconds. */
export const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** Asks the provider for a new state, applies it as of the moment of asking, and answers the user's status. */
export async function applyProviderAnswer(
  caller: Caller,
  ask: () => Promise<ProviderSubscription>,
): Promise<SubscriptionStatusAnswer> {
  const askedAt = nowInSeconds();
  await applySubscriptionState(await ask(), askedAt);
  const user = await getUser(caller.userId);
  if (!user) throw new Error('The user vanished while their subscription changed');
  return toSubscriptionStatusAnswer(user);
}

/** Cancels or resumes the caller's live subscription (trialing, active or past due, cancelled or not); 409 without. */
export async function changeLiveSubscription(
  caller: Caller,
  change: 'cancelAtPeriodEnd' | 'resume',
): Promise<SubscriptionStatusAnswer> {
  const user = await getUser(caller.userId);
  const subscriptionId = user?.subscriptionPlan === 'pro' ? user.subscriptionId : undefined;
  if (subscriptionId === undefined) throw new ConflictError(API_ERRORS.noSubscriptionToChange);
  const provider = await paymentProvider();
  return applyProviderAnswer(caller, () => provider[change](subscriptionId));
}
