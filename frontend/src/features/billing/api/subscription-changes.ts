import { userQueryOptions } from '@/api/get-user';
import { subscriptionStatusQueryOptions } from './get-subscription-status';

/**
 * What a subscription change refetches: the user (whose plan every Pro gate reads, so each unlocks or locks at once)
 * and the subscription status the profile shows.
 */
export const subscriptionChangedQueries = () => [
  userQueryOptions().queryKey,
  subscriptionStatusQueryOptions().queryKey,
];
