import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InspectionAnswer } from '@shared/schemas/inspection';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { buildApiary, buildHive, buildInspection } from '@/testing/records';
import { apiUrl, buildUser, serveApiaries, serveInspections, server, signInAs } from '@/testing/server';
import { HivePage } from './hive-page';

const hive = buildHive({ name: 'Golden Comb', healthStatus: 'Good', lastInspectionDate: '2026-07-20' });

/** Inspection `n` of the hive, `n` days after June 1 (ids and dates both grow with `n`). */
function inspectionOn(n: number, overrides: Partial<InspectionAnswer> = {}): InspectionAnswer {
  const day = new Date(Date.UTC(2026, 5, 1 + n)).toISOString().slice(0, 10);
  return buildInspection({
    id: `01HV0000000000000000NSP${String(n).padStart(3, '0')}`,
    hiveId: hive.id,
    hiveName: hive.name,
    inspectionDate: day,
    ...overrides,
  });
}

/** Newest first, as the API lists them. */
const newestFirst = (inspections: InspectionAnswer[]) =>
  [...inspections].sort((a, b) => b.inspectionDate.localeCompare(a.inspectionDate));

function renderPage({ latitude = '45.52', inspections = [] as InspectionAnswer[] } = {}) {
  signInAs(buildUser());
  server.use(http.get(apiUrl(routes.getHive, { id: hive.id }), () => HttpResponse.json(hive)));
  serveApiaries([buildApiary({ id: hive.apiaryId, latitude, longitude: '-122.67' })]);
  const requests = serveInspections(newestFirst(inspections));
  const rendered = renderWithApp(<HivePage hiveId={hive.id} />, {
    path: paths.app.hive.getHref(hive.id),
    route: paths.app.hive.path,
  });
  return { ...rendered, requests };
}

const trends = () => screen.findByRole('region', { name: 'Health and varroa over time' });
const timeline = () => screen.findByRole('region', { name: 'Inspections' });

describe("a hive page's history", () => {
  it('says so when the hive has no inspection yet', async () => {
    renderPage();
    expect(
      await within(await trends()).findByText(
        'No inspections yet. Scores and varroa counts appear here after the first inspection.',
      ),
    ).toBeInTheDocument();
    expect(await within(await timeline()).findByText('No inspections recorded for this hive yet.')).toBeVisible();
  });

  it('charts the scores and varroa over time and says the same in a summary and a table', async () => {
    const { user } = renderPage({
      inspections: [
        inspectionOn(10, { broodPattern: 3, temperament: 3, population: 3, foodStores: 3 }),
        // July in the north: peak population, a threshold of 2 mites per 100 bees.
        inspectionOn(40, {
          broodPattern: 5,
          temperament: 4,
          population: 5,
          foodStores: 4,
          varroaMethod: 'alcohol_wash',
          varroaMites: 9,
          varroaSampleBees: 300,
        }),
      ],
    });

    const region = within(await trends());
    expect(
      await region.findByText(
        '2 inspections from Jun 11, 2026 to Jul 11, 2026. Latest: Fair (brood pattern 5, temperament 4, ' +
          'population 5, food stores 4), varroa 3.0 mites/100 bees (Treat; the threshold for a wash or roll in ' +
          'this phase, peak population, honey flow, is 2 mites/100 bees).',
      ),
    ).toBeInTheDocument();
    // The charts load in their own chunk and are hidden from screen readers, which read the table.
    expect(await region.findByTestId('hive-trend-charts', {}, { timeout: 5_000 })).toHaveAttribute(
      'aria-hidden',
      'true',
    );

    await user.click(region.getByText('Show the figures as a table'));
    const table = region.getByRole('table', { name: 'Scores and varroa counts by inspection, newest first' });
    expect(rowsOf(table)).toEqual([
      [
        'Date',
        'Health',
        'Brood pattern',
        'Temperament',
        'Population',
        'Food stores',
        'Varroa',
        'Threshold (mites/100 bees)',
      ],
      // Scores worth Excellent, but 3 mites per 100 bees is over July's threshold: Fair at best.
      ['Jul 11, 2026', 'Fair', '5', '4', '5', '4', '3.0 mites/100 bees (Treat)', '2'],
      ['Jun 11, 2026', 'Good', '3', '3', '3', '3', 'Not counted', '2'],
    ]);
  });

  it("draws the threshold of the apiary's hemisphere: July is broodless winter in the south", async () => {
    const { user } = renderPage({
      latitude: '-33.87',
      inspections: [inspectionOn(40, { varroaMethod: 'sugar_roll', varroaMites: 3, varroaSampleBees: 300 })],
    });

    const region = within(await trends());
    expect(await region.findByText(/dormancy \(broodless\), is 1 mite\/100 bees/)).toBeInTheDocument();
    await user.click(region.getByText('Show the figures as a table'));
    expect(rowsOf(region.getByRole('table'))[1]).toEqual([
      'Jul 11, 2026',
      'Fair',
      '4',
      '4',
      '4',
      '3',
      '1.0 mites/100 bees (Treat)',
      '1',
    ]);
  });

  it('lists each inspection with its health, scores, warnings and varroa count, newest first', async () => {
    renderPage({
      inspections: [
        inspectionOn(1),
        inspectionOn(2, {
          queenSeen: false,
          eggsPresent: false,
          foodStores: 1,
          diseases: ['Chalkbrood'],
          varroaMethod: 'sticky_board',
          varroaMites: 30,
          varroaBoardDays: 3,
          notes: 'Fed syrup.',
        }),
      ],
    });

    const items = await within(await timeline()).findAllByRole('listitem', { name: /, 2026$/ });
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Jun 3, 2026',
      'Jun 2, 2026',
    ]);
    const latest = within(items[0] as HTMLElement);
    // Scores 4, 4, 4 and 1 (a mean of 3.25, Good), but its mite count is at the treatment threshold: Fair at best.
    expect(latest.getByText('Fair')).toBeInTheDocument();
    expect(latest.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Possibly queenless',
      'Varroa at treatment level: 10.0 mites/day',
      'Disease noted: Chalkbrood',
      'Low stores',
    ]);
    expect(latest.getByText('10.0 mites/day · Sticky board · Treat')).toBeInTheDocument();
    expect(latest.getByText('Fed syrup.')).toBeInTheDocument();
    const older = within(items[1] as HTMLElement);
    expect(older.queryByRole('list', { name: 'Warnings' })).not.toBeInTheDocument();
    expect(older.getByText('Not counted')).toBeInTheDocument();
  });

  it("names who recorded an inspection when it was someone other than the account's owner", async () => {
    const owner = { userId: buildUser().id, name: 'ada@example.com' };
    const ben = { userId: 'member-ben', name: 'Ben Stone' };
    renderPage({
      inspections: [
        inspectionOn(1, { recordedBy: owner, changedBy: ben }),
        inspectionOn(2, { recordedBy: ben, changedBy: ben }),
        inspectionOn(3, { recordedBy: owner, changedBy: owner }),
        // Kept before HiveKeeper noted who recorded it.
        inspectionOn(4),
      ],
    });

    const items = await within(await timeline()).findAllByRole('listitem', { name: /, 2026$/ });
    expect(items.map((item) => within(item).queryByText(/Recorded by|Changed by/)?.textContent ?? null)).toEqual([
      null,
      null,
      'Recorded by Ben Stone',
      'Changed by Ben Stone',
    ]);
  });

  it('loads older inspections a page at a time with the cursor', async () => {
    const { user, requests } = renderPage({
      inspections: Array.from({ length: 25 }, (_, index) => inspectionOn(index + 1)),
    });

    const region = within(await timeline());
    expect(await region.findAllByRole('heading', { level: 3 })).toHaveLength(20);
    await user.click(region.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(region.getAllByRole('heading', { level: 3 })).toHaveLength(25));
    expect(region.getAllByRole('heading', { level: 3 }).at(-1)).toHaveTextContent('Jun 2, 2026');
    expect(region.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const timelinePages = requests.filter((query) => !query.has('limit'));
    expect(timelinePages.map((query) => [query.get('hiveId'), query.get('cursor')])).toEqual([
      [hive.id, null],
      [hive.id, '2026-06-07_01HV0000000000000000NSP006'],
    ]);
  });

  it('says when the inspections could not be loaded and retries', async () => {
    const { user } = renderPage({ inspections: [inspectionOn(1)] });
    server.use(http.get(apiUrl(routes.listInspections), () => HttpResponse.json({ message: 'down' }, { status: 500 })));

    const region = within(await timeline());
    expect(await region.findByRole('alert')).toHaveTextContent("We couldn't load this hive's inspections.");
    serveInspections([inspectionOn(1)]);
    await user.click(region.getByRole('button', { name: 'Retry' }));
    expect(await region.findByRole('heading', { level: 3, name: 'Jun 2, 2026' })).toBeInTheDocument();
  });
});

describe("an inspection's photos", () => {
  const photoUrls = ['one', 'two', 'three'].map((name) => `https://uploads.example/${name}.jpg?signature=x`);

  it('open full size in a lightbox that the arrow keys move through and Escape closes, focus back on the thumbnail', async () => {
    const { user } = renderPage({ inspections: [inspectionOn(5, { photoUrls, photos: ['a', 'b', 'c'] })] });

    const photos = within(await within(await timeline()).findByRole('list', { name: 'Photos' }));
    const first = photos.getByRole('button', { name: 'Open photo 1 of 3, inspection of Jun 6, 2026' });
    await user.click(first);

    const lightbox = await screen.findByRole('dialog', { name: 'Inspection photos' }, { timeout: 5_000 });
    await waitFor(() => expect(currentPhoto()).toBe('Photo 1 of 3, inspection of Jun 6, 2026'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentPhoto()).toBe('Photo 2 of 3, inspection of Jun 6, 2026'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentPhoto()).toBe('Photo 3 of 3, inspection of Jun 6, 2026'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(currentPhoto()).toBe('Photo 2 of 3, inspection of Jun 6, 2026'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(lightbox).not.toBeInTheDocument());
    expect(first).toHaveFocus();
  });
});

/** The alt text of the photo the lightbox shows now. */
function currentPhoto(): string | null {
  return document.querySelector('.yarl__slide_current img')?.getAttribute('alt') ?? null;
}

/** A table's rows as the text of their cells. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}
