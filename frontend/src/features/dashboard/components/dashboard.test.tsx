import { screen, within } from '@testing-library/react';
import { subDays } from 'date-fns';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { toCalendarDate } from '@shared/rules/calendar';
import type { Hive } from '@shared/schemas/hive';
import { routes } from '@/lib/api-routes';
import { buildApiary, buildDashboardMetrics, buildHive } from '@/testing/records';
import { apiUrl, serveApiaries, serveDashboardMetrics, serveHives, serveInspections, server } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import source from '@shared/i18n/catalogs/dashboard/en-US.json';
import { activateLocale } from '@/lib/i18n/catalog';
import { hiveFacts } from '@shared/rules/hive-facts';
import { Dashboard } from './dashboard';
import { FRAME_WORDS } from './dashboard-heading';

const LAST_YEAR = `${new Date().getFullYear() - 1}-03-01T09:00:00.000Z`;
const daysAgo = (days: number) => toCalendarDate(subDays(new Date(), days));

function hive(index: number, overrides: Partial<Hive> = {}): Hive {
  return buildHive({
    id: `01HV000000000000000000H1V${index}`,
    name: `Hive ${index}`,
    createdAt: LAST_YEAR,
    ...overrides,
  });
}

/** The hives, and the apiary that counts them (the card's "View all" count comes from the apiaries). */
function serveBeekeepersHives(hives: Hive[]): URLSearchParams[] {
  serveApiaries([buildApiary()], hives);
  return serveHives(hives);
}

function renderDashboard() {
  return renderWithApp(<Dashboard hiveFacts={hiveFacts} addHiveAction={<button type="button">Add Hive</button>} />);
}

const metric = () => screen.getByRole('group', { name: 'Active Hives' });
const hivesCard = () => screen.getByRole('region', { name: 'Active Hives' });

// Each card reads its own request; a test serves the ones it looks at on top of these.
beforeEach(() => {
  serveDashboardMetrics(buildDashboardMetrics());
  serveInspections([]);
});

describe('Dashboard', () => {
  it("paints the frame's heading with the catalogue's source words, before any catalogue loads", () => {
    expect(FRAME_WORDS).toEqual({ heading: source.heading, greeting: source.greetingReturning });
  });

  it('speaks German to a German beekeeper: headings, figures, plurals and money written the German way', async () => {
    await activateLocale('de');
    serveHives([]);
    serveDashboardMetrics(
      buildDashboardMetrics({
        totalHives: 5,
        hivesAddedThisMonth: 2,
        healthScore: 80,
        healthScoreChange: -1,
        profit: 1234.5,
        profitChange: 20,
      }),
    );
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    expect(screen.getByText('Willkommen zurück! Hier ist der Überblick über Ihre Imkerei.')).toBeInTheDocument();
    const activeHives = screen.getByRole('group', { name: 'Aktive Völker' });
    expect(await within(activeHives).findByText('+2 diesen Monat')).toBeInTheDocument();
    const health = screen.getByRole('group', { name: 'Gesundheit der Völker' });
    // German writes a space (a no-break one) before the sign.
    expect(await within(health).findByText(/^80\s%$/)).toBeInTheDocument();
    expect(within(health).getByText('−1 Punkt diesen Monat')).toBeInTheDocument();
    const profit = screen.getByRole('group', { name: 'Reingewinn' });
    expect(within(profit).getByText(/^1\.234,50\s\$$/)).toBeInTheDocument();
    expect(within(profit).getByText(/^\+20,00\s\$ gegenüber dieser Zeit im Vorjahr$/)).toBeInTheDocument();
  });

  it('speaks German in the first steps and the Active Hives card: steps done, the hives and the way to all of them', async () => {
    await activateLocale('de');
    serveBeekeepersHives([hive(1, { name: 'Klee' }), hive(2), hive(3), hive(4)]);
    renderWithApp(
      <Dashboard
        hiveFacts={hiveFacts}
        addHiveAction={null}
        firstRun={{
          newBeekeeper: false,
          checklist: {
            createApiaryAction: null,
            addHiveAction: null,
            recordInspectionAction: null,
            onDismiss: () => undefined,
          },
        }}
      />,
    );
    const steps = await screen.findByRole('region', { name: 'Erste Schritte' });
    expect(within(steps).getByText('2 von 3 erledigt')).toBeInTheDocument();
    expect(within(steps).getByText('Erste Durchsicht eintragen')).toBeInTheDocument();
    expect(within(steps).getByRole('button', { name: 'Erste Schritte ausblenden' })).toBeInTheDocument();
    const hives = screen.getByRole('region', { name: 'Aktive Völker' });
    expect(await within(hives).findByRole('link', { name: 'Alle Völker ansehen (4)' })).toHaveAttribute(
      'href',
      '/hives',
    );
    // The beekeeper's names stay as written, for browser translators too.
    expect(within(hives).getByRole('heading', { name: 'Klee' })).toHaveAttribute('translate', 'no');
  });

  it('greets the beekeeper and offers the Add Hive action', async () => {
    serveHives([]);
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText("Welcome back! Here's your apiary overview.")).toBeInTheDocument();
    expect(within(hivesCard()).getByRole('button', { name: 'Add Hive' })).toBeInTheDocument();
  });

  it('shows the loading state until the hives arrive', async () => {
    server.use(
      http.get(apiUrl(routes.listHives), async () => {
        await delay(100);
        return HttpResponse.json([]);
      }),
    );
    renderDashboard();
    expect(within(hivesCard()).getByText('Loading hives...')).toBeInTheDocument();
    expect(
      await within(hivesCard()).findByText('No hives found. Add your first hive to get started!'),
    ).toBeInTheDocument();
    expect(within(hivesCard()).queryByText('Loading hives...')).not.toBeInTheDocument();
  });

  it('counts active hives and the ones added this month, from the metrics', async () => {
    serveDashboardMetrics(buildDashboardMetrics({ totalHives: 3, hivesAddedThisMonth: 2 }));
    serveHives([]);
    renderDashboard();
    expect(await within(metric()).findByText('3')).toBeInTheDocument();
    expect(within(metric()).getByText('+2 this month')).toBeInTheDocument();
  });

  it('says when no hive was added this month', async () => {
    serveDashboardMetrics(buildDashboardMetrics({ totalHives: 1, hivesAddedThisMonth: 0 }));
    serveHives([hive(1)]);
    renderDashboard();
    expect(await within(metric()).findByText('1')).toBeInTheDocument();
    expect(within(metric()).getByText('No new hives this month')).toBeInTheDocument();
  });

  it('lists the first three active hives with their details and a way to the rest', async () => {
    const requests = serveBeekeepersHives([
      hive(1, {
        name: 'Clover',
        apiaryName: 'Orchard Yard',
        healthStatus: 'Excellent',
        lastInspectionDate: daysAgo(3),
        queenId: 'QN-24',
        queenAge: 14,
        frameCount: 8,
        hiveType: 'top_bar',
        notes: 'Calm colony, strong flow',
      }),
      hive(2, { status: 'inactive' }),
      hive(3, { name: 'Linden', healthStatus: 'Fair' }),
      hive(4, { name: 'Heather' }),
      hive(5, { name: 'Rowan' }),
    ]);
    renderDashboard();

    const clover = await screen.findByRole('article', { name: 'Clover' });
    expect(clover).toHaveTextContent('Orchard Yard');
    expect(within(clover).getByText('Excellent')).toBeInTheDocument();
    expect(clover).toHaveTextContent('Last inspection3 days ago');
    expect(clover).toHaveTextContent('QueenQN-24 · 1 yr 2 mo old');
    expect(clover).toHaveTextContent('Frames8');
    expect(clover).toHaveTextContent('Hive typeTop bar');
    expect(clover).toHaveTextContent('Calm colony, strong flow');
    expect(within(clover).getByRole('link', { name: 'Clover' })).toHaveAttribute(
      'href',
      '/hives/01HV000000000000000000H1V1',
    );

    const linden = screen.getByRole('article', { name: 'Linden' });
    expect(linden).toHaveTextContent('Last inspectionNever');
    expect(linden).toHaveTextContent('QueenNo queen data');

    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('article', { name: 'Hive 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Rowan' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all hives (5)' })).toHaveAttribute('href', '/hives');
    // The server picks the active hives: an inactive one never takes a place on the card's page.
    expect(requests.at(-1)?.get('status')).toBe('active');
  });

  it('colours health by the shared rule', async () => {
    serveHives([
      hive(1, { name: 'Clover', healthStatus: 'Good' }),
      hive(2, { name: 'Linden', healthStatus: 'Fair' }),
      hive(3, { name: 'Heather', healthStatus: 'Poor' }),
    ]);
    renderDashboard();
    expect(await screen.findByText('Good')).toHaveClass('bg-green-100');
    expect(screen.getByText('Fair')).toHaveClass('bg-amber-100');
    expect(screen.getByText('Poor')).toHaveClass('bg-stone-100');
  });

  it('has no link to the hives screen when every hive is shown', async () => {
    serveHives([hive(1), hive(2), hive(3)]);
    renderDashboard();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /View all hives/ })).not.toBeInTheDocument();
  });

  it('says when none of the hives is active', async () => {
    serveBeekeepersHives([hive(1, { status: 'dead' })]);
    renderDashboard();
    expect(await screen.findByText('None of your hives is active at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all hives (1)' })).toBeInTheDocument();
  });

  it('offers a retry when the hives fail to load, and shows them once it succeeds', async () => {
    // msw tries the newest handler first: the failure answers once, then the list does.
    serveHives([hive(1, { name: 'Clover' })]);
    server.use(
      http.get(apiUrl(routes.listHives), () => HttpResponse.json({ message: 'Boom' }, { status: 500 }), { once: true }),
    );
    const { user } = renderDashboard();

    const alert = await within(hivesCard()).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your hives.");

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Clover' })).toBeInTheDocument();
  });
});
