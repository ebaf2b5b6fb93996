import { lazy, Suspense } from 'react';
import type { PaymentProviderName } from '@shared/billing';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/catalog';
import { runtimeConfig } from '@/lib/runtime-config';
import { billingMessages } from '../messages';
import type { PaymentFormProps } from './payment-form';

/**
 * Which payment form a stage shows, decided here and nowhere else: by `/config.json`'s `paymentProvider`. Each is a
 * chunk of its own, downloaded only when the payment dialog opens (Stripe's modules only on a Stripe stage).
 */
const PAYMENT_FORMS = {
  'test-mode': lazy(() => import('./test-mode-card-form')),
  stripe: lazy(() => import('./stripe-card-form')),
} as const satisfies Record<PaymentProviderName, unknown>;

export function PaymentFormFields(props: PaymentFormProps) {
  const t = useMessages(billingMessages);
  const Form = PAYMENT_FORMS[runtimeConfig().paymentProvider];
  return (
    <Suspense fallback={<Spinner label={t('card.loadingForm')} className="py-6" />}>
      <Form {...props} />
    </Suspense>
  );
}
