import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/catalog';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { serveFeedingTotals } from '@/testing/treatments';
import { buildDashboardMetrics, buildHive } from '@/testing/records';
import { ANY_API_URL, apiUrl, buildUser, serveDashboardMetrics, server, signInAs } from '@/testing/server';
import { AppRoutes } from './router';

// Each screen is a lazy chunk the test runner compiles on first import; the sign-in screen brings the Authenticator.
const LAZY_SCREEN = { timeout: 8_000 };

const renderApp = (path: string) => renderWithApp(<AppRoutes />, { path, route: null });

/** A signed-in beekeeper whose lists are empty and who has been welcomed already. */
function signIn() {
  // Handlers added later win: the user's own answers go in after the catch-all for the lists.
  server.use(http.get(ANY_API_URL, () => HttpResponse.json([])));
  serveDashboardMetrics(buildDashboardMetrics());
  server.use(http.get(apiUrl(routes.getIsNewUser), () => HttpResponse.json({ isNewUser: false })));
  signInAs(buildUser());
}

async function expectTitle(title: string | RegExp) {
  await waitFor(() => expect(document.title).toMatch(title), LAZY_SCREEN);
}

describe('document titles', () => {
  it.each([
    ['/', /^HiveKeeper — Record keeping for /, 'Every hive, every inspection, one clear record.'],
    ['/pricing', 'Pricing · HiveKeeper', undefined],
    ['/hives', 'Authentication Required · HiveKeeper', 'Authentication Required'],
    ['/apiaries', 'Authentication Required · HiveKeeper', 'Authentication Required'],
    ['/inspections', 'Authentication Required · HiveKeeper', 'Authentication Required'],
    ['/treatments', 'Authentication Required · HiveKeeper', 'Authentication Required'],
    ['/production', 'Authentication Required · HiveKeeper', 'Authentication Required'],
    ['/no-such-page', 'Page not found · HiveKeeper', '404 Page Not Found'],
    ['/login', 'Sign In or Create Account · HiveKeeper', undefined],
  ])('a visitor on %s reads "%s"', async (path, title, heading) => {
    document.title = 'HiveKeeper';
    renderApp(path);
    if (heading) expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY_SCREEN)).toBeVisible();
    await expectTitle(title);
  });

  it.each([
    ['/', 'Dashboard · HiveKeeper', 'Dashboard'],
    ['/hives', 'Hives · HiveKeeper', 'Hives'],
    ['/apiaries', 'Apiaries · HiveKeeper', 'Apiaries'],
    ['/inspections?hiveId=01HV000000000000000000H1V1', 'Inspections · HiveKeeper', 'Inspections'],
    ['/treatments?treatmentType=feeding', 'Treatments · HiveKeeper', 'Treatments'],
    // A free beekeeper: the paywall over the screen.
    ['/production', 'Production Tracking · HiveKeeper', undefined],
    ['/schedule?status=pending', 'Task Schedule · HiveKeeper', 'Task Schedule'],
    ['/community', 'Community · HiveKeeper', 'Community'],
    ['/pricing', 'Pricing · HiveKeeper', undefined],
    ['/admin', 'Access denied · HiveKeeper', '403 Access denied'],
    ['/no-such-page', 'Page not found · HiveKeeper', '404 Page Not Found'],
  ])('a beekeeper on %s reads "%s"', async (path, title, heading) => {
    document.title = 'HiveKeeper';
    signIn();
    renderApp(path);
    if (heading) expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY_SCREEN)).toBeVisible();
    await expectTitle(title);
  });

  it("names a hive's own page after the hive once it is read", async () => {
    signIn();
    const hive = buildHive({ name: 'Buttercup' });
    server.use(http.get(apiUrl(routes.getHive, { id: hive.id }), () => HttpResponse.json(hive)));
    server.use(http.get(apiUrl(routes.listHiveColonyEvents, { id: hive.id }), () => HttpResponse.json({ events: [] })));
    serveFeedingTotals({ year: new Date().getFullYear(), hives: [] });
    renderApp(`/hives/${hive.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Buttercup' }, LAZY_SCREEN)).toBeVisible();
    await expectTitle('Buttercup · Hive · HiveKeeper');
  });

  it("reads in the language shown, the hive's name as it is", async () => {
    await activateLocale('de');
    signIn();
    const hive = buildHive({ name: 'Buttercup' });
    server.use(http.get(apiUrl(routes.getHive, { id: hive.id }), () => HttpResponse.json(hive)));
    server.use(http.get(apiUrl(routes.listHiveColonyEvents, { id: hive.id }), () => HttpResponse.json({ events: [] })));
    serveFeedingTotals({ year: new Date().getFullYear(), hives: [] });
    const { user } = renderApp(`/hives/${hive.id}`);
    await expectTitle('Buttercup · Volk · HiveKeeper');
    const menu = await screen.findByRole('navigation', { name: 'Hauptmenü' }, LAZY_SCREEN);
    await user.click(within(menu).getByRole('link', { name: 'Völker' }));
    await expectTitle('Völker · HiveKeeper');
    await user.click(within(menu).getByRole('link', { name: 'Durchsichten' }));
    await expectTitle('Durchsichten · HiveKeeper');
  });

  it('follows the beekeeper from screen to screen', async () => {
    signIn();
    const { user } = renderApp('/');
    await expectTitle('Dashboard · HiveKeeper');
    const menu = await screen.findByRole('navigation', { name: 'Main' }, LAZY_SCREEN);
    await user.click(within(menu).getByRole('link', { name: 'Hives' }));
    await expectTitle('Hives · HiveKeeper');
    await user.click(within(menu).getByRole('link', { name: 'Apiaries' }));
    await expectTitle('Apiaries · HiveKeeper');
  });
});

describe('the 404 page', () => {
  it("keeps the spec's texts and leads a visitor back to the home page", async () => {
    const { user } = renderApp('/no-such-page');
    const main = await screen.findByRole('main', {}, LAZY_SCREEN);
    expect(await within(main).findByRole('heading', { name: '404 Page Not Found' }, LAZY_SCREEN)).toBeVisible();
    expect(within(main).getByText('Did you forget to add the page to the router?')).toBeVisible();
    await user.click(within(main).getByRole('link', { name: 'Back to the home page' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('leads a beekeeper back to the dashboard', async () => {
    signIn();
    renderApp('/no-such-page');
    // The signed-in frame's main shows first, while the user loads; the page comes in the frame the user's layout has.
    const link = await screen.findByRole('link', { name: 'Back to the dashboard' }, LAZY_SCREEN);
    expect(link).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toContainElement(link);
  });
});
