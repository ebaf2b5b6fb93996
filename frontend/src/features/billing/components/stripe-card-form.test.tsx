import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useEffect, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES } from '@shared/messages';
import { routes } from '@/lib/api-routes';
import { runtimeConfig, setRuntimeConfig } from '@/lib/runtime-config';
import { PERIOD_END_LABEL, proSubscriptionStatus } from '@/testing/billing';
import { renderWithApp } from '@/testing/render';
import { buildUser, recordBodies, signInAs } from '@/testing/server';
import { UpgradeToProButton } from './upgrade-to-pro-button';

// Stripe.js comes from Stripe's servers, which tests can't reach: its two modules are stood in for here, with the
// calls HiveKeeper makes recorded.
const stripe = vi.hoisted(() => ({
  card: { kind: 'card element' },
  createPaymentMethod: vi.fn(),
  confirmCardSetup: vi.fn(),
  confirmCardPayment: vi.fn(),
  loadStripe: vi.fn(),
}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  useStripe: () => stripe,
  useElements: () => ({ getElement: () => stripe.card }),
  CardElement: function CardElement({ id, onReady }: { id: string; onReady: () => void }) {
    useEffect(() => onReady(), [onReady]);
    return <input id={id} readOnly />;
  },
}));

const PUBLISHABLE_KEY = 'pk_test_hivekeeper';

async function openStripeDialog() {
  const rendered = renderWithApp(<UpgradeToProButton />);
  // The button comes with the dialog's chunk.
  await rendered.user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade to Pro' }));
  const subscribe = dialog.getByRole('button', { name: 'Subscribe' });
  await waitFor(() => expect(subscribe).toBeEnabled());
  return { ...rendered, dialog, subscribe };
}

describe('the Stripe Elements payment form', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setRuntimeConfig({ ...runtimeConfig(), paymentProvider: 'stripe', stripePublishableKey: PUBLISHABLE_KEY });
    signInAs(buildUser());
    stripe.loadStripe.mockResolvedValue(stripe);
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_card_visa' } });
    stripe.confirmCardSetup.mockResolvedValue({ setupIntent: { status: 'succeeded' } });
  });

  it("loads Stripe with the stage's key and sends Stripe's payment method; no test-mode card form", async () => {
    const bodies = recordBodies(routes.createSubscription, () =>
      HttpResponse.json({ ...proSubscriptionStatus(), confirmation: null }, { status: 201 }),
    );
    const { user, dialog, subscribe } = await openStripeDialog();
    expect(stripe.loadStripe).toHaveBeenCalledWith(PUBLISHABLE_KEY);
    expect(dialog.getByLabelText('Card')).toBeInTheDocument();
    expect(dialog.queryByText(/Test mode/)).not.toBeInTheDocument();

    await user.click(subscribe);
    expect(await screen.findByText(BILLING_MESSAGES.subscribedOnTrial(PERIOD_END_LABEL))).toBeInTheDocument();
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: stripe.card });
    expect(bodies).toEqual([{ paymentMethod: 'pm_card_visa' }]);
    expect(stripe.confirmCardSetup).not.toHaveBeenCalled();
  });

  it('confirms the trial setup the server asks for, returning to /profile if the bank redirects', async () => {
    recordBodies(routes.createSubscription, () =>
      HttpResponse.json(
        { ...proSubscriptionStatus(), confirmation: { clientSecret: 'seti_123_secret_456' } },
        { status: 201 },
      ),
    );
    const { user, subscribe } = await openStripeDialog();
    await user.click(subscribe);

    expect(await screen.findByText(BILLING_MESSAGES.subscribedOnTrial(PERIOD_END_LABEL))).toBeInTheDocument();
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_123_secret_456', {
      payment_method: 'pm_card_visa',
      return_url: `${window.location.origin}/profile`,
    });
  });

  it("says 'Payment Failed' with Stripe's words when the confirmation fails", async () => {
    recordBodies(routes.createSubscription, () =>
      HttpResponse.json(
        { ...proSubscriptionStatus({ status: 'incomplete' }), confirmation: { clientSecret: 'pi_1_secret_2' } },
        { status: 201 },
      ),
    );
    stripe.confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined by the bank.' },
    });
    const { user, dialog, subscribe } = await openStripeDialog();
    await user.click(subscribe);

    expect(await dialog.findByRole('alert')).toHaveTextContent('Payment Failed: Your card was declined by the bank.');
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: 'pm_card_visa',
      return_url: `${window.location.origin}/profile`,
    });
    expect(screen.queryByText(BILLING_MESSAGES.subscribedOnTrial(PERIOD_END_LABEL))).not.toBeInTheDocument();
  });

  it("leaves a card Stripe marks as incomplete to Stripe's own field, and sends nothing", async () => {
    const bodies = recordBodies(routes.createSubscription, () => HttpResponse.json({}, { status: 500 }));
    stripe.createPaymentMethod.mockResolvedValue({
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    });
    const { user, dialog, subscribe } = await openStripeDialog();
    await user.click(subscribe);

    await waitFor(() => expect(subscribe).toBeEnabled());
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('says the card form could not load when Stripe is out of reach, and keeps Subscribe off', async () => {
    // Another stage's key: Stripe.js is loaded once per key and page, and this one never loads.
    setRuntimeConfig({ ...runtimeConfig(), stripePublishableKey: 'pk_test_unreachable' });
    stripe.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    const { user } = renderWithApp(<UpgradeToProButton />);
    await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade to Pro' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(BILLING_MESSAGES.paymentFormUnavailable);
    expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });
});
