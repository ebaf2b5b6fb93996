import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@shared/messages';
import type { SubscriptionStatusAnswer } from '@shared/schemas/subscription';
import type { CurrentUser } from '@shared/schemas/user';
import { routes } from '@/lib/api-routes';
import { activateLocale } from '@/lib/i18n/catalog';
import {
  FREE_SUBSCRIPTION_STATUS,
  PERIOD_END_LABEL,
  proSubscriptionStatus,
  serveSubscriptionChange,
  serveSubscriptionStatus,
} from '@/testing/billing';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, server, signInAs } from '@/testing/server';
import { SubscriptionSection } from './subscription-section';

async function renderSection(status: () => SubscriptionStatusAnswer, user: CurrentUser = buildUser()) {
  signInAs(user);
  const asked = serveSubscriptionStatus(status);
  const rendered = renderWithApp(<SubscriptionSection />);
  const section = screen.getByRole('region', { name: 'Subscription' });
  await within(section).findByText('Plan');
  return { ...rendered, section: within(section), asked };
}

describe("the profile's subscription section", () => {
  it('shows a trial: the Pro plan, a green Free trial badge and the day the trial ends', async () => {
    const { section } = await renderSection(() => proSubscriptionStatus({ status: 'trialing' }));
    expect(section.getByText('Pro')).toBeInTheDocument();
    expect(section.getByText('Free trial')).toHaveClass('bg-green-100');
    expect(section.getByText('Trial ends').nextElementSibling).toHaveTextContent(PERIOD_END_LABEL);
    expect(section.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('shows an active subscription with its next billing date', async () => {
    const { section } = await renderSection(() => proSubscriptionStatus({ status: 'active' }));
    expect(section.getByText('Active')).toHaveClass('bg-green-100');
    expect(section.getByText('Next billing date').nextElementSibling).toHaveTextContent(PERIOD_END_LABEL);
  });

  it.each([
    ['past_due', 'Past due'],
    ['unpaid', 'Unpaid'],
    ['incomplete', 'Incomplete'],
  ] as const)('marks %s with a destructive badge', async (status, label) => {
    const { section } = await renderSection(() => proSubscriptionStatus({ status }));
    expect(section.getByText(label)).toHaveClass('bg-red-100');
  });

  it('cancels after a confirmation, then shows the end-date note and Resume', async () => {
    let status = proSubscriptionStatus({ status: 'active' });
    const cancels = serveSubscriptionChange(routes.cancelSubscription, () => {
      status = proSubscriptionStatus({ status: 'active', cancel_at_period_end: true });
      return HttpResponse.json(status);
    });
    const { user, section } = await renderSection(() => status);

    await user.click(section.getByRole('button', { name: 'Cancel Subscription' }));
    const confirmation = within(await screen.findByRole('alertdialog', { name: 'Cancel your Pro subscription?' }));
    expect(confirmation.getByText(new RegExp(`until ${PERIOD_END_LABEL}`))).toBeInTheDocument();
    // Focus starts on the safe choice.
    expect(confirmation.getByRole('button', { name: 'Keep Pro' })).toHaveFocus();
    await user.click(confirmation.getByRole('button', { name: 'Cancel Subscription' }));

    expect(await screen.findByText(BILLING_MESSAGES.canceledTitle)).toBeInTheDocument();
    expect(screen.getByText(BILLING_MESSAGES.canceled(PERIOD_END_LABEL))).toBeInTheDocument();
    expect(await section.findByText(BILLING_MESSAGES.accessUntil(PERIOD_END_LABEL))).toBeInTheDocument();
    expect(section.getByText('Pro ends').nextElementSibling).toHaveTextContent(PERIOD_END_LABEL);
    expect(section.getByRole('button', { name: 'Resume Subscription' })).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(cancels.requests).toBe(1);
  });

  it('sends nothing when the beekeeper keeps Pro', async () => {
    const cancels = serveSubscriptionChange(routes.cancelSubscription, () => HttpResponse.json({}, { status: 500 }));
    const { user, section } = await renderSection(() => proSubscriptionStatus({ status: 'active' }));
    await user.click(section.getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(await screen.findByRole('button', { name: 'Keep Pro' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Cancel Subscription' })).toHaveFocus();
    expect(cancels.requests).toBe(0);
  });

  it.each([
    ['the server message', { message: 'No subscription to cancel.' }, 'No subscription to cancel.'],
    ['the spec text when the server says nothing', {}, BILLING_MESSAGES.cancelFailed],
  ])('says %s when cancelling fails', async (_, body, message) => {
    serveSubscriptionChange(routes.cancelSubscription, () => HttpResponse.json(body, { status: 409 }));
    const { user, section } = await renderSection(() => proSubscriptionStatus({ status: 'active' }));
    await user.click(section.getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Subscription' }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(section.queryByText(/continues until/)).not.toBeInTheDocument();
  });

  it('resumes a cancelled subscription before it ends', async () => {
    let status = proSubscriptionStatus({ status: 'trialing', cancel_at_period_end: true });
    serveSubscriptionChange(routes.resumeSubscription, () => {
      status = proSubscriptionStatus({ status: 'trialing' });
      return HttpResponse.json(status);
    });
    const { user, section } = await renderSection(() => status);
    expect(section.getByText(BILLING_MESSAGES.accessUntil(PERIOD_END_LABEL))).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Resume Subscription' }));
    expect(await screen.findByText(BILLING_MESSAGES.resumedTitle)).toBeInTheDocument();
    expect(await section.findByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(section.queryByText(/continues until/)).not.toBeInTheDocument();
    expect(section.getByText('Trial ends')).toBeInTheDocument();
  });

  it('says resuming failed, and keeps the note and Resume', async () => {
    serveSubscriptionChange(routes.resumeSubscription, () => HttpResponse.json({}, { status: 500 }));
    const { user, section } = await renderSection(() =>
      proSubscriptionStatus({ status: 'active', cancel_at_period_end: true }),
    );
    await user.click(section.getByRole('button', { name: 'Resume Subscription' }));
    expect(await screen.findByText(BILLING_MESSAGES.resumeFailed)).toBeInTheDocument();
    expect(section.getByText(BILLING_MESSAGES.accessUntil(PERIOD_END_LABEL))).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Resume Subscription' })).toBeEnabled();
  });

  it('offers a free beekeeper Upgrade to Pro and nothing to cancel or resume', async () => {
    const { section } = await renderSection(() => FREE_SUBSCRIPTION_STATUS);
    expect(section.getByText('Free', { selector: 'dd' })).toBeInTheDocument();
    // The payment opens in place where the app provides it (router.tsx); billing-routes.test.tsx pays through it.
    expect(await section.findByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
    expect(section.getAllByRole('button')).toHaveLength(1);
  });

  it('offers no upgrade to a beekeeper granted Pro without a subscription', async () => {
    const { section } = await renderSection(
      () => ({ ...FREE_SUBSCRIPTION_STATUS, subscriptionPlan: 'pro', subscriptionStatus: 'active' }),
      buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }),
    );
    expect(await section.findByText(BILLING_MESSAGES.proIncludedWithoutSubscription)).toBeInTheDocument();
    expect(section.queryByRole('button')).not.toBeInTheDocument();
  });

  it('treats a subscription that ended as free again, with the day it ended', async () => {
    const { section } = await renderSection(() => ({
      ...proSubscriptionStatus({ status: 'canceled', cancel_at_period_end: true }),
      subscriptionPlan: 'free',
    }));
    expect(section.getByText('Canceled')).toHaveClass('bg-red-100');
    expect(section.getByText('Ended').nextElementSibling).toHaveTextContent(PERIOD_END_LABEL);
    expect(await section.findByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(section.queryByText(/continues until/)).not.toBeInTheDocument();
  });

  it('says so and offers a retry when the subscription cannot be read', async () => {
    signInAs(buildUser());
    serveSubscriptionStatus(() => FREE_SUBSCRIPTION_STATUS);
    // The first ask fails as a dropped connection does; the retry gets the answer.
    server.use(http.get(apiUrl(routes.getSubscriptionStatus), () => HttpResponse.error(), { once: true }));
    const { user } = renderWithApp(<SubscriptionSection />);
    expect(screen.getByRole('status', { name: 'Loading your subscription' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your subscription");
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
  });
});

describe('the subscription section in German', () => {
  it('names the plan, the trial and its end, and the way out, as a German beekeeper reads them', async () => {
    await activateLocale('de');
    signInAs(buildUser());
    serveSubscriptionStatus(() => proSubscriptionStatus({ status: 'trialing' }));
    const { user } = renderWithApp(<SubscriptionSection />);
    const section = within(screen.getByRole('region', { name: 'Abonnement' }));

    expect(await section.findByText('Tarif')).toBeVisible();
    expect(section.getByText('Testphase')).toHaveClass('bg-green-100');
    expect(section.getByText('Testphase endet').nextElementSibling).toHaveTextContent('23.12.2026');

    await user.click(section.getByRole('button', { name: 'Abonnement kündigen' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Pro-Abonnement kündigen?' }));
    expect(dialog.getByText(/Sie behalten alle Pro-Funktionen bis 23\.12\.2026/)).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Pro behalten' })).toBeVisible();
  });

  it('offers a free beekeeper Pro', async () => {
    await activateLocale('de');
    signInAs(buildUser());
    serveSubscriptionStatus(() => FREE_SUBSCRIPTION_STATUS);
    renderWithApp(<SubscriptionSection />);
    const section = within(screen.getByRole('region', { name: 'Abonnement' }));

    expect(await section.findByText('Kostenlos', { selector: 'dd' })).toBeVisible();
    expect(await section.findByText(/Pro schaltet unbegrenzt viele Völker und Bienenstände frei/)).toBeVisible();
  });
});
