import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { PAYMENT_RETURN_PATH } from '@shared/billing';
import { BILLING_MESSAGES } from '@shared/messages';
import { Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/catalog';
import { runtimeConfig } from '@/lib/runtime-config';
import { billingMessages } from '../messages';
import { IncompleteCardError, PaymentDeclinedError, type PaymentForm, type PaymentFormProps } from './payment-form';

/** Stripe.js for a publishable key, loaded once per page (from Stripe, only when the payment dialog opens). */
const stripeLoads = new Map<string, Promise<Stripe | null>>();
function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  let load = stripeLoads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey).catch((error: unknown) => {
      stripeLoads.delete(publishableKey); // the next opening of the dialog tries again
      throw error;
    });
    stripeLoads.set(publishableKey, load);
  }
  return load;
}

type StripeLoad = { state: 'loading' } | { state: 'loaded'; stripe: Stripe } | { state: 'failed' };

/**
 * The cloud's payment form: Stripe Elements' card field, in a chunk of its own that the payment dialog loads only
 * when it opens on a stage whose `paymentProvider` is 'stripe'. The card never touches HiveKeeper's servers: Stripe
 * turns it into a payment method id, and confirms a subscription's setup (3-D Secure) when the server asks.
 */
export default function StripeCardForm(props: PaymentFormProps) {
  const t = useMessages(billingMessages);
  const [load, setLoad] = useState<StripeLoad>({ state: 'loading' });
  const publishableKey = runtimeConfig().stripePublishableKey;

  useEffect(() => {
    if (!publishableKey) return;
    let current = true;
    loadStripeOnce(publishableKey).then(
      (stripe) => current && setLoad(stripe ? { state: 'loaded', stripe } : { state: 'failed' }),
      () => current && setLoad({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (!publishableKey || load.state === 'failed') {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        {t('card.unavailable')}
      </p>
    );
  }
  if (load.state === 'loading') return <Spinner label={t('card.loadingSecureForm')} className="py-6" />;
  return (
    <Elements stripe={load.stripe}>
      <StripeCardField {...props} />
    </Elements>
  );
}

const CARD_FIELD_ID = 'stripe-card';

function StripeCardField({ onReadyChange, disabled }: PaymentFormProps) {
  const t = useMessages(billingMessages);
  const stripe = useStripe();
  const elements = useElements();
  const [fieldReady, setFieldReady] = useState(false);

  useEffect(() => {
    if (!stripe || !elements || !fieldReady) return;
    let paymentMethodId: string | undefined;
    const form: PaymentForm = {
      async createPaymentMethod() {
        const card = elements.getElement(CardElement);
        if (!card) throw new IncompleteCardError('The card field is not on the page');
        const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
        // Stripe shows a validation error in its own field; anything else is the card being refused.
        if (error) {
          const message = error.message ?? BILLING_MESSAGES.subscriptionCreateFailed;
          throw error.type === 'validation_error'
            ? new IncompleteCardError(message)
            : new PaymentDeclinedError(message);
        }
        paymentMethodId = paymentMethod.id;
        return paymentMethod.id;
      },
      async confirm(clientSecret) {
        const data = {
          ...(paymentMethodId ? { payment_method: paymentMethodId } : {}),
          return_url: new URL(PAYMENT_RETURN_PATH, window.location.origin).href,
        };
        // A trial starts with a SetupIntent (nothing to pay today); a subscription without one with a PaymentIntent.
        const { error } = clientSecret.startsWith('seti_')
          ? await stripe.confirmCardSetup(clientSecret, data)
          : await stripe.confirmCardPayment(clientSecret, data);
        if (error) throw new PaymentDeclinedError(error.message ?? BILLING_MESSAGES.subscriptionCreateFailed);
      },
    };
    onReadyChange(form);
    return () => onReadyChange(null);
  }, [stripe, elements, fieldReady, onReadyChange]);

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={CARD_FIELD_ID}>{t('card.card')}</Label>
      <CardElement
        id={CARD_FIELD_ID}
        className="rounded-md border border-stone-300 bg-white px-3 py-3"
        options={{ disabled }}
        onReady={() => setFieldReady(true)}
      />
      {!fieldReady && <Spinner label={t('card.loadingSecureForm')} className="py-2" />}
    </div>
  );
}
