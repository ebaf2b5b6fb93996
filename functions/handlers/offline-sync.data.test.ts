/**
 * The API's side of offline sync (docs/features/offline.md, "The API's sync rules"), for every record type a
 * beekeeper writes offline: a create replayed with the app's id makes one record and counts it once; an edit that
 * started from a version no longer stored is refused with the stored record and changes nothing, atomically under
 * races; a deleted record answers an edit 404.
 */
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { RECORD_VERSION_HEADER } from '../../shared/domain/offline-sync';
import { API_ERRORS, VALIDATION } from '../../shared/messages';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import { ACCOUNT_HEADER } from '../lib/caller';
import { HiveEntity } from '../lib/data/entities/hive';
import type { RouteName } from '../routes';
import { beekeeper, setSubscription, type TestBeekeeper } from '../test-support/api';
import { recordSentCommands } from '../test-support/sent-commands';
import { joinTeam } from '../test-support/team';

interface Versioned {
  id: string;
  version: string;
}

/** One record type written offline: how its create, edit, delete and list routes are called. */
interface OfflineType {
  create: RouteName;
  update: RouteName;
  remove: RouteName;
  list: RouteName;
  /** A create's body for the hive. */
  body: (hive: Hive) => Record<string, unknown>;
  /** An edit's body, different each time `mark` differs. */
  edit: (hive: Hive, mark: number) => Record<string, unknown>;
  /** The record in an edit's answer (a task's edit answers `{ task, nextTask }`). */
  recordOf: (answer: unknown) => Versioned;
  /** What a replayed create costs: no write, only the reads that answer the stored record. */
  replayReads: readonly string[];
}

/** The plan check of a Pro route reads the user item first. */
const PLAN_CHECK = 'GetItemCommand';

const sameRecord = (answer: unknown) => answer as Versioned;

const OFFLINE_TYPES: Record<string, OfflineType> = {
  inspection: {
    create: 'createInspection',
    update: 'updateInspection',
    remove: 'deleteInspection',
    list: 'listInspections',
    body: (hive) => ({ hiveId: hive.id, inspectionDate: '2026-05-01', notes: 'Calm' }),
    edit: (hive, mark) => ({ hiveId: hive.id, inspectionDate: '2026-05-01', notes: `Calm ${mark}` }),
    recordOf: sameRecord,
    // The inspection (before any photo is prepared) and its hive's name.
    replayReads: ['GetItemCommand', 'GetItemCommand'],
  },
  task: {
    create: 'createTask',
    update: 'updateTask',
    remove: 'deleteTask',
    list: 'listTasks',
    body: (hive) => ({
      title: 'Add a super',
      dueDate: '2026-06-01',
      priority: 'medium',
      type: 'other',
      hiveId: hive.id,
    }),
    edit: (_hive, mark) => ({ title: `Add a super ${mark}` }),
    recordOf: (answer) => (answer as { task: Versioned }).task,
    // The task, then the names of its hive and apiary.
    replayReads: ['GetItemCommand', 'BatchGetItemCommand', 'BatchGetItemCommand'],
  },
  treatment: {
    create: 'createTreatment',
    update: 'updateTreatment',
    remove: 'deleteTreatment',
    list: 'listTreatments',
    // A varroa treatment from the catalogue with a cost: a recount task and an expense come with it.
    body: (hive) => ({
      hiveId: hive.id,
      treatmentType: 'varroa',
      treatmentName: 'Apivar',
      productId: 'apivar',
      applicationDate: '2026-05-01',
      cost: '24.99',
    }),
    edit: (hive, mark) => ({
      hiveId: hive.id,
      treatmentType: 'varroa',
      treatmentName: `Apivar ${mark}`,
      productId: 'apivar',
      applicationDate: '2026-05-01',
      cost: '24.99',
    }),
    recordOf: sameRecord,
    // The treatment and its hive's name.
    replayReads: [PLAN_CHECK, 'GetItemCommand', 'GetItemCommand'],
  },
  harvest: {
    create: 'createProduction',
    update: 'updateProduction',
    remove: 'deleteProduction',
    list: 'listProduction',
    body: (hive) => ({ hiveId: hive.id, productType: 'honey', quantity: 12, unit: 'lbs', harvestDate: '2026-07-01' }),
    edit: (hive, mark) => ({
      hiveId: hive.id,
      productType: 'honey',
      quantity: 12 + mark,
      unit: 'lbs',
      harvestDate: '2026-07-01',
    }),
    recordOf: sameRecord,
    // The harvest and its hive's name.
    replayReads: [PLAN_CHECK, 'GetItemCommand', 'GetItemCommand'],
  },
  'money record': {
    create: 'createFinance',
    update: 'updateFinance',
    remove: 'deleteFinance',
    list: 'listFinances',
    body: (hive) => ({
      type: 'income',
      category: 'honey_sales',
      amount: '40',
      description: 'Market',
      transactionDate: '2026-07-02',
      hiveId: hive.id,
    }),
    edit: (hive, mark) => ({
      type: 'income',
      category: 'honey_sales',
      amount: String(40 + mark),
      description: 'Market',
      transactionDate: '2026-07-02',
      hiveId: hive.id,
    }),
    recordOf: sameRecord,
    // The record, then the names of its hive and of the apiaries.
    replayReads: [PLAN_CHECK, 'GetItemCommand', 'BatchGetItemCommand', 'QueryCommand'],
  },
};

/** A Pro beekeeper (treatments, harvests and money records are Pro) with one hive. */
async function beekeeperWithHive(): Promise<{ who: TestBeekeeper; hive: Hive }> {
  const who = beekeeper();
  await setSubscription(who, 'pro', 'active');
  const apiary = await who.request<Apiary>('createApiary', { body: { name: 'Home yard', location: 'Barn' } });
  const hive = await who.request<Hive>('createHive', { body: { name: 'Hive 1', apiaryId: apiary.body.id } });
  expect(hive.statusCode).toBe(201);
  return { who, hive: hive.body };
}

/** What the beekeeper's records add up to: every list the writes show in, and the counts kept on the hive. */
async function booksOf(who: TestBeekeeper, hive: Hive) {
  const lists = await Promise.all(
    (['listInspections', 'listTasks', 'listTreatments', 'listProduction', 'listFinances'] as const).map(async (list) =>
      (await who.request<Versioned[]>(list)).body.map(({ id }) => id),
    ),
  );
  const { data } = await HiveEntity.get({ userId: who.userId, hiveId: hive.id }).go({ consistent: true });
  const { inspectionCount, treatmentCount, productionCount, financeCount } = data ?? {};
  return { lists, counts: { inspectionCount, treatmentCount, productionCount, financeCount } };
}

describe.each(Object.entries(OFFLINE_TYPES))('a %s written offline', (_name, type) => {
  it('is created once: a replay with the same id is answered 200 with the stored record, nothing counted twice', async () => {
    const { who, hive } = await beekeeperWithHive();
    const id = ulid();
    const first = await who.request<Versioned>(type.create, { body: { ...type.body(hive), id } });
    expect(first.statusCode).toBe(201);
    expect(first.body).toMatchObject({ id, version: expect.any(String) });
    const books = await booksOf(who, hive);

    const sent = recordSentCommands();
    const replay = await who.request<Versioned>(type.create, { body: { ...type.body(hive), id } });
    expect(replay).toMatchObject({ statusCode: 200, body: first.body });
    expect(sent).toEqual(type.replayReads);
    expect(await booksOf(who, hive)).toEqual(books);
  });

  it('sent twice at once with one id makes one record', async () => {
    const { who, hive } = await beekeeperWithHive();
    const id = ulid();
    const answers = await Promise.all(
      [1, 2, 3].map(() => who.request<Versioned>(type.create, { body: { ...type.body(hive), id } })),
    );
    expect(answers.map(({ statusCode }) => statusCode).sort()).toEqual([200, 200, 201]);
    const made = answers.find(({ statusCode }) => statusCode === 201)?.body;
    for (const { body } of answers) expect(body).toEqual(made);
    // One of each record the create makes (a treatment's recount task and expense too), the hive counting one.
    const { lists, counts } = await booksOf(who, hive);
    for (const ids of lists) expect(ids.length).toBeLessThanOrEqual(1);
    expect(lists.flat()).toContain(id);
    expect(Object.values(counts).filter((count) => (count ?? 0) > 1)).toEqual([]);
  });

  it("is created in the acting account even when another beekeeper's record has the same id", async () => {
    const ann = await beekeeperWithHive();
    const bob = await beekeeperWithHive();
    const id = ulid();
    expect((await ann.who.request(type.create, { body: { ...type.body(ann.hive), id } })).statusCode).toBe(201);
    const bobs = await bob.who.request<Versioned>(type.create, { body: { ...type.body(bob.hive), id } });
    expect(bobs.statusCode).toBe(201);
    expect((await booksOf(bob.who, bob.hive)).lists.flat()).toContain(id);
  });

  it('edited from a version no longer stored answers 409 with the stored record, and changes nothing', async () => {
    const { who, hive } = await beekeeperWithHive();
    const created = (await who.request<Versioned>(type.create, { body: type.body(hive) })).body;
    const edit = (mark: number, startedFrom?: string) =>
      who.requestFor(type.update, created.id, {
        body: type.edit(hive, mark),
        ...(startedFrom === undefined ? {} : { headers: { [RECORD_VERSION_HEADER]: startedFrom } }),
      });

    const first = await edit(1, created.version);
    expect(first.statusCode).toBe(200);
    const edited = type.recordOf(first.body);
    expect(edited.version).not.toBe(created.version);

    const stale = await edit(2, created.version);
    expect(stale).toMatchObject({
      statusCode: 409,
      body: { message: API_ERRORS.editConflict, code: 'editConflict', current: edited },
    });
    const listed = (await who.request<Versioned[]>(type.list)).body;
    expect(listed.find(({ id }) => id === created.id)).toEqual(edited);

    // From the version it answered, and without a version at all, an edit applies.
    expect((await edit(3, edited.version)).statusCode).toBe(200);
    expect((await edit(4)).statusCode).toBe(200);
  });

  it('edited twice at once from one version: one edit wins, the other answers 409', async () => {
    const { who, hive } = await beekeeperWithHive();
    const created = (await who.request<Versioned>(type.create, { body: type.body(hive) })).body;
    const answers = await Promise.all(
      [1, 2].map((mark) =>
        who.requestFor(type.update, created.id, {
          body: type.edit(hive, mark),
          headers: { [RECORD_VERSION_HEADER]: created.version },
        }),
      ),
    );
    expect(answers.map(({ statusCode }) => statusCode).sort()).toEqual([200, 409]);
    const winner = type.recordOf(answers.find(({ statusCode }) => statusCode === 200)?.body);
    const listed = (await who.request<Versioned[]>(type.list)).body;
    expect(listed.find(({ id }) => id === created.id)).toEqual(winner);
  });

  it('deleted, answers an edit from its last version 404', async () => {
    const { who, hive } = await beekeeperWithHive();
    const created = (await who.request<Versioned>(type.create, { body: type.body(hive) })).body;
    expect((await who.requestFor(type.remove, created.id)).statusCode).toBe(204);
    const edit = await who.requestFor(type.update, created.id, {
      body: type.edit(hive, 1),
      headers: { [RECORD_VERSION_HEADER]: created.version },
    });
    expect(edit.statusCode).toBe(404);
  });

  it('answers 400 to an edit whose version is not one HiveKeeper gave, changing nothing', async () => {
    const { who, hive } = await beekeeperWithHive();
    const created = (await who.request<Versioned>(type.create, { body: type.body(hive) })).body;
    const edit = await who.requestFor(type.update, created.id, {
      body: type.edit(hive, 1),
      headers: { [RECORD_VERSION_HEADER]: 'two words' },
    });
    expect(edit).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.invalidVersion, code: 'invalidVersion' },
    });
    const listed = (await who.request<Versioned[]>(type.list)).body;
    expect(listed.find(({ id }) => id === created.id)).toEqual(created);
  });
});

describe('a hive edited offline', () => {
  const hiveEdit = (hive: Hive, name: string) => ({ name, apiaryId: hive.apiaryId });

  it('keeps its version while inspections change what it shows, so an edit from before them applies', async () => {
    const { who, hive } = await beekeeperWithHive();
    const inspected = await who.request('createInspection', {
      body: { hiveId: hive.id, inspectionDate: '2026-05-01', broodPattern: 5 },
    });
    expect(inspected.statusCode).toBe(201);
    const shown = (await who.requestFor<Hive>('getHive', hive.id)).body;
    expect(shown).toMatchObject({ inspectionCount: 1, version: hive.version });

    const renamed = await who.requestFor<Hive>('updateHive', hive.id, {
      body: hiveEdit(hive, 'Queen Bee'),
      headers: { [RECORD_VERSION_HEADER]: hive.version },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body.version).not.toBe(hive.version);

    const stale = await who.requestFor('updateHive', hive.id, {
      body: hiveEdit(hive, 'Old name'),
      headers: { [RECORD_VERSION_HEADER]: hive.version },
    });
    expect(stale).toMatchObject({
      statusCode: 409,
      body: { message: API_ERRORS.editConflict, code: 'editConflict', current: renamed.body },
    });
    expect((await who.requestFor<Hive>('getHive', hive.id)).body).toMatchObject({ name: 'Queen Bee' });
  });

  it('edited twice at once from one version: one edit wins, the other answers 409', async () => {
    const { who, hive } = await beekeeperWithHive();
    const answers = await Promise.all(
      ['Clover', 'Heather'].map((name) =>
        who.requestFor<Hive>('updateHive', hive.id, {
          body: hiveEdit(hive, name),
          headers: { [RECORD_VERSION_HEADER]: hive.version },
        }),
      ),
    );
    expect(answers.map(({ statusCode }) => statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find(({ statusCode }) => statusCode === 200)?.body;
    expect((await who.requestFor<Hive>('getHive', hive.id)).body).toMatchObject({
      name: winner?.name,
      version: winner?.version,
    });
  });

  it('deleted, answers an edit from its last version 404', async () => {
    const { who, hive } = await beekeeperWithHive();
    expect((await who.requestFor('deleteHive', hive.id)).statusCode).toBe(204);
    const edit = await who.requestFor('updateHive', hive.id, {
      body: hiveEdit(hive, 'Gone'),
      headers: { [RECORD_VERSION_HEADER]: hive.version },
    });
    expect(edit).toMatchObject({ statusCode: 404, body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' } });
  });
});

describe('a task completed offline', () => {
  it('from a version no longer stored answers 409 with the stored task, and schedules nothing', async () => {
    const { who, hive } = await beekeeperWithHive();
    const task = (
      await who.request<Versioned>('createTask', {
        body: { title: 'Swarm check', dueDate: '2026-06-01', priority: 'high', type: 'inspection', repeat: 'weekly' },
      })
    ).body;
    const renamed = await who.requestFor<{ task: Versioned }>('updateTask', task.id, { body: { title: 'Swarm look' } });
    const done = await who.requestFor('updateTask', task.id, {
      body: { completed: true },
      headers: { [RECORD_VERSION_HEADER]: task.version },
    });
    expect(done).toMatchObject({ statusCode: 409, body: { current: renamed.body.task } });
    const { lists } = await booksOf(who, hive);
    expect(lists[1]).toEqual([task.id]);
  });
});

describe("a season's checklist added offline", () => {
  const checklist = (hive: Hive, ids: readonly (string | undefined)[]) => ({
    tasks: ids.map((id, index) => ({
      ...(id === undefined ? {} : { id }),
      title: `Spring task ${index + 1}`,
      dueDate: '2026-04-01',
      priority: 'medium',
      type: 'maintenance',
      hiveId: hive.id,
    })),
  });

  it('is added once: a replay finds its tasks with one BatchGet and is answered them', async () => {
    const { who, hive } = await beekeeperWithHive();
    const body = checklist(hive, [ulid(), ulid(), ulid()]);
    const first = await who.request<Versioned[]>('createTasks', { body });
    expect(first.statusCode).toBe(201);

    const sent = recordSentCommands();
    const replay = await who.request<Versioned[]>('createTasks', { body });
    expect(replay).toMatchObject({ statusCode: 200, body: first.body });
    // The tasks, then the names of their hives and apiaries.
    expect(sent).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand', 'BatchGetItemCommand']);
    expect((await booksOf(who, hive)).lists[1]?.sort()).toEqual(body.tasks.map(({ id }) => id).sort());
  });

  it('sent twice at once is added once', async () => {
    const { who, hive } = await beekeeperWithHive();
    const body = checklist(hive, [ulid(), ulid()]);
    const answers = await Promise.all([1, 2].map(() => who.request<Versioned[]>('createTasks', { body })));
    expect(answers.map(({ statusCode }) => statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]?.body).toEqual(answers[1]?.body);
    expect((await booksOf(who, hive)).lists[1]?.sort()).toEqual(body.tasks.map(({ id }) => id).sort());
  });

  it('names every task with an id of its own, or none (400 otherwise, nothing added)', async () => {
    const { who, hive } = await beekeeperWithHive();
    const id = ulid();
    for (const ids of [
      [id, undefined],
      [id, id],
    ]) {
      const answer = await who.request('createTasks', { body: checklist(hive, ids) });
      expect(answer).toMatchObject({ statusCode: 400, body: { message: VALIDATION.batchIds, code: 'batchIds' } });
    }
    expect((await booksOf(who, hive)).lists[1]).toEqual([]);
  });
});

describe("an editor's writes queued for the account they act on", () => {
  it("are found in that account when replayed, and an edit from a stale copy meets its owner's change", async () => {
    const { who: owner, hive } = await beekeeperWithHive();
    const editor = beekeeper();
    await joinTeam(owner, editor, { role: 'editor' });
    const onOwnersAccount = { [ACCOUNT_HEADER]: owner.userId };
    const body = { id: ulid(), hiveId: hive.id, inspectionDate: '2026-05-01', notes: 'Calm' };

    const made = await editor.request<Versioned>('createInspection', { body, headers: onOwnersAccount });
    expect(made.statusCode).toBe(201);
    const replay = await editor.request<Versioned>('createInspection', { body, headers: onOwnersAccount });
    expect(replay).toMatchObject({ statusCode: 200, body: made.body });
    // The owner's account holds it; the editor's own holds nothing.
    expect((await owner.request<Versioned[]>('listInspections')).body.map(({ id }) => id)).toEqual([body.id]);
    expect((await editor.request<Versioned[]>('listInspections')).body).toEqual([]);

    const ownersEdit = await owner.requestFor<Versioned>('updateInspection', body.id, {
      body: { ...body, notes: 'Calm, supers on' },
      headers: { [RECORD_VERSION_HEADER]: made.body.version },
    });
    expect(ownersEdit.statusCode).toBe(200);
    const editorsEdit = await editor.requestFor('updateInspection', body.id, {
      body: { ...body, notes: 'Calm, queen seen' },
      headers: { ...onOwnersAccount, [RECORD_VERSION_HEADER]: made.body.version },
    });
    expect(editorsEdit).toMatchObject({ statusCode: 409, body: { current: ownersEdit.body } });
  });
});
