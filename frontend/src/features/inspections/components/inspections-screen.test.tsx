import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOASTS } from '@shared/messages';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { inspectionSeries } from '@/testing/inspections';
import { buildInspection } from '@/testing/records';
import { serveInspections } from '@/testing/server';
import { cardOf } from '@/testing/queries';
import { renderWithApp } from '@/testing/render';
import { buildApiary, buildHive } from '@/testing/records';
import { apiPattern, apiUrl, serveBeekeeper, server } from '@/testing/server';
import { InspectionsScreen } from './inspections-screen';

const buttercup = buildHive({ id: '01HV000000000000000000H1V1', name: 'Buttercup' });
const clover = buildHive({ id: '01HV000000000000000000H1V2', name: 'Clover' });

function renderScreen(path: string = paths.app.inspections.getHref()) {
  return renderWithApp(<InspectionsScreen />, { path });
}

/** The list's cards (several can share a hive's name, so not found by heading). */
const cards = () => [...screen.getByRole('list', { name: 'Inspections' }).children] as HTMLElement[];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the inspections screen', () => {
  it('shows a skeleton while the inspections load', async () => {
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buttercup] });
    server.use(http.get(apiUrl(routes.listInspections), () => delay('infinite')));
    renderScreen();

    expect(screen.getByRole('heading', { level: 1, name: 'Inspections' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading inspections' })).toHaveAttribute('aria-busy', 'true');
  });

  it('offers to record the first inspection when there is none', async () => {
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buttercup] });
    serveInspections([]);
    const { user } = renderScreen();

    expect(await screen.findByRole('heading', { name: 'No inspections yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record First Inspection' }));
    expect(await screen.findByRole('dialog', { name: 'Record Inspection' })).toBeInTheDocument();
  });

  it('sends a beekeeper without hives to add one first', async () => {
    serveBeekeeper();
    serveInspections([]);
    renderScreen();

    expect(await screen.findByRole('heading', { name: 'No hives to inspect yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Hives' })).toHaveAttribute('href', paths.app.hives.getHref());
  });

  it('says when the inspections could not be loaded and retries', async () => {
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buttercup] });
    server.use(http.get(apiUrl(routes.listInspections), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = renderScreen();

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your inspections.");
    serveInspections([buildInspection({ hiveName: 'Buttercup' })]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Buttercup' })).toBeInTheDocument();
  });

  it('shows each inspection: hive, day, health label, scores, warning chips, varroa figure and photos', async () => {
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buttercup] });
    serveInspections([
      buildInspection({
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        inspectionDate: '2026-06-12',
        broodPattern: 4,
        temperament: 5,
        population: 4,
        foodStores: 2,
        queenSeen: false,
        eggsPresent: false,
        diseases: ['Chalkbrood'],
        treatments: ['Oxalic acid'],
        // 9 mites in 300 bees is 3 per 100: at peak population (June, north) the threshold is 2.
        varroaMethod: 'alcohol_wash',
        varroaMites: 9,
        varroaSampleBees: 300,
        notes: 'Calm, heavy with nectar',
        photos: ['users/u/inspection-photo/a', 'users/u/inspection-photo/b'],
        photoUrls: ['https://bucket.test/a?signed', 'https://bucket.test/b?signed'],
      }),
    ]);
    renderScreen();

    await screen.findByRole('heading', { name: 'Buttercup' });
    const card = within(cardOf('Buttercup'));
    expect(card.getByRole('link', { name: 'Buttercup' })).toHaveAttribute('href', paths.app.hive.getHref(buttercup.id));
    expect(card.getByText('June 12, 2026')).toBeInTheDocument();
    // Mean of 4, 5, 4, 2 is 3.75, Good; its mite count at the treatment threshold caps it at Fair, in amber.
    expect(card.getByText('Fair')).toHaveClass('bg-amber-100');
    expect(card.getByText('Brood pattern').nextElementSibling).toHaveTextContent('4 / 5');
    expect(card.getByText('Temperament').nextElementSibling).toHaveTextContent('5 / 5');
    expect(card.getByText('Population').nextElementSibling).toHaveTextContent('4 / 5');
    expect(card.getByText('Food stores').nextElementSibling).toHaveTextContent('2 / 5');
    const chips = within(card.getByRole('list', { name: 'Warnings' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Possibly queenless',
      'Varroa at treatment level: 3.0 mites/100 bees',
      'Disease noted: Chalkbrood',
      'Low stores',
    ]);
    expect(card.getByText('Possibly queenless').closest('span')).toHaveClass('bg-red-100');
    expect(card.getByText('Low stores').closest('span')).toHaveClass('bg-amber-100');
    expect(card.getByText('3.0 mites/100 bees')).toBeInTheDocument();
    expect(card.getByText('Treat')).toHaveClass('bg-red-100');
    expect(card.getByText('Alcohol wash')).toBeInTheDocument();
    expect(card.getByText('Oxalic acid')).toBeInTheDocument();
    expect(card.getByText('Calm, heavy with nectar')).toBeInTheDocument();
    const photos = within(card.getByRole('list', { name: 'Photos' })).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual([
      'https://bucket.test/a?signed',
      'https://bucket.test/b?signed',
    ]);
    expect(card.getByRole('button', { name: 'Edit inspection of Buttercup, June 12, 2026' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Delete inspection of Buttercup, June 12, 2026' })).toBeInTheDocument();
  });

  it('says who recorded an inspection and who changed it last, only when that was not the account owner', async () => {
    const owner = { userId: 'user-1', name: 'ada@example.com' };
    const ana = { userId: 'member-ana', name: 'Ana Silva' };
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buttercup, clover] });
    serveInspections([
      buildInspection({
        id: '01HV000000000000000000NSP1',
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        recordedBy: owner,
        changedBy: owner,
      }),
      buildInspection({
        id: '01HV000000000000000000NSP2',
        hiveId: clover.id,
        hiveName: 'Clover',
        recordedBy: ana,
        changedBy: owner,
      }),
    ]);
    renderScreen();

    await screen.findByRole('heading', { name: 'Clover' });
    expect(
      await within(cardOf('Clover')).findByText('Recorded by Ana Silva, changed by ada@example.com'),
    ).toBeVisible();
    expect(within(cardOf('Buttercup')).queryByText(/Recorded by|Changed by/)).not.toBeInTheDocument();
  });

  it("reads the varroa level in the hive's own season: June is winter south of the equator", async () => {
    const south = buildApiary({ id: '01HV000000000000000000APA2', name: 'Tasman', latitude: '-41.3' });
    const tasman = buildHive({ id: '01HV000000000000000000H1V3', name: 'Tasman 1', apiaryId: south.id });
    serveBeekeeper({ apiaries: [buildApiary(), south], hives: [buttercup, tasman] });
    // 1.5 per 100 bees: watch at the northern peak (threshold 2), treat in the southern winter (threshold 1).
    const check = { varroaMethod: 'sugar_roll', varroaMites: 3, varroaSampleBees: 200 } as const;
    serveInspections([
      buildInspection({ id: '01HV0000000000000000000IN1', hiveId: buttercup.id, hiveName: 'Buttercup', ...check }),
      buildInspection({ id: '01HV0000000000000000000IN2', hiveId: tasman.id, hiveName: 'Tasman 1', ...check }),
    ]);
    renderScreen();

    await screen.findByRole('heading', { name: 'Buttercup' });
    await waitFor(() => expect(within(cardOf('Tasman 1')).getByText('Treat')).toBeInTheDocument());
    expect(within(cardOf('Buttercup')).getByText('Watch')).toBeInTheDocument();
  });

  it("shows one hive's inspections when the address names it, and all of them again", async () => {
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buttercup, clover] });
    const requests = serveInspections([
      buildInspection({ id: '01HV0000000000000000000IN1', hiveId: buttercup.id, hiveName: 'Buttercup' }),
      buildInspection({ id: '01HV0000000000000000000IN2', hiveId: clover.id, hiveName: 'Clover' }),
    ]);
    const { user } = renderScreen(paths.app.inspections.getHref({ hiveId: clover.id }));

    expect(await screen.findByRole('heading', { name: 'Clover' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Buttercup' })).not.toBeInTheDocument();
    expect(requests[0]?.get('hiveId')).toBe(clover.id);
    const filter = screen.getByLabelText('Filter by hive');
    expect(filter).toHaveDisplayValue('Clover');

    await user.selectOptions(filter, 'All hives');
    expect(await screen.findByRole('heading', { name: 'Buttercup' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/inspections$/);

    await user.selectOptions(filter, 'Buttercup');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Clover' })).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(`/inspections?hiveId=${buttercup.id}`);
  });

  it('says a filtered hive has no inspections yet, and records one for it', async () => {
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buttercup, clover] });
    serveInspections([buildInspection({ hiveId: buttercup.id, hiveName: 'Buttercup' })]);
    const { user } = renderScreen(paths.app.inspections.getHref({ hiveId: clover.id }));

    expect(await screen.findByRole('heading', { name: 'No inspections of Clover yet' })).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'No inspections of Clover yet' }).parentElement as HTMLElement;
    await user.click(within(empty).getByRole('button', { name: 'Record Inspection' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record Inspection' }));
    expect(await dialog.findByLabelText('Hive')).toHaveValue(clover.id);
  });

  it('shows every inspection for an address naming a hive that is gone', async () => {
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buttercup] });
    serveInspections([buildInspection({ hiveId: buttercup.id, hiveName: 'Buttercup' })]);
    renderScreen(paths.app.inspections.getHref({ hiveId: '01HV000000000000000000GONE' }));

    expect(await screen.findByRole('heading', { name: 'Buttercup' })).toBeInTheDocument();
    expect(screen.getByLabelText('Filter by hive')).toHaveDisplayValue('All hives');
  });

  it('loads the next page with Load more, and stops after the last', async () => {
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buttercup] });
    const requests = serveInspections(inspectionSeries(25, { hiveName: 'Buttercup' }));
    const { user } = renderScreen();

    await waitFor(() => expect(cards()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more inspections' }));
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(requests.map((query) => query.get('cursor'))).toEqual([null, '2026-06-11_01HV00000000000000000IN019']);
    expect(screen.queryByRole('button', { name: 'Load more inspections' })).not.toBeInTheDocument();
    // Newest first, across pages.
    expect(within(cards()[0] as HTMLElement).getByText('June 30, 2026')).toBeInTheDocument();
    expect(within(cards()[24] as HTMLElement).getByText('June 6, 2026')).toBeInTheDocument();
  });

  it('loads the next page by itself when the end of the list scrolls into view', async () => {
    const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(readonly callback: IntersectionObserverCallback) {
          observed.push({ callback });
        }
        observe(target: Element) {
          const entry = observed.find((candidate) => candidate.callback === this.callback);
          if (entry) entry.target = target;
        }
        disconnect() {}
      },
    );
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buttercup] });
    serveInspections(inspectionSeries(45, { hiveName: 'Buttercup' }));
    renderScreen();

    await waitFor(() => expect(cards()).toHaveLength(20));
    const scrollTo = async (count: number) => {
      const watcher = observed.at(-1);
      if (!watcher?.target) throw new Error('nothing watches the end of the list');
      watcher.callback(
        [{ isIntersecting: true, target: watcher.target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
      await waitFor(() => expect(cards()).toHaveLength(count));
    };
    await scrollTo(40);
    await scrollTo(45);
    expect(screen.queryByRole('button', { name: 'Load more inspections' })).not.toBeInTheDocument();
  });

  it('keeps the loaded inspections when the next page fails, and retries it', async () => {
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buttercup] });
    const all = inspectionSeries(25, { hiveName: 'Buttercup' });
    serveInspections(all);
    const { user } = renderScreen();

    await waitFor(() => expect(cards()).toHaveLength(20));
    server.use(
      http.get(apiUrl(routes.listInspections), () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Load more inspections' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load more inspections.");
    expect(cards()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(25));
  });

  it('deletes an inspection after asking, and the list follows', async () => {
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buttercup] });
    const inspections = [
      buildInspection({
        id: '01HV0000000000000000000IN7',
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        inspectionDate: '2026-06-12',
        photos: ['users/u/inspection-photo/a'],
        photoUrls: ['https://bucket.test/a'],
      }),
    ];
    serveInspections(inspections);
    const deleted: string[] = [];
    server.use(
      http.delete(apiPattern(routes.deleteInspection), ({ params }) => {
        deleted.push(String(params.id));
        inspections.length = 0;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Delete inspection of Buttercup, June 12, 2026' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(
      confirm.getByText(
        "The inspection of Buttercup on June 12, 2026 and its 1 photo will be deleted, and the hive's health will follow its previous inspection. This can't be undone.",
      ),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete inspection of Buttercup, June 12, 2026' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TOASTS.inspectionDeleted)).toBeInTheDocument();
    expect(deleted).toEqual(['01HV0000000000000000000IN7']);
    expect(await screen.findByRole('heading', { name: 'No inspections yet' })).toBeInTheDocument();
  });
});
