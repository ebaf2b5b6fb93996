import { BILLING_MESSAGES, TOASTS } from '@shared/messages';
import type { PaymentSubscription } from '@shared/schemas/subscription';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/catalog';
import { toast } from '@/lib/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { billingMessages } from '../messages';
import { periodEndLabel } from '../utils/subscription-display';

/**
 * Cancel subscription, after a confirmation that says what it means: Pro stays to the end of the period already
 * paid (or of the trial), nothing more is charged, and it can be resumed until then.
 */
export function CancelSubscriptionButton({ subscription }: { subscription: PaymentSubscription }) {
  const t = useMessages(billingMessages);
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
          {t('cancelSubscription')}
        </Button>
      }
      title={t('cancelTitle')}
      description={t('cancelDescription', { date: endDate })}
      cancelLabel={t('keepPro')}
      confirmLabel={t('cancelSubscription')}
      pendingLabel={t('canceling')}
      onConfirm={confirm}
    />
  );
}
