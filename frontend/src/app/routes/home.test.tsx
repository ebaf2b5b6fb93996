import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOASTS } from '@shared/messages';
import { routes } from '@/lib/api-routes';
import { buildProductionRecord } from '@/testing/production';
import { buildApiary, buildDashboardMetrics, buildHive, buildInspection } from '@/testing/records';
import {
  apiUrl,
  buildUser,
  recordBodies,
  serveApiaries,
  serveDashboardMetrics,
  serveHives,
  serveInspections,
  server,
  signInAs,
} from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { buildRecommendation, serveRecommendations } from '@/testing/treatments';
import { buildTask, serveUpcomingTasks } from '@/testing/tasks';
import { HomeRoute } from './home';

// Each screen is a lazy chunk that the test runner compiles on its first import, which can take a few seconds.
const LAZY_SCREEN = { timeout: 5_000 };

// The dashboard's figures, recent activity and tasks, answered empty: these tests are about what the route composes.
beforeEach(() => {
  serveDashboardMetrics(buildDashboardMetrics());
  serveInspections([]);
  serveRecommendations([]);
  serveUpcomingTasks([]);
});

/** A Pro beekeeper's figures: no money, no honey by month yet; `honeyProduced` is set per test. */
const PRO_FIGURES = {
  honeyProducedChange: 0,
  profit: 0,
  profitChange: 0,
  honeyByMonth: Array.from({ length: 12 }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    lbs: 0,
  })),
};

describe('HomeRoute', () => {
  it('shows a visitor the landing page', async () => {
    renderWithApp(<HomeRoute />);
    expect(await screen.findByRole('link', { name: 'Create Account' }, LAZY_SCREEN)).toHaveAttribute(
      'href',
      '/login?tab=signUp',
    );
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows a signed-in beekeeper the dashboard with the Add Hive action', async () => {
    signInAs(buildUser());
    serveApiaries([]);
    server.use(http.get(apiUrl(routes.getIsNewUser), () => HttpResponse.json({ isNewUser: false })));
    serveHives([]);
    const { user } = renderWithApp(<HomeRoute />);
    // The heading shows first, while the dashboard's chunk loads; the card comes with the dashboard.
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LAZY_SCREEN)).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Active Hives' }, LAZY_SCREEN);
    const addHive = await within(card).findByRole('button', { name: 'Add Hive' });
    expect(addHive).toBeEnabled();

    // No apiary yet: Add Hive starts with the apiary, in place.
    await user.click(addHive);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Apiary' });
    expect(dialog).toHaveAccessibleDescription('First, where do these hives live?');
  });

  it("gives every beekeeper Treatment Reminders, and Log Treatment offers a free one Pro's Treatment Tracking", async () => {
    signInAs(buildUser());
    serveApiaries([]);
    server.use(http.get(apiUrl(routes.getIsNewUser), () => HttpResponse.json({ isNewUser: false })));
    serveHives([buildHive()]);
    serveRecommendations([buildRecommendation({ priority: 'urgent', treatmentName: 'Oxalic acid vapour' })]);
    const { user } = renderWithApp(<HomeRoute />);

    const reminders = await screen.findByRole('region', { name: 'Treatment Reminders' }, LAZY_SCREEN);
    expect(await within(reminders).findByText('Oxalic acid vapour')).toBeInTheDocument();
    const quickActions = screen.getByRole('region', { name: 'Quick Actions' });
    await user.click(within(quickActions).getByRole('button', { name: 'Log Treatment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Treatment' });
    expect(within(dialog).getByText('Treatment Tracking is a Pro feature')).toBeInTheDocument();
  });

  it("records a harvest from Quick Actions, and the dashboard's honey figure is asked again", async () => {
    signInAs(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }));
    serveApiaries([]);
    server.use(http.get(apiUrl(routes.getIsNewUser), () => HttpResponse.json({ isNewUser: false })));
    const hive = buildHive();
    serveHives([hive]);
    let honeyProduced = 10;
    let metricsAsked = 0;
    server.use(
      http.get(apiUrl(routes.getDashboardMetrics), () => {
        metricsAsked += 1;
        return HttpResponse.json(buildDashboardMetrics({ ...PRO_FIGURES, honeyProduced }));
      }),
      http.post(apiUrl(routes.createProduction), () => {
        honeyProduced += 3.5;
        return HttpResponse.json(buildProductionRecord({ hiveId: hive.id, quantity: 3.5 }), { status: 201 });
      }),
    );
    const { user } = renderWithApp(<HomeRoute />);

    const honey = await screen.findByRole('group', { name: 'Honey This Year' }, LAZY_SCREEN);
    expect(await within(honey).findByText('10 lbs')).toBeInTheDocument();
    const quickActions = screen.getByRole('region', { name: 'Quick Actions' });
    await user.click(within(quickActions).getByRole('button', { name: 'Record Harvest' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record Harvest' }));
    await user.type(await dialog.findByLabelText('Quantity'), '3.5');
    await user.click(dialog.getByRole('button', { name: 'Create Harvest' }));
    expect(await screen.findByText(TOASTS.productionCreated)).toBeInTheDocument();
    expect(await within(honey).findByText('13.5 lbs')).toBeInTheDocument();
    expect(metricsAsked).toBeGreaterThanOrEqual(2);
  });

  it("composes the tasks feature's Upcoming Tasks card into the dashboard", async () => {
    signInAs(buildUser());
    serveApiaries([]);
    server.use(http.get(apiUrl(routes.getIsNewUser), () => HttpResponse.json({ isNewUser: false })));
    serveHives([]);
    serveUpcomingTasks([buildTask({ title: 'Swarm check' })]);
    renderWithApp(<HomeRoute />);

    const card = within(await screen.findByRole('region', { name: 'Upcoming Tasks' }, LAZY_SCREEN));
    expect(await card.findByRole('checkbox', { name: 'Done: Swarm check' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View all tasks' })).toHaveAttribute('href', '/schedule');
  });

  describe('first run', () => {
    const serveFirstRun = (isNewUser: boolean, gettingStartedDismissed = false) =>
      server.use(
        http.get(apiUrl(routes.getIsNewUser), () => HttpResponse.json({ isNewUser, gettingStartedDismissed })),
      );
    const checklist = () => screen.findByRole('region', { name: 'Getting started' }, LAZY_SCREEN);
    const stepNames = (steps: { getAllByRole: (role: 'listitem') => HTMLElement[] }) =>
      steps.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

    it('welcomes a new beekeeper to HiveKeeper and gives them the three steps, nothing done yet', async () => {
      signInAs(buildUser());
      serveFirstRun(true);
      serveApiaries([]);
      serveHives([]);
      const { user } = renderWithApp(<HomeRoute />);

      const steps = within(await checklist());
      expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(screen.getByText("Welcome to HiveKeeper! Let's set up your apiary.")).toBeInTheDocument();
      expect(screen.queryByText("Welcome back! Here's your apiary overview.")).not.toBeInTheDocument();
      expect(steps.getByText('0 of 3 done')).toBeInTheDocument();
      expect(stepNames(steps)).toEqual([
        'Create an apiary (to do)',
        'Add your hives (to do)',
        'Record your first inspection (to do)',
      ]);
      await user.click(await steps.findByRole('button', { name: 'Create an apiary' }));
      expect(await screen.findByRole('dialog', { name: 'Create New Apiary' })).toBeInTheDocument();
    });

    it('ticks each step from the apiaries, hives and inspections there are; the next one opens its dialog', async () => {
      signInAs(buildUser());
      serveFirstRun(false);
      const hives = [buildHive()];
      serveApiaries([buildApiary()], hives);
      serveHives(hives);
      const { user } = renderWithApp(<HomeRoute />);

      const steps = within(await checklist());
      expect(await steps.findByText('2 of 3 done')).toBeInTheDocument();
      // Not new any more (an apiary and a hive), so the spec's greeting; the checklist stays until it is done.
      expect(screen.getByText("Welcome back! Here's your apiary overview.")).toBeInTheDocument();
      expect(stepNames(steps)).toEqual([
        'Create an apiary (done)',
        'Add your hives (done)',
        'Record your first inspection (to do)',
      ]);
      await user.click(await steps.findByRole('button', { name: 'Record an inspection' }));
      expect(await screen.findByRole('dialog', { name: 'Record Inspection' })).toBeInTheDocument();
    });

    it('is gone once every step is done', async () => {
      signInAs(buildUser());
      serveFirstRun(false);
      const hives = [buildHive()];
      serveApiaries([buildApiary()], hives);
      serveHives(hives);
      serveInspections([buildInspection({ hiveId: hives[0]?.id })]);
      renderWithApp(<HomeRoute />);
      expect(await screen.findByRole('article', { name: 'Hive 1' }, LAZY_SCREEN)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
    });

    it('closes for good when dismissed: the account keeps it, and a dismissed checklist is not shown', async () => {
      signInAs(buildUser());
      serveFirstRun(true);
      serveApiaries([]);
      serveHives([]);
      const bodies = recordBodies(routes.updateProfile, () => HttpResponse.json(buildUser()));
      const { user } = renderWithApp(<HomeRoute />);

      await user.click(within(await checklist()).getByRole('button', { name: 'Dismiss getting started' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument());
      expect(bodies).toEqual([{ gettingStartedDismissed: true }]);
    });

    it('is not shown to a beekeeper who dismissed it', async () => {
      signInAs(buildUser());
      serveFirstRun(true, true);
      serveApiaries([]);
      serveHives([]);
      renderWithApp(<HomeRoute />);
      expect(
        await screen.findByText("Welcome to HiveKeeper! Let's set up your apiary.", {}, LAZY_SCREEN),
      ).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
    });
  });
});
