/** What the payment dialog, the subscription section and the billing routes say. */
import { messageTable } from '../i18n/message-table';

export const BILLING_API_ERRORS = messageTable({
  alreadySubscribed: 'You already have a HiveKeeper Pro subscription.',
  subscriptionBeingCreated: 'Your subscription is already being set up. Refresh the page in a moment.',
  noSubscriptionToChange: 'You have no HiveKeeper Pro subscription to change.',
  invalidWebhookSignature: 'The webhook signature does not match its body.',
} as const);

/**
 * What the payment dialog and the profile's subscription section say (spec section 8 for the toasts; the card
 * form's checks follow the spec's tone). Dates are passed in already written out ("Dec 23, 2026").
 */
export const BILLING_MESSAGES = {
  proIncludedForAdmin: 'Your admin account includes every Pro feature.',
  proIncludedWithoutSubscription: 'Your account includes every Pro feature, with no subscription to manage.',
  subscribedTitle: 'Success!',
  subscribed: 'Welcome to HiveKeeper! Your subscription is now active.',
  /** The spec's welcome, with the day the free trial ends: the beekeeper learns it as Pro starts, not on the profile. */
  subscribedOnTrial: (endDate: string) =>
    `Welcome to HiveKeeper! Your subscription is now active. Pro is yours: your trial runs until ${endDate}.`,
  paymentFailedTitle: 'Payment Failed',
  subscriptionErrorTitle: 'Subscription Error',
  subscriptionCreateFailed: 'Failed to create subscription',
  canceledTitle: 'Subscription Canceled',
  canceled: (endDate: string) => `You keep Pro until ${endDate}. Nothing is charged after that.`,
  cancelFailed: 'Failed to cancel subscription',
  resumedTitle: 'Subscription Resumed',
  resumed: (renewalDate: string) => `Your Pro subscription continues and renews on ${renewalDate}.`,
  resumeFailed: 'Failed to resume subscription',
  accessUntil: (endDate: string) => `Your Pro access continues until ${endDate}`,
  paymentFormUnavailable: 'The card form could not be loaded. Check your connection and try again.',
  cardNumberInvalid: 'Enter a valid 16-digit card number',
  cardExpiryInvalid: 'Enter the expiry date as MM/YY',
  cardExpired: 'This card has expired',
  cardCvcInvalid: 'Enter the 3- or 4-digit security code',
} as const;
