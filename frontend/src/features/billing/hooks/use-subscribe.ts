import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_MESSAGES } from '@shared/messages';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { createSubscription } from '../api/create-subscription';
import { subscriptionChangedQueries } from '../api/subscription-changes';
import { periodEndLabel } from '../utils/subscription-display';
import { IncompleteCardError, PaymentDeclinedError, type PaymentForm } from '../components/payment-form';

/**
 * Subscribing, from card to Pro: the form's payment method, `POST /api/create-subscription`, the confirmation the
 * server asks for (if any), then the user and the subscription status refetched, so every Pro screen unlocks before
 * the mutation settles, and the spec's toast (naming the trial's last day when a trial starts). The toasts are
 * raised here rather than by the dialog: the refetched user may replace the Upgrade to Pro button, and the dialog
 * with it, before the dialog hears of the outcome.
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: PaymentForm) => {
      const answer = await createSubscription({ paymentMethod: await form.createPaymentMethod() });
      if (answer.confirmation) await form.confirm(answer.confirmation.clientSecret);
      return answer;
    },
    onSuccess: async ({ subscription }) => {
      await Promise.all(subscriptionChangedQueries().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      // The moment Pro starts says until when it is free, rather than leaving the date to the profile.
      const description =
        subscription?.status === 'trialing'
          ? BILLING_MESSAGES.subscribedOnTrial(periodEndLabel(subscription.current_period_end))
          : BILLING_MESSAGES.subscribed;
      toast({ title: BILLING_MESSAGES.subscribedTitle, description, variant: 'success' });
    },
    onError: (error) => {
      const failure = subscribeFailure(error);
      if (failure) toast({ title: failure.title, description: failure.message, variant: 'destructive' });
    },
  });
}

export interface SubscribeFailure {
  title: string;
  message: string;
}

/**
 * What the dialog says when subscribing failed (spec section 8): a refused card (the provider's refusal in the
 * browser, or the server's 402) is 'Payment Failed' with the provider's words; anything else 'Subscription Error'
 * with the server's message. Null for card details the form itself marks as wrong.
 */
export function subscribeFailure(error: unknown): SubscribeFailure | null {
  if (error instanceof IncompleteCardError) return null;
  if (error instanceof PaymentDeclinedError)
    return { title: BILLING_MESSAGES.paymentFailedTitle, message: error.message };
  if (isApiError(error, 402)) {
    return {
      title: BILLING_MESSAGES.paymentFailedTitle,
      message: error.serverMessage ?? BILLING_MESSAGES.subscriptionCreateFailed,
    };
  }
  return {
    title: BILLING_MESSAGES.subscriptionErrorTitle,
    message: (isApiError(error) && error.serverMessage) || BILLING_MESSAGES.subscriptionCreateFailed,
  };
}
