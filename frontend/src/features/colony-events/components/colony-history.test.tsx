import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_STATUS } from '@shared/messages';
import { RECORD_VERSION_HEADER } from '@shared/domain/offline-sync';
import words from '@shared/i18n/catalogs/colony-events/en-US.json';
import { COLONY_EVENT_API_ERRORS, COLONY_EVENT_TOASTS, COLONY_EVENT_VALIDATION } from '@shared/messages/colony-events';
import type { ColonyEvent } from '@shared/schemas/colony-event';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { activateLocale } from '@/lib/i18n/catalog';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { openDialog } from '@/testing/queries';
import { renderWithApp } from '@/testing/render';
import { buildApiary, buildHive } from '@/testing/records';
import { outboxEntries } from '@/lib/offline/outbox';
import { CLIENT_MADE_ID, emptyOutbox } from '@/testing/outbox';
import { apiUrl, buildUser, recordBodies, serveBeekeeper, server } from '@/testing/server';
import { ColonyHistory } from './colony-history';

const apiary = buildApiary();
const hive = buildHive({ id: '01HV000000000000000000H1V1', name: 'Golden Comb', apiaryId: apiary.id });
const nuc = buildHive({ id: '01HV000000000000000000H1V2', name: 'Nuc A', apiaryId: apiary.id });

function buildEvent(overrides: Partial<ColonyEvent> = {}): ColonyEvent {
  return {
    id: '01HV0000000000000000EVT001',
    createdAt: '2026-05-10T09:00:00.000Z',
    version: '2026-05-10T09:00:00.000Z',
    kind: 'split',
    date: '2026-05-10',
    hiveId: hive.id,
    hiveName: hive.name,
    otherHiveId: nuc.id,
    otherHiveName: nuc.name,
    queens: [],
    framesMoved: 5,
    broodFramesMoved: 3,
    oldQueenTo: 'parent',
    reason: null,
    cause: null,
    counterparty: null,
    notes: null,
    taskIds: [],
    latest: false,
    ...overrides,
  };
}

function serveEvents(events: ColonyEvent[]) {
  server.use(http.get(apiUrl(routes.listHiveColonyEvents, { id: hive.id }), () => HttpResponse.json({ events })));
}

function renderHistory(events: ColonyEvent[]) {
  serveBeekeeper({ apiaries: [apiary], hives: [hive, nuc] });
  serveEvents(events);
  return renderWithApp(<ColonyHistory hiveId={hive.id} />);
}

const section = () => screen.getByRole('region', { name: words['history.heading'] });

describe("a hive's colony history", () => {
  it('lists its events newest first, with the other hive linked, the queens named and the details', async () => {
    renderHistory([
      buildEvent({
        id: '01HV0000000000000000EVT002',
        kind: 'requeen',
        date: '2026-06-01',
        otherHiveId: null,
        otherHiveName: null,
        framesMoved: null,
        broodFramesMoved: null,
        oldQueenTo: null,
        queens: [
          { id: '01HV000000000000000000QN02', name: 'Beatrix', role: 'new' },
          { id: '01HV000000000000000000QN01', name: 'Matilda', role: 'old' },
        ],
        notes: 'Marked her white',
        latest: true,
      }),
      buildEvent(),
    ]);
    const list = await within(section()).findByRole('list', { name: 'Colony events of this hive' });
    const [requeen, split] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(requeen).toHaveTextContent('Requeen');
    expect(requeen).toHaveTextContent('New queen: Beatrix · Queen: Matilda');
    expect(requeen).toHaveTextContent('Marked her white');
    expect(within(requeen).getByRole('button', { name: words['history.undo'] })).toBeInTheDocument();
    expect(split).toHaveTextContent('5 frames moved · 3 of brood');
    expect(within(split).getByRole('link', { name: 'Nuc A' })).toHaveAttribute('href', paths.app.hive.getHref(nuc.id));
    // Only the latest event of its hives can be undone.
    expect(within(split).queryByRole('button', { name: words['history.undo'] })).toBeNull();
    await expectNoSeriousA11yViolations('the colony history');
  });

  it('speaks German to a German beekeeper: the history, its counts and its days', async () => {
    await activateLocale('de');
    renderHistory([buildEvent({ latest: true })]);
    const history = await screen.findByRole('region', { name: 'Volksgeschichte' });
    const list = await within(history).findByRole('list', { name: 'Ereignisse dieses Volks' });
    const split = within(list).getByRole('listitem');
    expect(split).toHaveTextContent('Ableger');
    expect(split).toHaveTextContent('5 Waben umgehängt · davon 3 Brut');
    expect(within(split).getByText('10.05.2026')).toHaveAttribute('dateTime', '2026-05-10');
    expect(within(split).getByRole('button', { name: 'Notizen bearbeiten' })).toBeInTheDocument();
    expect(within(split).getByRole('button', { name: 'Rückgängig machen' })).toBeInTheDocument();
  });

  it("names the colony's family: the colony it was split from and the splits made from it", async () => {
    const parent = buildEvent({
      id: '01HV0000000000000000EVT003',
      hiveId: '01HV000000000000000000H1V0',
      hiveName: 'Old Oak',
      otherHiveId: hive.id,
      otherHiveName: hive.name,
      date: '2025-05-14',
    });
    renderHistory([buildEvent(), parent]);
    const familyList = await within(section()).findByLabelText("This colony's family");
    expect(familyList).toHaveTextContent(`${words['history.splitFrom']}Old Oak, May 14, 2025`);
    expect(familyList).toHaveTextContent(`${words['history.splits']}Nuc A, May 10, 2026`);
    expect(within(familyList).getByRole('link', { name: 'Old Oak' })).toHaveAttribute(
      'href',
      paths.app.hive.getHref('01HV000000000000000000H1V0'),
    );
  });

  it('says so when the hive has no events yet', async () => {
    renderHistory([]);
    expect(await within(section()).findByText(words['history.empty'])).toBeInTheDocument();
  });

  it('edits an event’s notes from the version it showed', async () => {
    const user = userEvent.setup();
    const event = buildEvent({ notes: 'Five frames' });
    renderHistory([event]);
    const headers: (string | null)[] = [];
    const bodies = recordBodies(routes.updateColonyEvent, { id: event.id }, (body) =>
      HttpResponse.json({ ...event, ...body, version: '2026-05-11T09:00:00.000Z' }),
    );
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') headers.push(request.headers.get(RECORD_VERSION_HEADER));
    });
    await user.click(await within(section()).findByRole('button', { name: words['history.editNotes'] }));
    const notes = within(section()).getByLabelText('Notes');
    await user.clear(notes);
    await user.type(notes, 'Five frames, three of brood');
    await user.click(within(section()).getByRole('button', { name: words['history.saveNotes'] }));

    expect(await screen.findByText(COLONY_EVENT_TOASTS.colonyEventUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([{ notes: 'Five frames, three of brood' }]);
    expect(headers).toEqual([event.version]);
    server.events.removeAllListeners();
  });

  it('undoes the latest event after asking, and says why when the server refuses', async () => {
    const user = userEvent.setup();
    const event = buildEvent({ latest: true });
    renderHistory([event]);
    let deletes = 0;
    server.use(
      http.delete(apiUrl(routes.deleteColonyEvent, { id: event.id }), () => {
        deletes += 1;
        return deletes === 1
          ? HttpResponse.json({ message: COLONY_EVENT_API_ERRORS.createdHiveHasRecords('Nuc A') }, { status: 409 })
          : new HttpResponse(null, { status: 204 });
      }),
    );
    const undo = async () => {
      await user.click(await within(section()).findByRole('button', { name: words['history.undo'] }));
      const question = await screen.findByRole('alertdialog', { name: words['history.undoTitle'] });
      await user.click(within(question).getByRole('button', { name: words['history.undo'] }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    };
    await undo();
    expect(await screen.findByText(COLONY_EVENT_API_ERRORS.createdHiveHasRecords('Nuc A'))).toBeInTheDocument();
    await undo();
    expect(await screen.findByText(COLONY_EVENT_TOASTS.colonyEventDeleted)).toBeInTheDocument();
    expect(deletes).toBe(2);
  });
});

describe('the Record colony event dialog', () => {
  it('records a split of this hive, leaving out a new queen left blank', async () => {
    const user = userEvent.setup();
    renderHistory([]);
    const bodies = recordBodies(routes.createColonyEvent, (body) =>
      HttpResponse.json(buildEvent({ id: String(body.id) }), { status: 201 }),
    );
    const dialog = await openDialog(user, words['history.record'], words['history.record']);
    await user.type(dialog.getByLabelText('New hive name'), 'Nuc A');
    await user.type(dialog.getByLabelText('Frames moved'), '5');
    await user.type(dialog.getByLabelText('Brood frames moved'), '3');
    await expectNoSeriousA11yViolations('the colony event dialog');
    await user.click(dialog.getByRole('button', { name: 'Create Colony Event' }));

    expect(await screen.findByText(COLONY_EVENT_TOASTS.colonyEventCreated)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      kind: 'split',
      hiveId: hive.id,
      newHiveName: 'Nuc A',
      apiaryId: apiary.id,
      framesMoved: 5,
      broodFramesMoved: 3,
      oldQueenTo: 'parent',
    });
    expect(bodies[0]).not.toHaveProperty('newQueen');
  });

  it('asks a German beekeeper what happened in German', async () => {
    await activateLocale('de');
    const user = userEvent.setup();
    renderHistory([]);
    const dialog = await openDialog(user, 'Volksereignis erfassen', 'Volksereignis erfassen');
    const kind = dialog.getByLabelText('Was ist passiert');
    expect(within(kind).getByRole('option', { name: 'Schwarm eingefangen' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Umgehängte Brutwaben')).toBeInTheDocument();
    await user.selectOptions(kind, 'dead_out');
    const cause = await dialog.findByLabelText('Ursache (COLOSS)');
    expect(within(cause).getByRole('option', { name: 'Nicht lösbares Weiselproblem' })).toBeInTheDocument();
  });

  it('asks a dead-out for its COLOSS cause before sending anything, then records it', async () => {
    const user = userEvent.setup();
    renderHistory([]);
    const bodies = recordBodies(routes.createColonyEvent, (body) =>
      HttpResponse.json(buildEvent({ id: String(body.id), kind: 'dead_out' }), { status: 201 }),
    );
    const dialog = await openDialog(user, words['history.record'], words['history.record']);
    await user.selectOptions(dialog.getByLabelText('What happened'), 'dead_out');
    await user.click(await dialog.findByRole('button', { name: 'Create Colony Event' }));
    expect(await dialog.findByText(COLONY_EVENT_VALIDATION.lossCauseRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.selectOptions(dialog.getByLabelText('Cause (COLOSS)'), 'queen_problem');
    await user.click(dialog.getByRole('button', { name: 'Create Colony Event' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ kind: 'dead_out', hiveId: hive.id, cause: 'queen_problem' });
  });

  it('without signal keeps the event in the outbox, named by its hive, to send when signal returns', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const user = userEvent.setup();
      renderHistory([]);
      const bodies = recordBodies(routes.createColonyEvent, () => HttpResponse.json({}, { status: 500 }));
      const dialog = await openDialog(user, words['history.record'], words['history.record']);
      await user.selectOptions(dialog.getByLabelText('What happened'), 'swarm_lost');
      await user.click(await dialog.findByRole('button', { name: 'Create Colony Event' }));

      expect(await screen.findByText(OUTBOX_STATUS.savedOnDevice)).toBeInTheDocument();
      expect(bodies).toEqual([]);
      const [kept] = await outboxEntries(buildUser().id);
      expect(kept).toMatchObject({
        recordType: 'colonyEvent',
        hiveId: hive.id,
        body: { kind: 'swarm_lost', hiveId: hive.id, id: CLIENT_MADE_ID },
        label: expect.stringMatching(/^Swarmed of Golden Comb, /) as unknown as string,
      });
    } finally {
      offline.mockRestore();
      await emptyOutbox();
    }
  });

  it("sends a requeen's new queen", async () => {
    const user = userEvent.setup();
    renderHistory([]);
    const bodies = recordBodies(routes.createColonyEvent, (body) =>
      HttpResponse.json(buildEvent({ id: String(body.id), kind: 'requeen' }), { status: 201 }),
    );
    const dialog = await openDialog(user, words['history.record'], words['history.record']);
    await user.selectOptions(dialog.getByLabelText('What happened'), 'requeen');
    await user.type(await dialog.findByLabelText('Queen name'), 'Beatrix');
    await user.type(dialog.getByLabelText('Year of birth'), '2026');
    await user.selectOptions(dialog.getByLabelText('Marking'), 'white');
    await user.click(dialog.getByRole('button', { name: 'Create Colony Event' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      kind: 'requeen',
      hiveId: hive.id,
      newQueen: { name: 'Beatrix', birthYear: 2026, marking: 'white' },
    });
  });
});
