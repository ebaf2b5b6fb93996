import { describe, expect, it } from 'vitest';
import titles from '../../../shared/i18n/catalogs/server-tasks/en-US.json' with { type: 'json' };
import { COLONY_EVENT_API_ERRORS } from '../../../shared/messages/colony-events';
import { API_ERRORS } from '../../../shared/messages';
import { RECORD_VERSION_HEADER } from '../../../shared/domain/offline-sync';
import { addDays } from '../../../shared/rules/reminders';
import type { Apiary } from '../../../shared/schemas/apiary';
import { colonyEventListSchema, colonyEventSchema, type ColonyEvent } from '../../../shared/schemas/colony-event';
import type { Hive } from '../../../shared/schemas/hive';
import { ApiaryEntity } from '../../lib/data/entities/apiary';
import { ColonyEventEntity } from '../../lib/data/entities/colony-event';
import { HiveEntity } from '../../lib/data/entities/hive';
import { QueenEntity } from '../../lib/data/entities/queen';
import { TaskEntity } from '../../lib/data/entities/task';
import { getHiveTallies } from '../../lib/data/hive-tallies';
import { getUser } from '../../lib/data/users';
import type { Caller } from '../../lib/caller';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { recountDashboardMetrics } from '../../test-support/dashboard-recount';
import { recordSentCommands } from '../../test-support/sent-commands';

/** The events' day: the day they are recorded, so every follow-up check is still to come. */
const date = new Date().toISOString().slice(0, 10);

async function createApiary(who: TestBeekeeper, name = 'Home yard') {
  const answer = await who.request<Apiary>('createApiary', { body: { name, location: 'Behind the barn' } });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

async function createHive(who: TestBeekeeper, apiaryId: string, name: string) {
  const answer = await who.request<Hive>('createHive', { body: { name, apiaryId } });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

function record(who: TestBeekeeper, body: object) {
  return who.request<ColonyEvent>('createColonyEvent', { body: { date, ...body } });
}

async function recorded(who: TestBeekeeper, body: object): Promise<ColonyEvent> {
  const answer = await record(who, body);
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
  return colonyEventSchema.strict().parse(answer.body);
}

async function hiveRecord(who: TestBeekeeper, hiveId: string) {
  const { data } = await HiveEntity.get({ userId: who.userId, hiveId }).go({ consistent: true });
  if (!data) throw new Error(`No hive ${hiveId}`);
  return data;
}

async function queenRecord(who: TestBeekeeper, queenId: string) {
  const { data } = await QueenEntity.get({ userId: who.userId, queenId }).go({ consistent: true });
  if (!data) throw new Error(`No queen ${queenId}`);
  return data;
}

async function timeline(who: TestBeekeeper, hiveId: string) {
  const answer = await who.requestFor('listHiveColonyEvents', hiveId);
  expect(answer.statusCode).toBe(200);
  return colonyEventListSchema.parse(answer.body).events;
}

/** A beekeeper with an apiary, `count` hives and, on the first, a queen record (given by a requeen). */
async function keeper({ count = 2, pro = true } = {}) {
  const who = beekeeper();
  if (pro) await setSubscription(who, 'pro', 'active');
  const yard = await createApiary(who);
  const hives: Hive[] = [];
  for (let index = 1; index <= count; index++) hives.push(await createHive(who, yard.id, `Hive ${index}`));
  const first = hives[0] as Hive;
  const requeen = await recorded(who, {
    kind: 'requeen',
    date: '2026-04-01',
    hiveId: first.id,
    newQueen: { name: 'Matilda', birthYear: 2026, marking: 'white', origin: 'bought' },
  });
  const queenId = requeen.queens[0]?.id ?? '';
  return { who, yard, hives, first, queenId };
}

/**
 * Everything the events must keep in step, read back: each hive's queen and each queen's hive agree, a queen's
 * stays are closed unless she heads a colony, ended colonies carry their end, and the apiary, user and dashboard
 * counts equal a recount of the hives.
 */
async function expectConsistent(who: TestBeekeeper) {
  const { userId } = who;
  const [{ data: hives }, { data: queens }, { data: apiaries }] = await Promise.all([
    HiveEntity.query.hivesOfUser({ userId }).go({ pages: 'all', consistent: true }),
    QueenEntity.query.queensOfUser({ userId }).go({ pages: 'all', consistent: true }),
    ApiaryEntity.query.apiariesOfUser({ userId }).go({ pages: 'all', consistent: true }),
  ]);
  for (const hive of hives) {
    if (hive.currentQueenId !== undefined) {
      const queen = queens.find(({ queenId }) => queenId === hive.currentQueenId);
      expect(queen, `the queen of ${hive.name}`).toMatchObject({ status: 'heading', hiveId: hive.hiveId });
      expect(hive.queenId).toBe(queen?.name);
    }
    if (hive.status === 'active') {
      expect(hive.endedOn).toBeUndefined();
      expect(hive.endReason).toBeUndefined();
    } else {
      expect(hive.endedOn, `${hive.name} ended`).toBeDefined();
      expect(hive.currentQueenId).toBeUndefined();
    }
  }
  for (const queen of queens) {
    const openStays = (queen.stays ?? []).filter((stay) => stay.to === undefined);
    if (queen.status === 'heading') {
      const hive = hives.find(({ hiveId }) => hiveId === queen.hiveId);
      expect(hive?.currentQueenId, `the hive of ${queen.name}`).toBe(queen.queenId);
      expect(openStays).toEqual([expect.objectContaining({ hiveId: queen.hiveId })]);
    } else {
      expect(queen.hiveId).toBeUndefined();
      expect(openStays).toEqual([]);
    }
  }
  for (const apiary of apiaries) {
    expect(apiary.hiveCount, `hives of ${apiary.name}`).toBe(
      hives.filter((hive) => hive.apiaryId === apiary.apiaryId).length,
    );
  }
  expect((await getUser(userId))?.hiveCount).toBe(hives.length);
  const recount = await recountDashboardMetrics(userId, { pro: false });
  const tallies = await getHiveTallies({ userId } as Caller);
  expect(tallies.now).toEqual(recount.hivesByHealth);
  expect(tallies.addedThisMonth).toBe(recount.hivesAddedThisMonth);
}

async function followUpsOf(who: TestBeekeeper, event: ColonyEvent) {
  const { data } = await TaskEntity.get(event.taskIds.map((taskId) => ({ userId: who.userId, taskId }))).go({
    consistent: true,
  });
  return data
    .map(({ title, dueDate, hiveId, status }) => ({ title, dueDate, hiveId, status }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/** What an undo must put back: the hives, queens, tasks and counts, without the versions the writes move. */
async function stateOf(who: TestBeekeeper) {
  const { userId } = who;
  const [{ data: hives }, { data: queens }, { data: tasks }] = await Promise.all([
    HiveEntity.query.hivesOfUser({ userId }).go({ pages: 'all', consistent: true }),
    QueenEntity.query.queensOfUser({ userId }).go({ pages: 'all', consistent: true }),
    TaskEntity.query.task({ userId }).go({ pages: 'all', consistent: true }),
  ]);
  const { data: apiaries } = await ApiaryEntity.query.apiariesOfUser({ userId }).go({ consistent: true });
  return {
    hives: hives.map(({ version: _v, updatedAt: _u, changedBy: _c, ...hive }) => hive),
    queens: queens.map(({ version: _v, updatedAt: _u, ...queen }) => queen),
    tasks: tasks.map(({ taskId, status }) => ({ taskId, status })),
    apiaries: apiaries.map(({ apiaryId, hiveCount }) => ({ apiaryId, hiveCount })),
    hiveCount: (await getUser(userId))?.hiveCount,
    tallies: (await getHiveTallies({ userId } as Caller)).now,
  };
}

describe('colony events', () => {
  it('recorded after the fact, add only the checks still to come', async () => {
    const { who, first } = await keeper();
    const tenDaysAgo = addDays(date, -10);
    const event = await recorded(who, { kind: 'split', date: tenDaysAgo, hiveId: first.id, newHiveName: 'Nuc A' });
    expect((await followUpsOf(who, event)).map(({ title, dueDate }) => [title, dueDate])).toEqual([
      [titles['followUp.checkNewQueenLaying'], addDays(tenDaysAgo, 24)],
    ]);
  });

  it("write their follow-ups in the language of the recording beekeeper's profile, at one GetItem", async () => {
    const { who, first } = await keeper();
    await who.request('updateProfile', { body: { preferences: { language: 'de' } } });
    const sent = recordSentCommands();
    const german = await recorded(who, { kind: 'split', hiveId: first.id, newHiveName: 'Ableger A' });
    // The hives and their queens beside the user's language, one transaction, then the hives' names to answer.
    expect(sent.splice(0).sort()).toEqual([
      ...Array(3).fill('BatchGetItemCommand'),
      'GetItemCommand',
      'TransactWriteItemsCommand',
    ]);
    expect((await followUpsOf(who, german)).map(({ title }) => title)).toEqual([
      'Weiselloses Volk auf verdeckelte Weiselzellen prüfen',
      'Auf Stifte prüfen: Legt die neue Königin?',
    ]);
    // An event with no follow-up reads no language.
    await recorded(who, { kind: 'sold', hiveId: first.id, buyer: 'A neighbour' });
    expect(sent.splice(0)).not.toContain('GetItemCommand');

    const { who: english, first: hive } = await keeper();
    const event = await recorded(english, { kind: 'split', hiveId: hive.id, newHiveName: 'Nuc A' });
    expect((await followUpsOf(english, event)).map(({ title }) => title)).toEqual([
      'Check the queenless colony for sealed queen cells',
      'Check for eggs: is the new queen laying?',
    ]);
  });

  it('split a colony: a new hive counted like any, the parent keeps its queen, the new one raises its own', async () => {
    const { who, yard, first, queenId } = await keeper();
    const event = await recorded(who, {
      kind: 'split',
      hiveId: first.id,
      newHiveName: 'Nuc A',
      framesMoved: 5,
      broodFramesMoved: 3,
      oldQueenTo: 'parent',
    });
    expect(event).toMatchObject({ kind: 'split', hiveName: 'Hive 1', otherHiveName: 'Nuc A', framesMoved: 5 });
    const nuc = await hiveRecord(who, event.otherHiveId ?? '');
    expect(nuc).toMatchObject({ status: 'active', startedOn: date, parentHiveId: first.id, apiaryId: yard.id });
    expect(nuc.currentQueenId).toBeUndefined();
    expect(await hiveRecord(who, first.id)).toMatchObject({ currentQueenId: queenId, queenId: 'Matilda' });
    expect(await followUpsOf(who, event)).toEqual([
      {
        title: titles['followUp.checkQueenCells'],
        dueDate: addDays(date, 7),
        hiveId: nuc.hiveId,
        status: 'pending',
      },
      {
        title: titles['followUp.checkNewQueenLaying'],
        dueDate: addDays(date, 24),
        hiveId: nuc.hiveId,
        status: 'pending',
      },
    ]);
    // On both hives' timelines.
    expect((await timeline(who, first.id)).map(({ id }) => id)).toContain(event.id);
    expect((await timeline(who, nuc.hiveId)).map(({ id }) => id)).toEqual([event.id]);
    await expectConsistent(who);
  });

  it('split with the old queen moving to the new hive and a new queen given to the parent', async () => {
    const { who, first, queenId } = await keeper();
    const event = await recorded(who, {
      kind: 'split',
      hiveId: first.id,
      newHiveName: 'Nuc B',
      oldQueenTo: 'new_hive',
      newQueen: { name: 'Beatrix', birthYear: 2026, marking: 'white' },
    });
    const nucId = event.otherHiveId ?? '';
    const beatrix = event.queens.find(({ role }) => role === 'new');
    expect(await hiveRecord(who, nucId)).toMatchObject({ currentQueenId: queenId, queenId: 'Matilda' });
    expect(await hiveRecord(who, first.id)).toMatchObject({ currentQueenId: beatrix?.id, queenId: 'Beatrix' });
    const matilda = await queenRecord(who, queenId);
    expect(matilda.stays).toEqual([
      { hiveId: first.id, from: '2026-04-01', to: date, how: 'requeen' },
      { hiveId: nucId, from: date, how: 'split' },
    ]);
    expect((await followUpsOf(who, event)).map(({ dueDate, hiveId }) => [dueDate, hiveId])).toEqual([
      [addDays(date, 4), first.id],
      [addDays(date, 9), first.id],
    ]);
    await expectConsistent(who);
  });

  it('combine: the united hive ends as combined, its queen is replaced, the paper comes off in a week', async () => {
    const { who, hives, first, queenId } = await keeper();
    const second = hives[1] as Hive;
    const secondQueen = (
      await recorded(who, { kind: 'requeen', hiveId: second.id, newQueen: { name: 'Ruth' } })
    ).queens.find(({ role }) => role === 'new');
    const event = await recorded(who, {
      kind: 'combine',
      hiveId: first.id,
      otherHiveId: second.id,
      reason: 'strengthen',
    });
    expect(await hiveRecord(who, second.id)).toMatchObject({
      status: 'combined',
      endedOn: date,
      endReason: 'combined',
    });
    expect(await hiveRecord(who, first.id)).toMatchObject({ status: 'active', currentQueenId: queenId });
    expect(await queenRecord(who, secondQueen?.id ?? '')).toMatchObject({ status: 'replaced' });
    expect(await followUpsOf(who, event)).toMatchObject([
      { title: titles['followUp.removeNewspaper'], dueDate: addDays(date, 7), hiveId: first.id },
    ]);
    expect((await timeline(who, second.id)).map(({ id }) => id)).toContain(event.id);
    await expectConsistent(who);
  });

  it("combine for a queen problem, keeping the other hive's queen", async () => {
    const { who, hives, first, queenId } = await keeper();
    const second = hives[1] as Hive;
    const ruth = (await recorded(who, { kind: 'requeen', hiveId: second.id, newQueen: { name: 'Ruth' } })).queens[0];
    await recorded(who, {
      kind: 'combine',
      hiveId: first.id,
      otherHiveId: second.id,
      reason: 'queen_problem',
      keptQueen: 'other',
    });
    expect(await hiveRecord(who, second.id)).toMatchObject({ status: 'combined', endReason: 'queen_problem' });
    expect(await hiveRecord(who, first.id)).toMatchObject({ currentQueenId: ruth?.id, queenId: 'Ruth' });
    expect(await queenRecord(who, queenId)).toMatchObject({ status: 'replaced' });
    await expectConsistent(who);
  });

  it('swarm lost: the queen leaves with it, the hive is queenless and watched for its new queen', async () => {
    const { who, first, queenId } = await keeper();
    const event = await recorded(who, { kind: 'swarm_lost', hiveId: first.id });
    const hive = await hiveRecord(who, first.id);
    expect(hive.status).toBe('active');
    expect(hive.currentQueenId).toBeUndefined();
    expect(hive.queenId).toBeUndefined();
    expect(await queenRecord(who, queenId)).toMatchObject({ status: 'lost' });
    expect((await followUpsOf(who, event)).map(({ dueDate }) => dueDate)).toEqual([
      addDays(date, 8),
      addDays(date, 24),
    ]);
    await expectConsistent(who);
  });

  it('swarm caught: a new hive with the swarm queen, eggs looked for within a week', async () => {
    const { who, yard, first } = await keeper();
    const event = await recorded(who, {
      kind: 'swarm_caught',
      newHiveName: 'Swarm from the oak',
      apiaryId: yard.id,
      fromHiveId: first.id,
      newQueen: { name: 'Oakie' },
    });
    const hive = await hiveRecord(who, event.hiveId);
    expect(hive).toMatchObject({ name: 'Swarm from the oak', startedOn: date, queenId: 'Oakie' });
    expect(await queenRecord(who, hive.currentQueenId ?? '')).toMatchObject({ origin: 'swarm', status: 'heading' });
    expect(event.otherHiveId).toBe(first.id);
    expect(await followUpsOf(who, event)).toMatchObject([{ dueDate: addDays(date, 7), hiveId: hive.hiveId }]);
    await expectConsistent(who);
  });

  it('supersedure: the daughter heads the colony, her mother superseded', async () => {
    const { who, first, queenId } = await keeper();
    const event = await recorded(who, {
      kind: 'supersedure',
      hiveId: first.id,
      newQueen: { name: 'Daughter', birthYear: 2026 },
    });
    const daughter = await queenRecord(who, event.queens.find(({ role }) => role === 'new')?.id ?? '');
    expect(daughter).toMatchObject({ origin: 'reared', motherQueenId: queenId, status: 'heading', hiveId: first.id });
    expect(await queenRecord(who, queenId)).toMatchObject({ status: 'superseded' });
    expect(event.taskIds).toEqual([]);
    await expectConsistent(who);
  });

  it('dead-out: the colony ends with the COLOSS cause, its queen dead, its combs checked and protected', async () => {
    const { who, first, queenId } = await keeper();
    const event = await recorded(who, { kind: 'dead_out', hiveId: first.id, cause: 'queen_problem' });
    expect(await hiveRecord(who, first.id)).toMatchObject({
      status: 'dead',
      endedOn: date,
      endReason: 'queen_problem',
    });
    expect(await queenRecord(who, queenId)).toMatchObject({ status: 'dead' });
    expect((await followUpsOf(who, event)).map(({ dueDate }) => dueDate)).toEqual([addDays(date, 1), addDays(date, 3)]);
    await expectConsistent(who);
    // An ended colony takes part in no later event.
    const later = await record(who, { kind: 'requeen', hiveId: first.id, newQueen: { name: 'Too late' } });
    expect(later).toMatchObject({ statusCode: 409, body: { message: COLONY_EVENT_API_ERRORS.hiveEnded('Hive 1') } });
  });

  it('sold and bought: one colony ends as sold, another starts with its bought queen', async () => {
    const { who, yard, first, queenId } = await keeper();
    const sold = await recorded(who, { kind: 'sold', hiveId: first.id, buyer: 'A neighbour' });
    expect(sold.counterparty).toBe('A neighbour');
    expect(await hiveRecord(who, first.id)).toMatchObject({ status: 'sold', endReason: 'sold' });
    expect(await queenRecord(who, queenId)).toMatchObject({ status: 'sold' });
    const bought = await recorded(who, {
      kind: 'bought',
      newHiveName: 'Bought nuc',
      apiaryId: yard.id,
      newQueen: { name: 'Buckfast', birthYear: 2025 },
    });
    const hive = await hiveRecord(who, bought.hiveId);
    expect(await queenRecord(who, hive.currentQueenId ?? '')).toMatchObject({ origin: 'bought' });
    expect(await followUpsOf(who, bought)).toMatchObject([
      { title: titles['followUp.checkBoughtColony'], dueDate: addDays(date, 14) },
    ]);
    await expectConsistent(who);
  });

  it('a free beekeeper at the hive limit cannot split: 402 and nothing written', async () => {
    const { who, first } = await keeper({ count: 3, pro: false });
    const before = await stateOf(who);
    const answer = await record(who, { kind: 'split', hiveId: first.id, newHiveName: 'One too many' });
    expect(answer).toMatchObject({
      statusCode: 402,
      body: { message: API_ERRORS.hiveLimitReached, code: 'hiveLimitReached' },
    });
    expect(await stateOf(who)).toEqual(before);
    expect(await timeline(who, first.id)).toHaveLength(1);
  });

  it('two dead-outs of one hive sent at once: one applies, the other answers 409', async () => {
    const { who, first } = await keeper();
    const answers = await Promise.all(
      ['dead', 'disaster'].map((cause) => record(who, { kind: 'dead_out', hiveId: first.id, cause })),
    );
    expect(answers.map(({ statusCode }) => statusCode).sort()).toEqual([201, 409]);
    const applied = answers.find(({ statusCode }) => statusCode === 201)?.body;
    expect((await hiveRecord(who, first.id)).endReason).toBe(applied?.cause);
    expect((await timeline(who, first.id)).filter(({ kind }) => kind === 'dead_out')).toHaveLength(1);
    await expectConsistent(who);
  });

  it('splits and a sale of one hive sent at once stay consistent; two splits at the free limit make one hive', async () => {
    const { who, first } = await keeper();
    const answers = await Promise.all([
      record(who, { kind: 'split', hiveId: first.id, newHiveName: 'Split 1' }),
      record(who, { kind: 'split', hiveId: first.id, newHiveName: 'Split 2' }),
      record(who, { kind: 'sold', hiveId: first.id }),
    ]);
    const [split1, split2, sale] = answers.map(({ statusCode }) => statusCode);
    expect(sale).toBe(201);
    // A split after the sale finds the hive ended.
    for (const status of [split1, split2]) expect([201, 409]).toContain(status);
    await expectConsistent(who);

    const free = await keeper({ count: 2, pro: false });
    const racing = await Promise.all(
      ['A', 'B'].map((name) => record(free.who, { kind: 'split', hiveId: free.first.id, newHiveName: name })),
    );
    expect(racing.map(({ statusCode }) => statusCode).sort()).toEqual([201, 402]);
    await expectConsistent(free.who);
  });

  it('an undo racing a new event on the same hive: the undo applies first or is refused, never half of each', async () => {
    const { who, first } = await keeper();
    const split = await recorded(who, { kind: 'split', hiveId: first.id, newHiveName: 'Nuc' });
    const [undo, swarm] = await Promise.all([
      who.requestFor('deleteColonyEvent', split.id),
      record(who, { kind: 'swarm_lost', hiveId: first.id }),
    ]);
    expect(swarm.statusCode).toBe(201);
    expect([204, 409]).toContain(undo.statusCode);
    const kinds = (await timeline(who, first.id)).map(({ kind }) => kind);
    expect(kinds).toEqual(undo.statusCode === 204 ? ['swarm_lost', 'requeen'] : ['swarm_lost', 'split', 'requeen']);
    await expectConsistent(who);
  });

  it("answers 404 for another beekeeper's hives, apiaries and events, changing nothing", async () => {
    const ann = await keeper();
    const bob = await keeper();
    const annsEvent = (await timeline(ann.who, ann.first.id))[0] as ColonyEvent;
    const before = await stateOf(ann.who);
    for (const body of [
      { kind: 'dead_out', hiveId: ann.first.id, cause: 'dead' },
      { kind: 'combine', hiveId: bob.first.id, otherHiveId: ann.first.id, reason: 'strengthen' },
      { kind: 'bought', newHiveName: 'Stolen', apiaryId: ann.yard.id },
      { kind: 'split', hiveId: bob.first.id, newHiveName: 'Sneaky', apiaryId: ann.yard.id },
    ]) {
      expect((await record(bob.who, body)).statusCode, JSON.stringify(body)).toBe(404);
    }
    expect((await bob.who.requestFor('listHiveColonyEvents', ann.first.id)).statusCode).toBe(404);
    expect((await bob.who.requestFor('updateColonyEvent', annsEvent.id, { body: { notes: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await bob.who.requestFor('deleteColonyEvent', annsEvent.id)).statusCode).toBe(404);
    expect(await stateOf(ann.who)).toEqual(before);
    await expectConsistent(bob.who);
  });

  it('replays a create with the same id: 200 with the stored event, written once', async () => {
    const { who, first } = await keeper();
    const id = '01KB00000000000000000000AA';
    const body = { id, kind: 'swarm_lost', hiveId: first.id };
    const [a, b] = await Promise.all([record(who, body), record(who, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect((await record(who, body)).statusCode).toBe(200);
    expect((await timeline(who, first.id)).filter(({ id: eventId }) => eventId === id)).toHaveLength(1);
    await expectConsistent(who);
  });

  it('edits notes only, refusing a stale version with 409 and the stored event', async () => {
    const { who, first } = await keeper();
    const event = await recorded(who, { kind: 'swarm_lost', hiveId: first.id, notes: 'Went over the hedge' });
    const edited = await who.requestFor<ColonyEvent>('updateColonyEvent', event.id, {
      body: { notes: 'Went over the hedge at noon' },
      headers: { [RECORD_VERSION_HEADER]: event.version },
    });
    expect(edited).toMatchObject({
      statusCode: 200,
      body: { notes: 'Went over the hedge at noon', kind: 'swarm_lost' },
    });
    const stale = await who.requestFor('updateColonyEvent', event.id, {
      body: { notes: 'Old' },
      headers: { [RECORD_VERSION_HEADER]: event.version },
    });
    expect(stale).toMatchObject({ statusCode: 409, body: { current: { notes: 'Went over the hedge at noon' } } });
  });

  it.each([
    ['a split', (hiveId: string) => ({ kind: 'split', hiveId, newHiveName: 'Nuc', newQueen: { name: 'Q2' } })],
    [
      'a combine',
      (hiveId: string, otherHiveId: string) => ({ kind: 'combine', hiveId, otherHiveId, reason: 'strengthen' }),
    ],
    ['a requeen', (hiveId: string) => ({ kind: 'requeen', hiveId, newQueen: { name: 'Q2' } })],
    ['a dead-out', (hiveId: string) => ({ kind: 'dead_out', hiveId, cause: 'dead' })],
    ['a sale', (hiveId: string) => ({ kind: 'sold', hiveId })],
  ])('undoing %s restores the hives, queens, counts and tasks as they were', async (_name, body) => {
    const { who, hives, first } = await keeper();
    const before = await stateOf(who);
    const event = await recorded(who, body(first.id, (hives[1] as Hive).id));
    expect(event.latest).toBe(true);
    expect(await stateOf(who)).not.toEqual(before);
    expect((await who.requestFor('deleteColonyEvent', event.id)).statusCode).toBe(204);
    expect(await stateOf(who)).toEqual(before);
    expect((await timeline(who, first.id)).map(({ id }) => id)).not.toContain(event.id);
    await expectConsistent(who);
  });

  it('undoes only the latest event of each hive, and not once the new hive has records of its own', async () => {
    const { who, first } = await keeper();
    const split = await recorded(who, { kind: 'split', hiveId: first.id, newHiveName: 'Nuc' });
    const swarm = await recorded(who, { kind: 'swarm_lost', hiveId: first.id });
    const [latest, older] = await timeline(who, first.id);
    expect([latest?.id, latest?.latest, older?.id, older?.latest]).toEqual([swarm.id, true, split.id, false]);
    expect(await who.requestFor('deleteColonyEvent', split.id)).toMatchObject({
      statusCode: 409,
      body: { message: COLONY_EVENT_API_ERRORS.notLatestEvent('Hive 1') },
    });
    expect((await who.requestFor('deleteColonyEvent', swarm.id)).statusCode).toBe(204);

    const task = await who.request('createTask', {
      body: { title: 'Feed the nuc', dueDate: date, priority: 'medium', type: 'feeding', hiveId: split.otherHiveId },
    });
    expect(task.statusCode).toBe(201);
    expect(await who.requestFor('deleteColonyEvent', split.id)).toMatchObject({
      statusCode: 409,
      body: { message: COLONY_EVENT_API_ERRORS.createdHiveHasRecords('Nuc') },
    });
    await expectConsistent(who);
  });

  it("deleting a hive takes its own events, and keeps those still on another hive's timeline", async () => {
    const { who, first, queenId } = await keeper();
    const split = await recorded(who, { kind: 'split', hiveId: first.id, newHiveName: 'Nuc' });
    const nucId = split.otherHiveId ?? '';
    const swarm = await recorded(who, { kind: 'swarm_lost', hiveId: nucId });
    expect((await who.requestFor('deleteHive', nucId)).statusCode).toBe(204);
    const parentTimeline = await timeline(who, first.id);
    expect(parentTimeline.find(({ id }) => id === split.id)).toMatchObject({ otherHiveId: nucId, otherHiveName: null });
    expect((await ColonyEventEntity.get({ userId: who.userId, eventId: swarm.id }).go()).data).toBeNull();

    // Its queen is said to have gone first (a hive headed by a queen on record is not deleted).
    await who.requestFor('updateQueen', queenId, { body: { name: 'Matilda', status: 'sold' } });
    expect((await who.requestFor('deleteHive', first.id)).statusCode).toBe(204);
    const { data: left } = await ColonyEventEntity.query.colonyEvent({ userId: who.userId }).go();
    expect(left).toEqual([]);
  });

  it('a status edit ends a colony today and reopens it when set back to active', async () => {
    const { who, yard, hives } = await keeper();
    const hive = hives[1] as Hive;
    const today = new Date().toISOString().slice(0, 10);
    const dead = await who.requestFor<Hive>('updateHive', hive.id, {
      body: { name: hive.name, apiaryId: yard.id, status: 'dead' },
    });
    expect(dead.body).toMatchObject({ status: 'dead', endedOn: today, endReason: 'dead' });
    const back = await who.requestFor<Hive>('updateHive', hive.id, {
      body: { name: hive.name, apiaryId: yard.id, status: 'active' },
    });
    expect(back.body).toMatchObject({ status: 'active', endedOn: null, endReason: null });
  });
});
