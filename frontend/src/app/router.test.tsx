import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { configureAmplify } from '@/lib/amplify-auth';
import { routes } from '@/lib/api-routes';
import { signOut } from '@/lib/auth';
import { runtimeConfig } from '@/lib/runtime-config';
import { clearToasts } from '@/lib/toast';
import { renderWithApp } from '@/testing/render';
import { buildDashboardMetrics } from '@/testing/records';
import { ANY_API_URL, apiUrl, buildUser, serveDashboardMetrics, server, signInAs } from '@/testing/server';
import { WELCOME_TOAST, welcomedFlagKey } from '@/hooks/use-welcome-toast';
import { STORED_LOCALE } from '@/lib/i18n/first-paint';
import { AppRoutes } from './router';

// The screens are lazy chunks: compile the ones these tests meet once, up front, so no test's waiting time is
// spent on the first import (the Authenticator's own test allows for its longer start).
beforeAll(async () => {
  await Promise.all([
    import('@/components/layouts/signed-in-layout'),
    import('@/features/auth/components/authentication-required'),
    import('@/features/auth/components/access-denied'),
    import('./routes/not-found'),
  ]);
});

const renderApp = (path: string) => renderWithApp(<AppRoutes />, { path, route: null });

/** Signs `user` in, answering the welcome check so it stays out of the way (`isNew` for the welcome tests). */
function signIn(overrides: Parameters<typeof buildUser>[0] = {}, { isNew = false } = {}) {
  const user = signInAs(buildUser(overrides));
  const isNewRequests = vi.fn();
  server.use(
    http.get(apiUrl(routes.getIsNewUser), () => {
      isNewRequests();
      return HttpResponse.json({ isNewUser: isNew });
    }),
  );
  return { user, isNewRequests };
}

/** The dashboard's own data is not what these tests are about: its lists answer empty (register before signIn). */
function answerDashboardData() {
  server.use(http.get(ANY_API_URL, () => HttpResponse.json([])));
  serveDashboardMetrics(buildDashboardMetrics());
}

describe('signed-out visits', () => {
  it.each(['/apiaries', '/hives', '/hives/01HV000000000000000000H1V1', '/schedule', '/community'])(
    '%s shows Authentication Required with Sign In and Create Account',
    async (path) => {
      renderApp(path);
      const main = await screen.findByRole('main');
      expect(await within(main).findByRole('heading', { name: 'Authentication Required', level: 1 })).toBeVisible();
      // Both come back to the asked-for page after signing in.
      const back = encodeURIComponent(path);
      expect(within(main).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', `/login?redirect=${back}`);
      expect(within(main).getByRole('link', { name: 'Create Account' })).toHaveAttribute(
        'href',
        `/login?tab=signUp&redirect=${back}`,
      );
      expect(screen.getByTestId('location')).toHaveTextContent(path);
    },
  );

  it('shows the signed-out menu: Home, Pricing, Sign In and Create Account', async () => {
    renderApp('/no-such-page');
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Pricing', '/pricing'],
    ]);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/login?tab=signUp');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('shows the 404 page with the spec texts on an unknown path, inside the one main landmark', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found', level: 1 })).toBeVisible();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeVisible();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('answers /admin with the 404 page: it is not in the signed-out route table', async () => {
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(screen.queryByText(/403/)).not.toBeInTheDocument();
  });

  it('opens /feedback for a visitor, with the e-mail field and without previous feedback', async () => {
    renderApp('/feedback');
    expect(await screen.findByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
    expect(screen.getByLabelText('Email (optional)')).toBeVisible();
    expect(screen.queryByText('Your Previous Feedback')).not.toBeInTheDocument();
  });
});

describe("the visitor's frame in the visitor's language", () => {
  it('frames /de/pricing in German, its menu leading to the German pages', async () => {
    renderApp('/de/pricing');
    const header = await screen.findByRole('banner');
    const menu = await within(header).findByRole('navigation', { name: 'Hauptmenü' }, { timeout: 10_000 });
    expect(within(menu).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de');
    expect(within(menu).getByRole('link', { name: 'Preise' })).toHaveAttribute('href', '/de/pricing');
    expect(within(header).getByRole('link', { name: 'HiveKeeper' })).toHaveAttribute('href', '/de');
    expect(within(header).getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute('href', '/login?tab=signUp');
  });

  it('frames a screen whose address names no language in the one this browser showed last', async () => {
    window.localStorage.setItem(STORED_LOCALE, 'fr');
    renderApp('/no-such-page');
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 10_000 });
    expect(within(menu).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/fr');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });

  it('keeps the English landing page framed in English, whatever this browser showed last', async () => {
    window.localStorage.setItem(STORED_LOCALE, 'de');
    renderApp('/pricing');
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });
});

describe('the current user', () => {
  it('paints the signed-in frame for a stored session while the user loads, then the screen and account', async () => {
    signIn({ isAdmin: true });
    let answerUser = () => {};
    const userAnswered = new Promise<undefined>((resolve) => {
      answerUser = () => resolve(undefined);
    });
    server.use(
      http.get(apiUrl(routes.getCurrentUser), async () => {
        await userAnswered;
        return HttpResponse.json(buildUser({ isAdmin: true }));
      }),
    );
    renderApp('/no-such-page');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Hives' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    // Nothing that depends on the account before it is known: no account button, no admin entry, no screen.
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu for/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();

    answerUser();
    expect(await screen.findByRole('button', { name: 'Account menu for Ada Apiarist' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Admin' })).toBeVisible();
  });

  it("shows the dashboard's heading at / while the user loads, and the rest of the dashboard once known", async () => {
    signIn();
    answerDashboardData();
    server.use(http.get(apiUrl(routes.getCurrentUser), () => new Promise<never>(() => undefined)));
    renderApp('/');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(within(main).getByRole('status')).toHaveTextContent('Loading...');
    expect(within(main).queryByRole('region', { name: 'Active Hives' })).not.toBeInTheDocument();
  });

  it('shows only Loading... to a browser without a stored session until it knows nobody is signed in', async () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('keeps the sign-in screen away from a stored session while its user loads', async () => {
    signIn();
    server.use(http.get(apiUrl(routes.getCurrentUser), () => new Promise<never>(() => undefined)));
    renderApp('/login');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    // The sign-in screen's frame (its main landmark) would render at once, before the form's chunk arrives.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the user cannot be loaded, and recovers on Retry', async () => {
    signIn();
    server.use(
      http.get(
        apiUrl(routes.getCurrentUser),
        () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'HiveKeeper could not load your account' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Account menu for Ada Apiarist' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  it('says that the account could not load in the language this browser showed last', async () => {
    window.localStorage.setItem(STORED_LOCALE, 'de');
    signIn();
    server.use(
      http.get(apiUrl(routes.getCurrentUser), () =>
        HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
      ),
    );
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'HiveKeeper konnte Ihr Konto nicht laden' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  });
});

describe('admin screens', () => {
  it('answer a signed-in user without admin rights with a 403 screen and a way back', async () => {
    signIn();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: '403 Access denied', level: 1 })).toBeVisible();
    expect(screen.getByText(/needs admin rights/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
  });

  it('let an admin through to the admin screen', async () => {
    signIn({ isAdmin: true });
    server.use(
      http.get(apiUrl(routes.getFeedbackStats), () =>
        HttpResponse.json({
          total: 0,
          byStatus: { open: 0, in_progress: 0, resolved: 0, closed: 0 },
          averageRating: null,
        }),
      ),
      http.get(apiUrl(routes.listFeedback), () => HttpResponse.json([])),
      http.get(apiUrl(routes.listNotifications), () => HttpResponse.json([])),
    );
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(await screen.findByText('No feedback matches the current filters')).toBeVisible();
    expect(screen.queryByText('403 Access denied')).not.toBeInTheDocument();
  });
});

describe('signing in and out', () => {
  it('opens /login?tab=signUp on the Create Account tab, framed by the brand only', async () => {
    configureAmplify(runtimeConfig());
    renderApp('/login?tab=signUp');
    // The Authenticator's chunk and state machine take a moment to start in jsdom.
    expect(
      await screen.findByRole('tab', { name: 'Create Account', selected: true }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'HiveKeeper' })).toHaveAttribute('href', '/');
  });

  it('sends a signed-in visit to /login on to the dashboard', async () => {
    answerDashboardData();
    signIn();
    renderApp('/login?tab=signUp');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('logs out to the landing page, with nothing of the account left on screen', async () => {
    signIn();
    const { user } = renderApp('/no-such-page');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(signOut).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Ada Apiarist')).not.toBeInTheDocument();
  });

  it("opens the dashboard's New Inspection form from the phone tab bar's Inspect, on any screen", async () => {
    signIn();
    const { user } = renderApp('/no-such-page');
    const tabs = await screen.findByRole('navigation', { name: 'Tabs' });
    await user.click(await within(tabs).findByRole('button', { name: 'Inspect' }));
    expect(await screen.findByRole('dialog', { name: 'Record Inspection' })).toBeVisible();
  });

  it("logs out from the phone tab bar's More menu too", async () => {
    signIn();
    const { user } = renderApp('/no-such-page');
    const tabs = await screen.findByRole('navigation', { name: 'Tabs' });
    await user.click(within(tabs).getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

describe('the welcome toast', () => {
  it('welcomes a new user once, and never again in this browser', async () => {
    const { user, isNewRequests } = signIn({}, { isNew: true });
    const first = renderApp('/no-such-page');
    expect(await screen.findByText(WELCOME_TOAST.title)).toBeVisible();
    expect(WELCOME_TOAST.title).toBe('Welcome to HiveKeeper!');
    // The party icon is drawn (lucide's PartyPopper), not an emoji glyph some systems lack.
    expect(screen.getByText(WELCOME_TOAST.title).querySelector('svg.lucide-party-popper')).toBeInTheDocument();
    expect(screen.getByText(WELCOME_TOAST.description)).toBeVisible();
    expect(localStorage.getItem(welcomedFlagKey(user.id))).not.toBeNull();
    first.unmount();
    clearToasts();

    renderApp('/no-such-page');
    expect(await screen.findByRole('button', { name: 'Account menu for Ada Apiarist' })).toBeVisible();
    expect(screen.queryByText(/Welcome to HiveKeeper!/)).not.toBeInTheDocument();
    expect(isNewRequests).toHaveBeenCalledTimes(1);
  });

  it('does not welcome a returning user (apiaries or hives exist) and stops asking', async () => {
    const { user, isNewRequests } = signIn({}, { isNew: false });
    renderApp('/no-such-page');
    await waitFor(() => expect(localStorage.getItem(welcomedFlagKey(user.id))).not.toBeNull());
    expect(isNewRequests).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Welcome to HiveKeeper!/)).not.toBeInTheDocument();
  });

  it('keeps the flag per account: another user in the same browser is still welcomed', async () => {
    localStorage.setItem(welcomedFlagKey('someone-else'), '2026-11-01T09:00:00.000Z');
    signIn({ id: 'user-2' }, { isNew: true });
    renderApp('/no-such-page');
    expect(await screen.findByText(/Welcome to HiveKeeper!/)).toBeVisible();
  });
});
