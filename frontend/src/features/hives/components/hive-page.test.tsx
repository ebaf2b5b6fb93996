import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERRORS, TOASTS } from '@shared/messages';
import type { Hive } from '@shared/schemas/hive';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { openDialog } from '@/testing/queries';
import { activateLocale } from '@/lib/i18n/catalog';
import { renderWithApp } from '@/testing/render';
import { buildApiary, buildHive, buildInspection } from '@/testing/records';
import {
  apiPattern,
  apiUrl,
  buildUser,
  recordBodies,
  serveApiaries,
  serveHives,
  serveInspections,
  server,
  signInAs,
} from '@/testing/server';
import { HivePage } from './hive-page';

const hive = buildHive({
  name: 'Golden Comb',
  queenId: 'Q-25',
  queenIntroducedOn: '2025-03-10',
  queenAge: 15,
  queenMarking: 'blue',
  hiveType: 'british_national',
  frameCount: 11,
  healthStatus: 'Good',
  lastInspectionDate: '2026-06-17',
  notes: 'Calm colony\nSupered in May',
});

function serveHive(answer: Hive) {
  server.use(http.get(apiUrl(routes.getHive, { id: answer.id }), () => HttpResponse.json(answer)));
}

function renderPage() {
  return renderWithApp(<HivePage hiveId={hive.id} />, {
    path: paths.app.hive.getHref(hive.id),
    route: paths.app.hive.path,
  });
}

// The page also reads the hive's inspections and its apiary (its history is tested in hive-history.test.tsx).
beforeEach(() => {
  serveApiaries([buildApiary()]);
  serveInspections([]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a hive's page", () => {
  it('says it is loading until the hive comes', async () => {
    signInAs(buildUser());
    server.use(http.get(apiUrl(routes.getHive, { id: hive.id }), () => delay('infinite')));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading hive...');
    expect(screen.getByRole('link', { name: 'All hives' })).toHaveAttribute('href', '/hives');
  });

  it('shows everything about the hive and its queen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 20, 12));
    signInAs(buildUser());
    serveHive(hive);
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Golden Comb' })).toBeInTheDocument();
    // Active reads as all is well, in green as on the hive's card, not as a warning.
    expect(screen.getByText('Active')).toHaveClass('bg-green-100');
    const colony = within(screen.getByRole('region', { name: 'Colony' }));
    expect(detailsOf(colony)).toEqual({
      Apiary: 'Home Apiary',
      'Hive type': 'British National',
      Frames: '11',
      Health: 'Good',
      'Last inspection': '3 days ago',
      Added: 'Apr 1, 2026',
    });
    const queen = within(screen.getByRole('region', { name: 'Queen' }));
    expect(detailsOf(queen)).toEqual({
      'Queen ID': 'Q-25',
      Introduced: 'Mar 10, 2025',
      Age: '1 yr 3 mo (15 months)',
      Marking: 'Blue',
    });
    expect(queen.getByTestId('queen-mark-swatch')).toHaveClass('bg-blue-600');
    expect(within(screen.getByRole('region', { name: 'Notes' })).getByText(/Supered in May/)).toBeInTheDocument();
  });

  it('speaks German to a German beekeeper: the colony, its queen, its trends and its inspections', async () => {
    await activateLocale('de');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 20, 12));
    signInAs(buildUser());
    serveHive({ ...hive, inspectionCount: 2 });
    serveInspections([
      buildInspection({ id: '01HV000000000000000000NSP2', inspectionDate: '2026-06-17' }),
      buildInspection({ id: '01HV000000000000000000NSP1', inspectionDate: '2026-06-03' }),
    ]);
    renderPage();

    const colony = within(await screen.findByRole('region', { name: 'Volk' }));
    expect(detailsOf(colony)).toMatchObject({
      Bienenstand: 'Home Apiary',
      'Letzte Durchsicht': 'vor 3 Tagen',
      Angelegt: '01.04.2026',
    });
    const queen = within(screen.getByRole('region', { name: 'Königin' }));
    expect(detailsOf(queen)).toMatchObject({ Eingeweiselt: '10.03.2025', Alter: '1 J. 3 Mon. (15 Monate)' });
    expect(screen.getByRole('link', { name: 'Alle Völker' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gesundheit und Varroa im Verlauf' })).toBeInTheDocument();
    expect(await screen.findByText(/^2 Durchsichten vom 03\.06\.2026 bis 17\.06\.2026\./)).toBeInTheDocument();
    const inspections = within(screen.getByRole('region', { name: 'Durchsichten' }));
    expect(inspections.getByRole('heading', { name: '17.06.2026' })).toBeInTheDocument();
    expect(inspections.getAllByText('Brutbild')).toHaveLength(2);
  });

  it('links the queen at its head to her own page', async () => {
    signInAs(buildUser());
    serveHive({ ...hive, currentQueenId: '01HV000000000000000000QN01' });
    renderPage();

    const queen = within(await screen.findByRole('region', { name: 'Queen' }));
    expect(queen.getByRole('link', { name: 'Q-25' })).toHaveAttribute(
      'href',
      paths.app.queen.getHref('01HV000000000000000000QN01'),
    );
  });

  it('shows the record-inspection action the app gives it beside Edit and Delete', async () => {
    signInAs(buildUser());
    serveHive(hive);
    renderWithApp(
      <HivePage hiveId={hive.id} recordInspectionAction={<button type="button">Record inspection</button>} />,
      {
        path: paths.app.hive.getHref(hive.id),
        route: paths.app.hive.path,
      },
    );

    const edit = await screen.findByRole('button', { name: 'Edit Golden Comb' });
    expect(edit.parentElement).toContainElement(screen.getByRole('button', { name: 'Record inspection' }));
  });

  it('says what is not recorded', async () => {
    signInAs(buildUser());
    serveHive(buildHive({ queenIntroducedOn: '2025-04', queenAge: 14 }));
    renderPage();

    const queen = within(await screen.findByRole('region', { name: 'Queen' }));
    expect(detailsOf(queen)).toMatchObject({
      'Queen ID': 'Not recorded',
      Introduced: 'April 2025',
      Marking: 'Not recorded',
    });
    expect(screen.queryByRole('region', { name: 'Notes' })).not.toBeInTheDocument();
  });

  it("says a hive that isn't the beekeeper's was not found, with the way back", async () => {
    signInAs(buildUser());
    server.use(
      http.get(apiUrl(routes.getHive, { id: hive.id }), () =>
        HttpResponse.json({ message: API_ERRORS.hiveNotFound }, { status: 404 }),
      ),
    );
    const { user } = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Hive not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Hives' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/hives$/);
  });

  it('says when the hive could not be loaded and retries', async () => {
    signInAs(buildUser());
    server.use(
      http.get(apiUrl(routes.getHive, { id: hive.id }), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const { user } = renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this hive.");
    serveHive(hive);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Golden Comb' })).toBeInTheDocument();
  });

  it('edits the hive and shows it as saved', async () => {
    signInAs(buildUser());
    serveApiaries([buildApiary()]);
    serveHives([hive]);
    serveHive(hive);
    const bodies = recordBodies(routes.updateHive, { id: hive.id }, (body) => {
      const updated = { ...hive, name: String(body.name) };
      serveHive(updated);
      return HttpResponse.json(updated);
    });
    const { user } = renderPage();

    const form = await openDialog(user, 'Edit Golden Comb', 'Edit Hive');
    expect(form.getByLabelText('Introduced on')).toHaveValue('2025-03-10');
    await user.clear(form.getByLabelText('Name'));
    await user.type(form.getByLabelText('Name'), 'Silver Comb');
    await user.click(form.getByRole('button', { name: 'Update Hive' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Silver Comb' })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ name: 'Silver Comb', queenIntroducedOn: '2025-03-10', queenMarking: 'blue' });
  });

  it('deletes the hive after asking and returns to the hives, without reading the deleted hive again', async () => {
    signInAs(buildUser());
    let reads = 0;
    let exists = true;
    server.use(
      http.get(apiUrl(routes.getHive, { id: hive.id }), () => {
        reads += 1;
        return exists
          ? HttpResponse.json(hive)
          : HttpResponse.json({ message: API_ERRORS.hiveNotFound }, { status: 404 });
      }),
      http.delete(apiPattern(routes.deleteHive), ({ params }) => {
        exists = params.id !== hive.id;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Golden Comb' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(TOASTS.hiveDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/hives$/));
    expect(exists).toBe(false);
    // Read once to show it; never again, so "Hive not found" never flashes on the way out.
    expect(reads).toBe(1);
  });

  it('stays on the hive and says so when deleting failed', async () => {
    signInAs(buildUser());
    serveHive(hive);
    server.use(http.delete(apiPattern(routes.deleteHive), () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Golden Comb' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(TOASTS.hiveDeleteFailed)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(paths.app.hive.getHref(hive.id));
    expect(screen.getByRole('heading', { level: 1, name: 'Golden Comb' })).toBeInTheDocument();
  });
});

/** A description list as term → text. */
function detailsOf(region: ReturnType<typeof within>): Record<string, string> {
  const terms: HTMLElement[] = region.getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}
