import { AlertCircle } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import { PRO_PLAN } from '@shared/plans';
import { TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogFooter } from '@/components/ui/dialog';
import { useMessages } from '@/lib/i18n/catalog';
import { formatMoney } from '@/lib/i18n/format';
import { subscribeFailure, useSubscribe } from '../hooks/use-subscribe';
import { billingMessages } from '../messages';
import type { PaymentForm } from './payment-form';
import { PaymentFormFields } from './payment-form-fields';

interface PaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Upgrade to Pro button that opens it (pricing's): focus goes back to it when the dialog closes. */
  trigger?: ReactElement;
}

/**
 * The payment dialog of Upgrade to Pro (spec sections 2 and 4): the stage's payment form, Cancel and Subscribe.
 * Subscribe waits for the form to be ready and is off while processing; success closes the dialog with the
 * welcome toast naming the trial's end (the user already refetched, so a paywalled screen opens where the beekeeper
 * stands), a failure stays in the dialog, said there and in a toast. Pricing opens it with its button; every other
 * Upgrade to Pro through the app's `StartUpgradeContext`.
 */
export function PaymentDialog({ open, onOpenChange, trigger }: PaymentDialogProps) {
  const t = useMessages(billingMessages);
  const [form, setForm] = useState<PaymentForm | null>(null);
  const subscribe = useSubscribe();
  const processing = subscribe.isPending;
  const failure = subscribe.isError ? subscribeFailure(subscribe.error) : null;

  const close = () => {
    subscribe.reset();
    onOpenChange(false);
  };
  const changeOpen = (next: boolean) => {
    if (processing) return; // the subscription is being made: closing now would hide how it ends
    if (next) onOpenChange(true);
    else close();
  };

  const submit = () => {
    if (form) subscribe.mutate(form, { onSuccess: close });
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      title={t('upgrade')}
      description={t('dialogDescription', {
        price: formatMoney(PRO_PLAN.priceUsdPerMonth),
        days: PRO_PLAN.trialDays,
      })}
    >
      <form
        noValidate
        className="flex min-h-0 flex-col gap-4"
        aria-busy={processing}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogBody className="flex flex-col gap-4">
          <PaymentFormFields onReadyChange={setForm} disabled={processing} />
          {failure && (
            <div
              role="alert"
              className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
            >
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <p>
                <span className="font-semibold">{failure.title}:</span> {failure.message}
              </p>
            </div>
          )}
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={processing} onClick={() => changeOpen(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={!form || processing}>
            {processing ? t('processing') : t('subscribe')}
          </Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
