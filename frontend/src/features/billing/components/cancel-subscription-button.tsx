import { useState } from 'react';
import { BILLING_MESSAGES, TOASTS } from '@shared/messages';
import type { PaymentSubscription } from '@shared/schemas/subscription';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
  DialogBody,
  DialogFooter,
  DialogHeader,
} from '@/components/ui/dialog';
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
  const [open, setOpen] = useState(false);
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
    } finally {
      setOpen(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(isOpen) => setOpen(isOpen || cancel.isPending)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="self-start">
          Cancel Subscription
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <DialogHeader>
          <AlertDialogTitle>Cancel your Pro subscription?</AlertDialogTitle>
        </DialogHeader>
        <DialogBody>
          <AlertDialogDescription>
            You keep every Pro feature until {endDate} and nothing more is charged. You can resume before then. After
            that your account is on the free plan: nothing is deleted, and you can still read all your records.
          </AlertDialogDescription>
        </DialogBody>
        <DialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>Keep Pro</AlertDialogCancel>
          <AlertDialogConfirm disabled={cancel.isPending} onClick={() => void confirm()}>
            {cancel.isPending ? 'Canceling...' : 'Cancel Subscription'}
          </AlertDialogConfirm>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
