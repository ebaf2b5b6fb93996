import { afterEach, describe, expect, it } from 'vitest';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import type { Apiary } from '../../../shared/schemas/apiary';
import { HIVE_HEALTH_NOT_INSPECTED } from '../../../shared/domain/hive';
import { hiveSchema, type Hive } from '../../../shared/schemas/hive';
import { documentClient } from '../../lib/data/client';
import { getUser } from '../../lib/data/users';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';

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
      queenAge: null,
      hiveType: 'langstroth',
      frameCount: 10,
      notes: 'Calm colony',
      status: 'active',
      healthStatus: HIVE_HEALTH_NOT_INSPECTED,
      lastInspectionDate: null,
      createdAt: expect.any(String),
    });
    expect(await listHives(ann)).toEqual([created.body]);

    const update = { name: 'Hive 1b', apiaryId: yard.id, queenId: 'Q-7', queenAge: '14', hiveType: 'warre' };
    const updated = await ann.requestFor<Hive>('updateHive', created.body.id, { body: update });
    expect(updated.statusCode).toBe(200);
    expect(updated.body).toEqual({
      ...created.body,
      ...update,
      queenAge: 14,
      notes: null, // left empty in the form: cleared
    });
    expect(await listHives(ann)).toEqual([updated.body]);

    expect(await ann.requestFor('deleteHive', created.body.id)).toMatchObject({ statusCode: 204, body: undefined });
    expect(await listHives(ann)).toEqual([]);
    const again = await ann.requestFor('deleteHive', created.body.id);
    expect(again).toMatchObject({ statusCode: 404, body: { message: API_ERRORS.hiveNotFound } });
    expect(await getUser(ann.userId)).toMatchObject({ hiveCount: 0, apiaryCount: 1 });
    // The apiary counts no hive any more, so it can go.
    expect((await ann.requestFor('deleteApiary', yard.id)).statusCode).toBe(204);
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
    expect(heathRefused).toMatchObject({ statusCode: 409, body: { message: API_ERRORS.apiaryHasHives } });
    expect((await ann.requestFor('deleteApiary', home.id)).statusCode).toBe(204);
  });

  it('answer 400 with the spec message and write nothing for an invalid hive', async () => {
    const ann = beekeeper();
    const yard = await createApiary(ann);
    const noName = await createHive(ann, { apiaryId: yard.id, frameCount: 8 });
    expect(noName).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.nameRequired, errors: { name: [VALIDATION.nameRequired] } },
    });
    const noApiary = await createHive(ann, { name: 'Hive 1' });
    expect(noApiary).toMatchObject({ statusCode: 400, body: { message: VALIDATION.apiaryRequired } });
    const badFrames = await createHive(ann, { name: 'Hive 1', apiaryId: yard.id, frameCount: 0 });
    expect(badFrames).toMatchObject({ statusCode: 400, body: { message: VALIDATION.frameCountRange } });

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
    for (const answer of refused) expect(answer.body).toEqual({ message: API_ERRORS.hiveLimitReached });
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
    expect(update).toMatchObject({ statusCode: 404, body: { message: API_ERRORS.hiveNotFound } });
    const removal = await bob.requestFor('deleteHive', annsHive.id);
    expect(removal).toMatchObject({ statusCode: 404, body: { message: API_ERRORS.hiveNotFound } });
    const intoAnnsYard = await createHive(bob, { name: 'Bob 2', apiaryId: annsYard.id });
    expect(intoAnnsYard).toMatchObject({ statusCode: 404, body: { message: API_ERRORS.apiaryNotFound } });
    const moveIntoAnnsYard = await bob.requestFor('updateHive', bobsHive.id, {
      body: { name: 'Bob 1', apiaryId: annsYard.id },
    });
    expect(moveIntoAnnsYard).toMatchObject({ statusCode: 404, body: { message: API_ERRORS.apiaryNotFound } });

    expect(await listHives(ann)).toEqual([annsHive]);
    expect(await listHives(bob)).toEqual([bobsHive]);
    expect(await getUser(bob.userId)).toMatchObject({ hiveCount: 1 });
    // Ann's apiary still counts exactly her one hive: once it is gone, the apiary can be deleted.
    await ann.requestFor('deleteHive', annsHive.id);
    expect((await ann.requestFor('deleteApiary', annsYard.id)).statusCode).toBe(204);
  });
});

describe('GET /api/hives', () => {
  const commands: string[] = [];
  const middlewareName = 'countHiveListCommands';
  afterEach(() => {
    documentClient.middlewareStack.remove(middlewareName);
  });

  it('reads the apiaries and the hives with 2 queries on the user partition, and never scans', async () => {
    const ann = beekeeper();
    await setSubscription(ann, 'pro', 'active');
    for (const name of ['Home yard', 'Heath']) {
      const yard = await createApiary(ann, name);
      await createHive(ann, { name: `${name} hive`, apiaryId: yard.id });
    }
    documentClient.middlewareStack.add(
      (next, context) => (args) => {
        commands.push(context.commandName ?? 'unknown');
        return next(args);
      },
      { step: 'initialize', name: middlewareName },
    );

    const hives = await listHives(ann);
    expect(hives.map((hive) => hive.apiaryName)).toEqual(['Home yard', 'Heath']);
    expect(commands).toEqual(['QueryCommand', 'QueryCommand']);
  });
});
