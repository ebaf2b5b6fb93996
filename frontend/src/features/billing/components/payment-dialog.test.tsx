import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE } from '@shared/billing';
import { BILLING_MESSAGES } from '@shared/messages';
import { hasProAccess } from '@shared/plans';
import type { User } from '@shared/schemas/user';
import { useUser } from '@/api/get-user';
import { routes } from '@/lib/api-routes';
import { PERIOD_END_LABEL, proSubscriptionStatus } from '@/testing/billing';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, recordBodies, server } from '@/testing/server';
import { testSession } from '@/testing/session';
import { UpgradeToProButton } from './upgrade-to-pro-button';

/** What every Pro gate reads: the user's plan, as the user query has it now. */
function PlanProbe() {
  const user = useUser().data;
  return <p data-testid="plan">{user && hasProAccess(user) ? 'pro' : 'free'}</p>;
}

/** A free beekeeper whose `GET /api/auth/user` answers Pro once a subscription was made. Returns the asks. */
function serveFreeBeekeeper() {
  let user: User = buildUser();
  const asked = { count: 0 };
  testSession.idToken = 'test-token';
  server.use(
    http.get(apiUrl(routes.getCurrentUser), () => {
      asked.count++;
      return HttpResponse.json(user);
    }),
  );
  return {
    asked,
    becomePro: () => {
      user = buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing' });
    },
  };
}

async function openPaymentDialog() {
  const rendered = renderWithApp(
    <>
      <UpgradeToProButton />
      <PlanProbe />
    </>,
  );
  // The button comes with the dialog's chunk.
  await rendered.user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade to Pro' }));
  return { ...rendered, dialog };
}

async function typeCard(user: UserEvent, dialog: ReturnType<typeof within>, number: string) {
  await user.type(await dialog.findByLabelText('Card number'), number);
  await user.type(dialog.getByLabelText('Expiry (MM/YY)'), '1234');
  await user.type(dialog.getByLabelText('Security code (CVC)'), '123');
}

describe('the payment dialog (test mode)', () => {
  it('says it is in test mode, names the two test cards and keeps Subscribe off until the form is ready', async () => {
    serveFreeBeekeeper();
    const { dialog } = await openPaymentDialog();
    // The card form is a chunk of its own: until it is there, there is nothing to subscribe with.
    expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    const note = await dialog.findByRole('note');
    expect(note).toHaveTextContent('Test mode: no real card is charged');
    expect(note).toHaveTextContent('4242 4242 4242 4242 succeeds');
    expect(note).toHaveTextContent('4000 0000 0000 0002 is declined');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    expect(dialog.getByText('$9.99 per month after your 30-day free trial. Cancel anytime.')).toBeInTheDocument();
  });

  it('shows what is wrong with the card and sends nothing', async () => {
    serveFreeBeekeeper();
    const bodies = recordBodies(routes.createSubscription, () => HttpResponse.json({}, { status: 500 }));
    const { user, dialog } = await openPaymentDialog();
    await user.type(await dialog.findByLabelText('Card number'), '4242 4242 4242 4241');
    await user.click(dialog.getByRole('button', { name: 'Subscribe' }));

    expect(await dialog.findByText(BILLING_MESSAGES.cardNumberInvalid)).toBeInTheDocument();
    expect(dialog.getByText(BILLING_MESSAGES.cardExpiryInvalid)).toBeInTheDocument();
    expect(dialog.getByText(BILLING_MESSAGES.cardCvcInvalid)).toBeInTheDocument();
    expect(dialog.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
    expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('subscribes with the test card: processing, then the welcome toast with the user already Pro', async () => {
    const beekeeper = serveFreeBeekeeper();
    let answer: (() => void) | undefined;
    const bodies = recordBodies(
      routes.createSubscription,
      () =>
        new Promise<Response>((resolve) => {
          answer = () => {
            beekeeper.becomePro();
            resolve(HttpResponse.json({ ...proSubscriptionStatus(), confirmation: null }, { status: 201 }));
          };
        }),
    );
    const { user, dialog } = await openPaymentDialog();
    expect(await screen.findByTestId('plan')).toHaveTextContent('free');
    await typeCard(user, dialog, '4242424242424242');
    await user.click(dialog.getByRole('button', { name: 'Subscribe' }));

    const processing = await dialog.findByRole('button', { name: 'Processing...' });
    expect(processing).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(dialog.getByLabelText('Card number')).toBeDisabled();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();

    expect(await screen.findByText(BILLING_MESSAGES.subscribedTitle)).toBeInTheDocument();
    expect(screen.getByText(BILLING_MESSAGES.subscribedOnTrial(PERIOD_END_LABEL))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Refetched before the toast: every Pro gate is open the moment it shows.
    expect(screen.getByTestId('plan')).toHaveTextContent('pro');
    expect(beekeeper.asked.count).toBe(2);
    expect(bodies).toEqual([{ paymentMethod: 'test_card_4242424242424242' }]);
  });

  it("says 'Payment Failed' with the provider's words for a declined card, and stays open to try another", async () => {
    const beekeeper = serveFreeBeekeeper();
    recordBodies(routes.createSubscription, () =>
      HttpResponse.json({ message: CARD_DECLINED_MESSAGE }, { status: 402 }),
    );
    const { user, dialog } = await openPaymentDialog();
    await typeCard(user, dialog, '4000000000000002');
    await user.click(dialog.getByRole('button', { name: 'Subscribe' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(`Payment Failed: ${CARD_DECLINED_MESSAGE}`);
    const toastTitle = await screen.findByText(BILLING_MESSAGES.paymentFailedTitle);
    expect(toastTitle.parentElement).toHaveTextContent(CARD_DECLINED_MESSAGE);
    expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(screen.getByTestId('plan')).toHaveTextContent('free');
    expect(beekeeper.asked.count).toBe(1);
  });

  it.each([
    [
      'the server says why',
      409,
      { message: 'You already have a HiveKeeper Pro subscription.' },
      'You already have a HiveKeeper Pro subscription.',
    ],
    ['the server fails', 500, {}, BILLING_MESSAGES.subscriptionCreateFailed],
  ])("says 'Subscription Error' when %s", async (_, status, body, message) => {
    serveFreeBeekeeper();
    recordBodies(routes.createSubscription, () => HttpResponse.json(body, { status }));
    const { user, dialog } = await openPaymentDialog();
    await typeCard(user, dialog, '4242424242424242');
    await user.click(dialog.getByRole('button', { name: 'Subscribe' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(`Subscription Error: ${message}`);
    expect((await screen.findByText(BILLING_MESSAGES.subscriptionErrorTitle)).parentElement).toHaveTextContent(message);
  });

  it('closes on Cancel without a request, and opens afresh', async () => {
    serveFreeBeekeeper();
    const { user, dialog } = await openPaymentDialog();
    await user.type(await dialog.findByLabelText('Card number'), '4242');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    expect(await screen.findByLabelText('Card number')).toHaveValue('');
  });
});
