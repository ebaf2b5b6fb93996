import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { QUEEN_API_ERRORS, QUEEN_TOASTS, QUEEN_VALIDATION } from '@shared/messages/queens';
import type { LineageQueen, Queen, QueenDetail, QueenLineage } from '@shared/schemas/queen';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { activateLocale } from '@/lib/i18n/catalog';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { CLIENT_MADE_ID } from '@/testing/outbox';
import { buildApiary, buildHive } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { apiPattern, apiUrl, pageAnswer, recordBodies, serveBeekeeper, server } from '@/testing/server';
import { QueenPage } from './queen-page';
import { QueensScreen } from './queens-screen';

const apiary = buildApiary({ id: '01HV000000000000000000AP01', name: 'Home Yard' });
const buttercup = buildHive({ id: '01HV000000000000000000H1V1', name: 'Buttercup', apiaryId: apiary.id });
const noRollup = { inspectionCount: 0, temperamentAverage: null, mitesPer100Average: null, honeyKg: 0 };

function buildQueen(overrides: Partial<Queen> = {}): Queen {
  return {
    id: '01HV000000000000000000QN01',
    createdAt: '2026-04-01T10:00:00.000Z',
    version: '01HV000000000000000000VR01',
    name: 'Ada',
    birthYear: 2025,
    marking: 'blue',
    expectedMarking: 'blue',
    markingMismatch: false,
    origin: 'reared',
    motherQueenId: null,
    clipped: false,
    status: 'heading',
    hiveId: buttercup.id,
    hiveName: 'Buttercup',
    notes: null,
    rollup: noRollup,
    ...overrides,
  };
}

function lineageQueen(queen: Queen, overrides: Partial<LineageQueen> = {}): LineageQueen {
  const { id, name, birthYear, marking, status, origin, motherQueenId, hiveId, hiveName, rollup } = queen;
  return { id, name, birthYear, marking, status, origin, motherQueenId, hiveId, hiveName, rollup, ...overrides };
}

/** Answers the queens list from `queens`; returns the order each request asked for. */
function serveQueens(queens: Queen[]) {
  const orders: (string | null)[] = [];
  server.use(
    http.get(apiUrl(routes.listQueens), ({ request }) => {
      const query = new URL(request.url).searchParams;
      orders.push(query.get('order'));
      const status = query.get('status');
      const listed = queens.filter((queen) => !status || queen.status === status);
      return pageAnswer(listed, query, (queen) => queen.id, 20);
    }),
  );
  return orders;
}

describe('the queens screen', () => {
  it('lists the queens with marking, year, status and hive, filters by status, and links each to her page', async () => {
    serveBeekeeper({ apiaries: [apiary], hives: [buttercup] });
    const orders = serveQueens([
      buildQueen(),
      buildQueen({ id: '01HV000000000000000000QN02', name: 'Bea', status: 'dead', hiveId: null, hiveName: null }),
    ]);
    const { user } = renderWithApp(<QueensScreen />, { path: paths.app.queens.getHref() });

    const list = await screen.findByRole('list', { name: 'Queens' });
    const [ada, bea] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(ada).toHaveTextContent(/Ada.*Blue.*2025.*Heading a colony.*Buttercup/);
    expect(within(ada).getByRole('link', { name: 'Ada' })).toHaveAttribute(
      'href',
      paths.app.queen.getHref('01HV000000000000000000QN01'),
    );
    expect(bea).toHaveTextContent('Dead');
    await expectNoSeriousA11yViolations('the queens screen');

    await user.selectOptions(screen.getByLabelText('Status'), 'dead');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Queens' })).getAllByRole('listitem')).toHaveLength(1),
    );
    await user.selectOptions(screen.getByLabelText('Order'), 'name');
    await waitFor(() => expect(orders).toContain('name'));
    await user.selectOptions(screen.getByLabelText('Status'), 'sold');
    expect(await screen.findByText('No queens sold')).toBeInTheDocument();
  });

  it('says when there are none yet, and when they could not be read', async () => {
    serveBeekeeper();
    serveQueens([]);
    renderWithApp(<QueensScreen />, { path: paths.app.queens.getHref() });
    expect(await screen.findByText('No queens recorded yet')).toBeInTheDocument();

    server.use(http.get(apiUrl(routes.listQueens), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithApp(<QueensScreen />, { path: paths.app.queens.getHref() });
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('warns as soon as her marking does not match her year, and adds her with an id of the app’s', async () => {
    serveBeekeeper({ apiaries: [apiary], hives: [buttercup] });
    serveQueens([]);
    const bodies = recordBodies(routes.createQueen, (body) =>
      HttpResponse.json(buildQueen({ id: String(body.id), name: String(body.name) }), { status: 201 }),
    );
    const { user } = renderWithApp(<QueensScreen />, { path: paths.app.queens.getHref() });

    await user.click(await screen.findByRole('button', { name: 'Add queen' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Name'), 'Cleo');
    await user.type(dialog.getByLabelText('Year of birth'), '2025');
    await user.selectOptions(dialog.getByLabelText('Marking'), 'red');
    expect(dialog.getByRole('status')).toHaveTextContent(QUEEN_VALIDATION.queenMarkingMismatch(2025, 'blue', 'red'));
    expect(dialog.getByRole('status')).toHaveTextContent('A queen born in 2025 is marked blue; this one is marked red');
    await user.selectOptions(dialog.getByLabelText('Marking'), 'blue');
    expect(dialog.queryByRole('status')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Create Queen' }));
    expect(await screen.findByText(QUEEN_TOASTS.queenCreated)).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({ id: CLIENT_MADE_ID, name: 'Cleo', birthYear: 2025, marking: 'blue', origin: 'reared' }),
    ]);
  });
});

describe('a queen’s page', () => {
  const mother = buildQueen({ id: '01HV000000000000000000QN00', name: 'Mother', birthYear: 2024, marking: 'green' });
  const ada = buildQueen({ motherQueenId: mother.id });
  const detail: QueenDetail = {
    ...ada,
    motherName: 'Mother',
    stays: [{ hiveId: buttercup.id, hiveName: 'Buttercup', from: '2026-04-01', to: null, how: 'placed' }],
  };
  const daughter = buildQueen({ id: '01HV000000000000000000QN03', name: 'Daughter', motherQueenId: ada.id });
  const granddaughter = buildQueen({ id: '01HV000000000000000000QN04', name: 'Granddaughter' });
  const lineage: QueenLineage = {
    queen: lineageQueen(ada, {
      rollup: { inspectionCount: 4, temperamentAverage: 4.5, mitesPer100Average: 1.2, honeyKg: 18 },
    }),
    ancestors: [lineageQueen(mother)],
    daughters: [lineageQueen(daughter, { hiveName: null, hiveId: null, status: 'caged' })],
    granddaughters: [lineageQueen(granddaughter, { motherQueenId: daughter.id })],
    moreDescendants: false,
  };

  function renderPage() {
    serveBeekeeper({ apiaries: [apiary], hives: [buttercup] });
    serveQueens([mother, ada, daughter]);
    server.use(
      http.get(apiPattern(routes.getQueen), () => HttpResponse.json(detail)),
      http.get(apiPattern(routes.getQueenLineage), () => HttpResponse.json(lineage)),
    );
    return renderWithApp(<QueenPage queenId={ada.id} />, { path: paths.app.queen.getHref(ada.id) });
  }

  it('speaks German to a German beekeeper: her page, her hives since when, and her figures', async () => {
    await activateLocale('de');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeInTheDocument();
    expect(screen.getByText('Führt ein Volk')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ada bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ihre Völker' })).toBeInTheDocument();
    expect(screen.getByText('seit 01.04.2026')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Vorfahren' })).toHaveTextContent(/Mother.*2024.*Grün/);
    expect(
      screen.getByText('4 Durchsichten · Sanftmut 4,5/5 · 1,2 Milben/100 Bienen · 18 kg Honig'),
    ).toBeInTheDocument();
  });

  it('shows her details, her hives and her family tree with each queen’s figures', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mother' })).toHaveAttribute('href', paths.app.queen.getHref(mother.id));
    expect(screen.getAllByRole('link', { name: 'Buttercup' })[0]).toHaveAttribute(
      'href',
      paths.app.hive.getHref(buttercup.id),
    );
    expect(screen.getByText('Apr 1, 2026 to now')).toBeInTheDocument();

    const ancestors = await screen.findByRole('list', { name: 'Ancestors' });
    expect(ancestors).toHaveTextContent(/Mother.*2024.*Green/);
    expect(screen.getByText('4 inspections · temper 4.5/5 · 1.2 mites/100 bees · 18 kg honey')).toBeInTheDocument();
    const daughters = screen.getByRole('list', { name: 'Daughters' });
    expect(daughters).toHaveTextContent(/Daughter.*Caged or banked/);
    expect(within(screen.getByRole('list', { name: 'Daughters of Daughter' })).getByRole('link')).toHaveTextContent(
      'Granddaughter',
    );
    await expectNoSeriousA11yViolations('a queen’s page');
  });

  it('edits her fields and status from the version it opened with, without a hive', async () => {
    const { user } = renderPage();
    const bodies = recordBodies(routes.updateQueen, { id: ada.id }, (body) =>
      HttpResponse.json(buildQueen({ ...ada, name: String(body.name), status: 'superseded' })),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Ada' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Mother')).toHaveValue(mother.id);
    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Ada the first');
    await user.selectOptions(dialog.getByLabelText('Status'), 'superseded');
    await user.click(dialog.getByRole('button', { name: 'Update Queen' }));
    expect(await screen.findByText(QUEEN_TOASTS.queenUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({ name: 'Ada the first', status: 'superseded', motherQueenId: mother.id }),
    ]);
    expect(bodies[0]).not.toHaveProperty('hiveId');
  });

  it('says why the server refuses to delete her', async () => {
    const { user } = renderPage();
    server.use(
      http.delete(apiPattern(routes.deleteQueen), () =>
        HttpResponse.json({ message: QUEEN_API_ERRORS.queenHeadsHive }, { status: 409 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Ada' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(QUEEN_API_ERRORS.queenHeadsHive)).toBeInTheDocument();
  });
});
