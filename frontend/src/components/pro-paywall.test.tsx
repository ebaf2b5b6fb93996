import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRO_PLAN } from '@shared/plans';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { renderWithApp } from '@/testing/render';
import { buildUser, serveBeekeeper } from '@/testing/server';
import { RequirePlanToRead } from './pro-paywall';

const PAYWALL = { feature: 'Production Tracking', description: 'Record every harvest and see what each hive gives.' };

function renderProScreen() {
  return renderWithApp(
    <RequirePlanToRead record="production" {...PAYWALL}>
      <h1>Production Tracking</h1>
    </RequirePlanToRead>,
    { path: '/production', route: null },
  );
}

describe('a Pro screen', () => {
  it('shows a free beekeeper the paywall instead of the screen: what Pro gives, its price and trial', async () => {
    serveBeekeeper({ user: buildUser({ subscriptionPlan: 'free', subscriptionStatus: 'free' }) });
    renderProScreen();

    const paywall = await screen.findByRole('dialog', { name: 'Production Tracking is a Pro feature' });
    expect(paywall).toHaveAccessibleDescription(PAYWALL.description);
    expect(paywall).toHaveTextContent('$9.99 per month');
    expect(paywall).toHaveTextContent(PRO_PLAN.trialLabel);
    expect(within(paywall).getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Production Tracking', level: 1 })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations('the Production Tracking paywall');
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof renderProScreen>['user']) => user.keyboard('{Escape}')],
    [
      'its close button',
      async (user: ReturnType<typeof renderProScreen>['user']) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'Back to Dashboard',
      async (user: ReturnType<typeof renderProScreen>['user']) =>
        user.click(screen.getByRole('button', { name: 'Back to Dashboard' })),
    ],
  ])('cannot be dismissed: closing it with %s goes to the dashboard', async (_how, close) => {
    serveBeekeeper({ user: buildUser({ subscriptionPlan: 'free', subscriptionStatus: 'free' }) });
    const { user } = renderProScreen();
    await screen.findByRole('dialog', { name: 'Production Tracking is a Pro feature' });

    await close(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it.each([
    ['a Pro beekeeper', buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' })],
    ['an admin on the free plan', buildUser({ isAdmin: true })],
    [
      'a lapsed Pro beekeeper (their own harvests, read only)',
      buildUser({ subscriptionPlan: 'free', subscriptionStatus: 'canceled' }),
    ],
  ])('shows %s the screen itself', async (_who, beekeeper) => {
    serveBeekeeper({ user: beekeeper });
    renderProScreen();

    expect(await screen.findByRole('heading', { name: 'Production Tracking', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
