import { BILLING_MESSAGES, TOASTS } from '@shared/messages';
import type { PaymentSubscription } from '@shared/schemas/subscription';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { periodEndLabel } from '../utils/subscription-display';

/**
 * Cancel subscription, after a confirmation that says what it means: Pro stays to the end of the period already
 * paid (or of the trial), nothing more is charged, and it can be resumed until then.
 */
export function CancelSubscriptionButton({ subscription }: { subscription: PaymentSubscription }) {
  const cancel = useCancelSubscription();
  const endDate = periodEndLabel(subscription.current_period_end);

  // Awaited rather than given callbacks: the refetched status replaces this button before they would run.
  const confirm = async () => {
    try {
      const answer = await cancel.mutateAsync();
      const end = answer.subscription ? periodEndLabel(answer.subscription.current_period_end) : endDate;
      toast({ title: BILLING_MESSAGES.canceledTitle, description: BILLING_MESSAGES.canceled(end), variant: 'success' });
    } catch (error) {
      toast({
        title: TOASTS.errorTitle,
        description: (isApiError(error) && error.serverMessage) || BILLING_MESSAGES.cancelFailed,
        variant: 'destructive',
      });
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="self-start">
          Cancel Subscription
        </Button>
      }
      title="Cancel your Pro subscription?"
      description={`You keep every Pro feature until ${endDate} and nothing more is charged. You can resume before then. After that your account is on the free plan: nothing is deleted, and you can still read all your records.`}
      cancelLabel="Keep Pro"
      confirmLabel="Cancel Subscription"
      pendingLabel="Canceling..."
      onConfirm={confirm}
    />
  );
}
