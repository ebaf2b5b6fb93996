import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, PROFILE_MESSAGES } from '@shared/messages';
import type { CurrentUser } from '@shared/schemas/user';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { PERIOD_END_LABEL, proSubscriptionStatus, serveSubscriptionStatus } from '@/testing/billing';
import { buildDashboardMetrics } from '@/testing/records';
import {
  buildYieldForecast,
  serveProduction,
  serveProductionSummaries,
  serveYieldForecast,
} from '@/testing/production';
import { renderWithApp } from '@/testing/render';
import {
  ANY_API_URL,
  apiUrl,
  buildUser,
  recordBodies,
  serveAccountExports,
  serveDashboardMetrics,
  server,
  signInAs,
} from '@/testing/server';
import { AppRoutes } from '../router';

const renderApp = (path: string) => renderWithApp(<AppRoutes />, { path, route: null });

// Each screen is a lazy chunk the test runner compiles on first import, slower on a busy machine.
const LAZY_SCREEN = { timeout: 8_000 };

/**
 * A beekeeper whose `GET /api/auth/user` answers what `user()` is when asked; the screens' lists answer empty and
 * the dashboard (where the account menu is opened) gets real metrics.
 */
function serveChangingUser(user: () => CurrentUser) {
  // Registered first, so the handlers after it take precedence for their own routes.
  server.use(http.get(ANY_API_URL, () => HttpResponse.json([])));
  serveDashboardMetrics(buildDashboardMetrics());
  signInAs(user());
  server.use(
    http.get(apiUrl(routes.getIsNewUser), () => HttpResponse.json({ isNewUser: false })),
    http.get(apiUrl(routes.getCurrentUser), () => HttpResponse.json(user())),
  );
}

describe('upgrading on /pricing', () => {
  it("turns the Pro card into a disabled Current Plan and the menu's upgrade away once subscribed", async () => {
    let user = buildUser();
    serveChangingUser(() => user);
    recordBodies(routes.createSubscription, () => {
      user = buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing' });
      return HttpResponse.json({ ...proSubscriptionStatus(), confirmation: null }, { status: 201 });
    });
    const app = renderApp(paths.pricing.getHref());
    const pro = await screen.findByRole('region', { name: 'Pro' });
    // The side menu offers the same upgrade: it leads here.
    expect(screen.getAllByRole('link', { name: 'Upgrade to Pro' })[0]).toHaveAttribute('href', '/pricing');

    // The button comes with its dialog's chunk: /pricing itself loads no messages.
    await app.user.click(await within(pro).findByRole('button', { name: 'Upgrade to Pro' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade to Pro' }));
    await app.user.type(await dialog.findByLabelText('Card number'), '4242424242424242');
    await app.user.type(dialog.getByLabelText('Expiry (MM/YY)'), '1234');
    await app.user.type(dialog.getByLabelText('Security code (CVC)'), '123');
    await app.user.click(dialog.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(BILLING_MESSAGES.subscribedOnTrial(PERIOD_END_LABEL))).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  });
});

describe('upgrading from a paywall', () => {
  it('opens the payment at once and, once paid, leaves the beekeeper on the screen with the trial end named', async () => {
    let user = buildUser();
    serveChangingUser(() => user);
    recordBodies(routes.createSubscription, () => {
      user = buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing' });
      return HttpResponse.json({ ...proSubscriptionStatus(), confirmation: null }, { status: 201 });
    });
    serveProduction([]);
    serveProductionSummaries({});
    serveYieldForecast(buildYieldForecast());
    const app = renderApp(paths.app.production.getHref());
    const paywall = await screen.findByRole('dialog', { name: 'Production Tracking is a Pro feature' });

    await app.user.click(within(paywall).getByRole('button', { name: 'Upgrade to Pro' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade to Pro' }));
    await app.user.type(await dialog.findByLabelText('Card number'), '4242424242424242');
    await app.user.type(dialog.getByLabelText('Expiry (MM/YY)'), '1234');
    await app.user.type(dialog.getByLabelText('Security code (CVC)'), '123');
    await app.user.click(dialog.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(BILLING_MESSAGES.subscribedOnTrial(PERIOD_END_LABEL))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/production$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Production Tracking' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No harvests recorded yet' })).toBeInTheDocument();
  });
});

describe('/profile', () => {
  it('is reached from the account menu and shows the account and the subscription', async () => {
    const user = buildUser({ firstName: 'Ada', lastName: 'Apiarist', email: 'ada@example.com' });
    serveChangingUser(() => user);
    serveSubscriptionStatus(() => proSubscriptionStatus({ status: 'active' }));
    serveAccountExports();
    const app = renderApp(paths.app.dashboard.getHref());

    await app.user.click(await screen.findByRole('button', { name: 'Account menu for Ada Apiarist' }, LAZY_SCREEN));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Profile' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' }, LAZY_SCREEN)).toBeInTheDocument();
    expect(document.title).toBe('Profile · HiveKeeper');
    const account = within(screen.getByRole('region', { name: 'Account' }));
    expect(account.getByLabelText('E-mail')).toHaveValue('ada@example.com');
    expect(account.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(account.getByLabelText('First name')).toHaveValue('Ada');
    expect(account.getByLabelText('Last name')).toHaveValue('Apiarist');
    const subscription = screen.getByRole('region', { name: 'Subscription' });
    expect(await within(subscription).findByText('Active')).toBeInTheDocument();
  });

  it('tells a visitor they are logged out, then goes to sign-in after 500 ms and comes back here', async () => {
    renderApp(paths.app.profile.getHref());
    expect(await screen.findByText(PROFILE_MESSAGES.loggedOut)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        paths.auth.login.getHref({ redirect: paths.app.profile.getHref() }),
      ),
    );
    // The sign-in screen arrives (its chunk loaded before the test ends, not while the next file runs).
    expect(await screen.findByRole('heading', { name: 'Sign in to HiveKeeper', level: 1 }, LAZY_SCREEN)).toBeVisible();
  });
});
