import { ulid } from 'ulid';
import { afterEach, describe, expect, it } from 'vitest';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import type { Apiary } from '../../../shared/schemas/apiary';
import { HIVE_HEALTH_NOT_INSPECTED, HIVE_PAGE } from '../../../shared/domain/hive';
import { NEXT_CURSOR_HEADER } from '../../../shared/domain/paging';
import { introductionMonthFromAge, queenAgeInMonths } from '../../../shared/rules/queen-age';
import { hiveSchema, type Hive } from '../../../shared/schemas/hive';
import { hiveWithLatestInspectionSchema, type HiveWithLatestInspection } from '../../../shared/schemas/inspection';
import { documentClient } from '../../lib/data/client';
import { HiveEntity } from '../../lib/data/entities/hive';
import { getUser } from '../../lib/data/users';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { joinTeam } from '../../test-support/team';
import { ACCOUNT_HEADER } from '../../lib/caller';

async function createApiary(who: TestBeekeeper, name = 'Home yard') {
  const answer = await who.request<Apiary>('createApiary', { body: { name, location: 'Behind the barn' } });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

function createHive(who: TestBeekeeper, body: object) {
  return who.request<Hive>('createHive', { body });
}

async function listHives(who: TestBeekeeper) {
  return (await who.request<Hive[]>('listHives')).body;
}

/** The server's day (UTC), which queen ages are counted to. */
const today = () => new Date().toISOString().slice(0, 10);

/** Records every DynamoDB command the document client sends from now until the test ends. */
function recordCommands(): string[] {
  const commands: string[] = [];
  documentClient.middlewareStack.add(
    (next, context) => (args) => {
      commands.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: COMMAND_RECORDER },
  );
  return commands;
}
const COMMAND_RECORDER = 'recordHiveCommands';
afterEach(() => {
  documentClient.middlewareStack.remove(COMMAND_RECORDER);
});

describe('hives', () => {
  it('go through create, list, update and delete, with the spec defaults', async () => {
    const ann = beekeeper();
    const yard = await createApiary(ann);

    const created = await createHive(ann, { name: 'Hive 1', apiaryId: yard.id, queenId: '', notes: 'Calm colony' });
    expect(created.statusCode).toBe(201);
    expect(hiveSchema.strict().parse(created.body)).toEqual({
      id: expect.any(String),
      name: 'Hive 1',
      apiaryId: yard.id,
      apiaryName: 'Home yard',
      queenId: null,
      queenIntroducedOn: null,
      queenAge: null,
      queenMarking: null,
      hiveType: 'langstroth',
      frameCount: 10,
      notes: 'Calm colony',
      status: 'active',
      healthStatus: HIVE_HEALTH_NOT_INSPECTED,
      lastInspectionDate: null,
      inspectionCount: 0,
      latestFindings: null,
      lastVarroaCheck: null,
      currentQueenId: null,
      // A colony's life here starts the day its hive is recorded.
      startedOn: today(),
      endedOn: null,
      endReason: null,
      parentHiveId: null,
      createdAt: expect.any(String),
      version: expect.any(String),
      recordedBy: { userId: ann.userId, name: ann.email },
      changedBy: { userId: ann.userId, name: ann.email },
    });
    expect(await listHives(ann)).toEqual([created.body]);

    const update = { name: 'Hive 1b', apiaryId: yard.id, queenId: 'Q-7', queenAge: '14', hiveType: 'warre' };
    const updated = await ann.requestFor<Hive>('updateHive', created.body.id, { body: update });
    expect(updated.statusCode).toBe(200);
    expect(updated.body).toEqual({
      ...created.body,
      ...update,
      // An age in months today is kept as the month she was introduced, and counted from it.
      queenIntroducedOn: introductionMonthFromAge(14, today()),
      queenAge: 14,
      notes: null, // left empty in the form: cleared
      version: expect.any(String),
    });
    expect(updated.body.version).not.toBe(created.body.version);
    expect(await listHives(ann)).toEqual([updated.body]);

    expect(await ann.requestFor('deleteHive', created.body.id)).toMatchObject({ statusCode: 204, body: undefined });
    expect(await listHives(ann)).toEqual([]);
    const again = await ann.requestFor('deleteHive', created.body.id);
    expect(again).toMatchObject({ statusCode: 404, body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' } });
    expect(await getUser(ann.userId)).toMatchObject({ hiveCount: 0, apiaryCount: 1 });
    // The apiary counts no hive any more, so it can go.
    expect((await ann.requestFor('deleteApiary', yard.id)).statusCode).toBe(204);
  });

  it('keep since when the beekeeper has kept a colony they record afterwards, and keep it through an edit', async () => {
    const ann = beekeeper();
    const yard = await createApiary(ann);
    const created = await createHive(ann, { name: 'Old Faithful', apiaryId: yard.id, startedOn: '2023-05-04' });
    expect(created.body.startedOn).toBe('2023-05-04');

    const edit = { name: 'Old Faithful', apiaryId: yard.id, notes: 'Renamed nothing' };
    const edited = await ann.requestFor<Hive>('updateHive', created.body.id, { body: edit });
    expect(edited.body.startedOn).toBe('2023-05-04');
  });

  it('list each hive with the current name of its apiary', async () => {
    const ann = beekeeper();
    await setSubscription(ann, 'pro', 'active');
    const home = await createApiary(ann, 'Home yard');
    const heath = await createApiary(ann, 'Heath');
    const first = (await createHive(ann, { name: 'Hive 1', apiaryId: home.id })).body;
    const second = (await createHive(ann, { name: 'Hive 2', apiaryId: heath.id })).body;
    await ann.requestFor('updateApiary', heath.id, { body: { name: 'Heather heath', location: 'On the hill' } });

    expect(await listHives(ann)).toEqual([
      { ...first, apiaryName: 'Home yard' },
      { ...second, apiaryName: 'Heather heath' },
    ]);
  });

  it('move between apiaries, and the apiaries count them', async () => {
    const ann = beekeeper();
    await setSubscription(ann, 'pro', 'active');
    const home = await createApiary(ann, 'Home yard');
    const heath = await createApiary(ann, 'Heath');
    const hive = (await createHive(ann, { name: 'Hive 1', apiaryId: home.id })).body;

    const moved = await ann.requestFor<Hive>('updateHive', hive.id, { body: { name: 'Hive 1', apiaryId: heath.id } });
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toMatchObject({ apiaryId: heath.id, apiaryName: 'Heath' });

    const heathRefused = await ann.requestFor('deleteApiary', heath.id);
    expect(heathRefused).toMatchObject({
      statusCode: 409,
      body: { message: API_ERRORS.apiaryHasHives, code: 'apiaryHasHives' },
    });
    expect((await ann.requestFor('deleteApiary', home.id)).statusCode).toBe(204);
  });

  it('answer 400 with the spec message and write nothing for an invalid hive', async () => {
    const ann = beekeeper();
    const yard = await createApiary(ann);
    const noName = await createHive(ann, { apiaryId: yard.id, frameCount: 8 });
    expect(noName).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.nameRequired, code: 'nameRequired', errors: { name: [VALIDATION.nameRequired] } },
    });
    const noApiary = await createHive(ann, { name: 'Hive 1' });
    expect(noApiary).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.apiaryRequired, code: 'apiaryRequired' },
    });
    const badFrames = await createHive(ann, { name: 'Hive 1', apiaryId: yard.id, frameCount: 0 });
    expect(badFrames).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.frameCountRange, code: 'frameCountRange' },
    });

    expect(await listHives(ann)).toEqual([]);
    expect(await getUser(ann.userId)).toMatchObject({ hiveCount: 0 });
  });

  it('allow a free beekeeper exactly 3 when 20 creates race', async () => {
    const ann = beekeeper();
    const yard = await createApiary(ann);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => createHive(ann, { name: `Hive ${index}`, apiaryId: yard.id })),
    );

    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode === 402);
    expect(refused).toHaveLength(17);
    for (const answer of refused)
      expect(answer.body).toEqual({ message: API_ERRORS.hiveLimitReached, code: 'hiveLimitReached' });
    expect(await listHives(ann)).toHaveLength(3);
    expect(await getUser(ann.userId)).toMatchObject({ hiveCount: 3 });

    // Deleting one makes room for one.
    const [first] = await listHives(ann);
    await ann.requestFor('deleteHive', first?.id ?? '');
    expect((await createHive(ann, { name: 'Hive 4', apiaryId: yard.id })).statusCode).toBe(201);
    expect((await createHive(ann, { name: 'Hive 5', apiaryId: yard.id })).statusCode).toBe(402);
  });

  it('are not limited for Pro subscribers and admins', async () => {
    const pro = beekeeper();
    await setSubscription(pro, 'pro', 'active');
    const admin = beekeeper({ groups: ['admins'] });
    for (const who of [pro, admin]) {
      const yard = await createApiary(who);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) => createHive(who, { name: `Hive ${index}`, apiaryId: yard.id })),
      );
      expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
      expect(await listHives(who)).toHaveLength(6);
    }
  });

  it("keep beekeepers apart: another beekeeper's ids answer 404 and change nothing", async () => {
    const ann = beekeeper();
    const bob = beekeeper();
    await setSubscription(bob, 'pro', 'active');
    const annsYard = await createApiary(ann);
    const annsHive = (await createHive(ann, { name: 'Hive 1', apiaryId: annsYard.id })).body;
    const bobsYard = await createApiary(bob);
    const bobsHive = (await createHive(bob, { name: 'Bob 1', apiaryId: bobsYard.id })).body;

    const update = await bob.requestFor('updateHive', annsHive.id, { body: { name: 'Mine', apiaryId: bobsYard.id } });
    expect(update).toMatchObject({ statusCode: 404, body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' } });
    const removal = await bob.requestFor('deleteHive', annsHive.id);
    expect(removal).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    const intoAnnsYard = await createHive(bob, { name: 'Bob 2', apiaryId: annsYard.id });
    expect(intoAnnsYard).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.apiaryNotFound, code: 'apiaryNotFound' },
    });
    const moveIntoAnnsYard = await bob.requestFor('updateHive', bobsHive.id, {
      body: { name: 'Bob 1', apiaryId: annsYard.id },
    });
    expect(moveIntoAnnsYard).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.apiaryNotFound, code: 'apiaryNotFound' },
    });

    expect(await listHives(ann)).toEqual([annsHive]);
    expect(await listHives(bob)).toEqual([bobsHive]);
    expect(await getUser(bob.userId)).toMatchObject({ hiveCount: 1 });
    // Ann's apiary still counts exactly her one hive: once it is gone, the apiary can be deleted.
    await ann.requestFor('deleteHive', annsHive.id);
    expect((await ann.requestFor('deleteApiary', annsYard.id)).statusCode).toBe(204);
  });

  it("let an editor of chosen apiaries delete a hive of theirs; another apiary's hive answers 404 and stays", async () => {
    const owner = beekeeper();
    await setSubscription(owner, 'pro', 'active');
    const [home, away] = [await createApiary(owner, 'Home yard'), await createApiary(owner, 'Out yard')];
    const inside = (await createHive(owner, { name: 'Inside', apiaryId: home.id })).body;
    const outside = (await createHive(owner, { name: 'Outside', apiaryId: away.id })).body;
    const member = beekeeper();
    await joinTeam(owner, member, { role: 'editor', apiaryIds: [home.id] });
    const headers = { [ACCOUNT_HEADER]: owner.userId };

    expect(await member.request('deleteHive', { headers, pathParameters: { id: outside.id } })).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    expect((await member.request('deleteHive', { headers, pathParameters: { id: inside.id } })).statusCode).toBe(204);
    expect(await listHives(owner)).toEqual([outside]);
  });
});

describe('GET /api/hives', () => {
  /** A Pro beekeeper with two apiaries: `names` in the first, one hive in the second. */
  async function beekeeperWithHives(names: readonly string[]) {
    const ann = beekeeper();
    await setSubscription(ann, 'pro', 'active');
    const home = await createApiary(ann, 'Home yard');
    const heath = await createApiary(ann, 'Heath');
    for (const name of names) await createHive(ann, { name, apiaryId: home.id });
    await createHive(ann, { name: 'Heath hive', apiaryId: heath.id });
    return { ann, home, heath };
  }

  function listPage(who: TestBeekeeper, query: Record<string, string>) {
    return who.request<Hive[]>('listHives', { rawQueryString: new URLSearchParams(query).toString() });
  }

  it('pages oldest first with the next cursor in a header, a Query and a BatchGet a page, and never scans', async () => {
    const { ann } = await beekeeperWithHives(['Rose', 'Thyme', 'Clover', 'Sage']);
    const commands = recordCommands();
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const answer = await listPage(ann, cursor === undefined ? { limit: '2' } : { limit: '2', cursor });
      expect(answer.statusCode).toBe(200);
      pages.push(answer.body.map((hive) => `${hive.name} (${hive.apiaryName})`));
      cursor = answer.headers[NEXT_CURSOR_HEADER];
    } while (cursor !== undefined);

    expect(pages).toEqual([
      ['Rose (Home yard)', 'Thyme (Home yard)'],
      ['Clover (Home yard)', 'Sage (Home yard)'],
      ['Heath hive (Heath)'],
    ]);
    expect(commands).toEqual(Array<string[]>(3).fill(['QueryCommand', 'BatchGetItemCommand']).flat());
  });

  it("lists one apiary's hives from its index; another beekeeper's apiary lists none", async () => {
    const { ann, heath } = await beekeeperWithHives(['Rose', 'Thyme']);
    const answer = await listPage(ann, { apiaryId: heath.id });
    expect(answer.body.map((hive) => hive.name)).toEqual(['Heath hive']);
    expect(answer.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    expect((await listPage(beekeeper(), { apiaryId: heath.id })).body).toEqual([]);
  });

  it('finds hives whose name contains the search, whatever its case and accents, a page at a time', async () => {
    const { ann } = await beekeeperWithHives(['Reine Élevée', 'Rose', 'Thyme', 'Primrose']);
    const found = await listPage(ann, { q: 'ROSE' });
    expect(found.body.map((hive) => hive.name)).toEqual(['Rose', 'Primrose']);
    expect((await listPage(ann, { q: 'elevee' })).body.map((hive) => hive.name)).toEqual(['Reine Élevée']);

    const first = await listPage(ann, { q: 'rose', limit: '1' });
    expect(first.body.map((hive) => hive.name)).toEqual(['Rose']);
    const cursor = first.headers[NEXT_CURSOR_HEADER] ?? '';
    const second = await listPage(ann, { q: 'rose', limit: '1', cursor });
    expect(second.body.map((hive) => hive.name)).toEqual(['Primrose']);
    expect(second.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('lists only the hives of a status, oldest first, for the Active Hives card', async () => {
    const { ann } = await beekeeperWithHives(['Rose', 'Thyme', 'Clover']);
    // Rose and Thyme, the oldest two, die.
    for (const { id, apiaryId, name } of (await listPage(ann, {})).body.slice(0, 2)) {
      const update = await ann.requestFor('updateHive', id, { body: { name, apiaryId, status: 'dead' } });
      expect(update.statusCode).toBe(200);
    }
    expect((await listPage(ann, { status: 'active', limit: '3' })).body.map((hive) => hive.name)).toEqual([
      'Clover',
      'Heath hive',
    ]);
    expect((await listPage(ann, { status: 'dead' })).body.map((hive) => hive.name)).toEqual(['Rose', 'Thyme']);
    expect(await listPage(ann, { status: 'asleep' })).toMatchObject({ statusCode: 400 });
  });

  it("refuses a bad limit, cursor or apiary id with 400 and the spec's messages", async () => {
    const ann = beekeeper();
    expect(await listPage(ann, { limit: '101' })).toMatchObject({
      statusCode: 400,
      body: { errors: { limit: [VALIDATION.pageLimitRange(HIVE_PAGE.maxLimit)] } },
    });
    expect(await listPage(ann, { cursor: 'page-2' })).toMatchObject({
      statusCode: 400,
      body: { errors: { cursor: [VALIDATION.invalidCursor] } },
    });
    expect(await listPage(ann, { apiaryId: 'yard' })).toMatchObject({
      statusCode: 400,
      body: { errors: { apiaryId: [VALIDATION.invalidId] } },
    });
  });
});

describe('GET /api/hives/{id}', () => {
  it("answers the caller's hive as the list shows it, with 2 GetItems (the hive, its apiary's name)", async () => {
    const ann = beekeeper();
    const yard = await createApiary(ann, 'Home yard');
    const hive = (
      await createHive(ann, { name: 'Hive 1', apiaryId: yard.id, queenIntroducedOn: '2025-05-02', frameCount: 8 })
    ).body;
    const commands = recordCommands();

    const answer = await ann.requestFor<HiveWithLatestInspection>('getHive', hive.id);
    expect(answer.statusCode).toBe(200);
    // Not inspected yet: no latest inspection, and no read for one.
    expect(hiveWithLatestInspectionSchema.strict().parse(answer.body)).toEqual({ ...hive, latestInspection: null });
    expect(answer.body).toMatchObject({ apiaryName: 'Home yard', frameCount: 8, queenIntroducedOn: '2025-05-02' });
    expect(commands).toEqual(['GetItemCommand', 'GetItemCommand']);
    expect(await listHives(ann)).toEqual([hive]);
  });

  it("answers 404 for another beekeeper's hive, exactly as for one that doesn't exist", async () => {
    const ann = beekeeper();
    const bob = beekeeper();
    const yard = await createApiary(ann);
    const annsHive = (await createHive(ann, { name: 'Hive 1', apiaryId: yard.id })).body;

    const foreign = await bob.requestFor('getHive', annsHive.id);
    expect(foreign).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    expect((await ann.requestFor('deleteHive', annsHive.id)).statusCode).toBe(204);
    const gone = await ann.requestFor('getHive', annsHive.id);
    expect(gone).toMatchObject({ statusCode: 404, body: foreign.body });
    expect(await bob.requestFor('getHive', 'not-an-id')).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.invalidId, code: 'invalidId' },
    });
  });
});

describe("a hive's queen", () => {
  it('is stored with her introduction date and mark, and her age is counted from the date when read', async () => {
    const ann = beekeeper();
    const yard = await createApiary(ann);
    const introducedOn = '2025-06-14';
    const created = await createHive(ann, {
      name: 'Hive 1',
      apiaryId: yard.id,
      queenId: 'Q-25',
      queenIntroducedOn: introducedOn,
      queenMarking: 'blue',
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).toMatchObject({
      queenIntroducedOn: introducedOn,
      queenAge: queenAgeInMonths(introducedOn, today()),
      queenMarking: 'blue',
    });
    // Stored as the date, with no age that could go stale.
    const { data: stored } = await HiveEntity.get({ userId: ann.userId, hiveId: created.body.id }).go();
    expect(stored).toMatchObject({ queenIntroducedOn: introducedOn, queenMarking: 'blue' });
    expect(stored?.queenAge).toBeUndefined();

    // An update that leaves her out clears her.
    const cleared = await ann.requestFor<Hive>('updateHive', created.body.id, {
      body: { name: 'Hive 1', apiaryId: yard.id, queenIntroducedOn: '', queenMarking: '' },
    });
    expect(cleared.body).toMatchObject({ queenIntroducedOn: null, queenAge: null, queenMarking: null });
  });

  it('refuses her date and her age together (400) and writes nothing', async () => {
    const ann = beekeeper();
    const yard = await createApiary(ann);
    const both = await createHive(ann, {
      name: 'Hive 1',
      apiaryId: yard.id,
      queenIntroducedOn: '2025-06',
      queenAge: 3,
    });
    expect(both).toMatchObject({
      statusCode: 400,
      body: { errors: { queenAge: [VALIDATION.queenAgeOrIntroduced] } },
    });
    const future = await createHive(ann, { name: 'Hive 1', apiaryId: yard.id, queenIntroducedOn: '2999-01' });
    expect(future).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.queenIntroducedRange, code: 'queenIntroducedRange' },
    });
    expect(await listHives(ann)).toEqual([]);
  });

  it('of a hive written with only an age in months reads as introduced that many months before the hive was created', async () => {
    const ann = beekeeper();
    const yard = await createApiary(ann);
    // As HiveKeeper stored hives before introduction dates: 14 months old when recorded on 10 January 2025.
    const hiveId = ulid();
    await HiveEntity.create({
      userId: ann.userId,
      hiveId,
      apiaryId: yard.id,
      name: 'Old Hive',
      queenId: 'Q-OLD',
      queenAge: 14,
      createdAt: '2025-01-10T08:00:00.000Z',
    }).go();

    const { latestInspection, ...legacy } = (await ann.requestFor<HiveWithLatestInspection>('getHive', hiveId)).body;
    expect(latestInspection).toBeNull();
    expect(legacy).toMatchObject({
      queenIntroducedOn: '2023-11',
      queenAge: queenAgeInMonths('2023-11', today()),
      queenMarking: null,
    });
    expect(legacy.queenAge).toBeGreaterThan(14); // she has aged since
    expect(await listHives(ann)).toEqual([legacy]);

    // The next update, sending her age as the edit form shows it, writes the introduction month for good.
    const updated = await ann.requestFor<Hive>('updateHive', hiveId, {
      body: { name: 'Old Hive', apiaryId: yard.id, queenId: 'Q-OLD', queenAge: legacy.queenAge },
    });
    // Who recorded it was never noted; who changed it now is.
    expect(legacy.recordedBy).toBeUndefined();
    // Its version was its creation time until this first edit gave it one of its own.
    expect(legacy.version).toBe('2025-01-10T08:00:00.000Z');
    expect(updated.body).toEqual({
      ...legacy,
      changedBy: { userId: ann.userId, name: ann.email },
      version: expect.any(String),
    });
    expect(updated.body.version).not.toBe(legacy.version);
    const { data: stored } = await HiveEntity.get({ userId: ann.userId, hiveId }).go();
    expect(stored).toMatchObject({ queenIntroducedOn: '2023-11' });
    expect(stored?.queenAge).toBeUndefined();
  });
});
