import { describe, expect, it } from 'vitest';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import { apiarySchema, type Apiary } from '../../../shared/schemas/apiary';
import { idSchema } from '../../../shared/schemas/common';
import { getUser } from '../../lib/data/users';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';

const homeYard = { name: 'Home yard', location: 'Behind the barn', latitude: '51.5072', longitude: '-0.1276' };

async function createApiary(who: TestBeekeeper, body: object = homeYard) {
  return who.request<Apiary>('createApiary', { body });
}

async function listApiaries(who: TestBeekeeper) {
  return (await who.request<Apiary[]>('listApiaries')).body;
}

describe('apiaries', () => {
  it('go through create, list, update and delete', async () => {
    const ann = beekeeper();
    expect(await listApiaries(ann)).toEqual([]);

    const created = await createApiary(ann, { ...homeYard, description: 'Four hives by the hedge' });
    expect(created.statusCode).toBe(201);
    expect(apiarySchema.strict().parse(created.body)).toEqual({
      id: expect.any(String),
      ...homeYard,
      description: 'Four hives by the hedge',
      hiveCount: 0,
      createdAt: expect.any(String),
      recordedBy: { userId: ann.userId, name: ann.email },
      changedBy: { userId: ann.userId, name: ann.email },
    });
    expect(idSchema.safeParse(created.body.id).success).toBe(true);
    expect(await listApiaries(ann)).toEqual([created.body]);

    const update = { name: 'Orchard', location: 'Old orchard', latitude: '51.6' };
    const updated = await ann.requestFor<Apiary>('updateApiary', created.body.id, { body: update });
    expect(updated.statusCode).toBe(200);
    // Fields the form leaves empty are cleared.
    expect(updated.body).toEqual({
      ...created.body,
      ...update,
      longitude: null,
      description: null,
    });
    expect(await listApiaries(ann)).toEqual([updated.body]);

    const deleted = await ann.requestFor('deleteApiary', created.body.id);
    expect(deleted).toMatchObject({ statusCode: 204, body: undefined });
    expect(await listApiaries(ann)).toEqual([]);
    const again = await ann.requestFor('deleteApiary', created.body.id);
    expect(again).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.apiaryNotFound, code: 'apiaryNotFound' },
    });
  });

  it('answer 400 with the spec message and write nothing for an invalid apiary', async () => {
    const ann = beekeeper();
    const noName = await createApiary(ann, { location: 'Behind the barn' });
    expect(noName).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.nameRequired, code: 'nameRequired', errors: { name: [VALIDATION.nameRequired] } },
    });
    const badLatitude = await createApiary(ann, { ...homeYard, latitude: '91' });
    expect(badLatitude).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.latitudeRange, code: 'latitudeRange' },
    });
    expect(await getUser(ann.userId)).toBeNull();
    expect(await listApiaries(ann)).toEqual([]);

    const kept = await createApiary(ann);
    const badUpdate = await ann.requestFor('updateApiary', kept.body.id, { body: { name: 'Orchard' } });
    expect(badUpdate).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.locationRequired, code: 'locationRequired' },
    });
    expect(await listApiaries(ann)).toEqual([kept.body]);

    const badId = await ann.requestFor('deleteApiary', 'not-an-id');
    expect(badId).toMatchObject({ statusCode: 400, body: { message: VALIDATION.invalidId, code: 'invalidId' } });
  });

  it('allow a free beekeeper one apiary, even when ten creates race', async () => {
    const ann = beekeeper();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => createApiary(ann, { ...homeYard, name: `Yard ${index}` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 402);
    expect(refused).toHaveLength(9);
    for (const answer of refused)
      expect(answer.body).toEqual({ message: API_ERRORS.apiaryLimitReached, code: 'apiaryLimitReached' });
    expect(await listApiaries(ann)).toHaveLength(1);
    expect(await getUser(ann.userId)).toMatchObject({ apiaryCount: 1 });
  });

  it('let a free beekeeper add an apiary again after deleting one', async () => {
    const ann = beekeeper();
    const first = await createApiary(ann);
    await ann.requestFor('deleteApiary', first.body.id);
    expect((await createApiary(ann)).statusCode).toBe(201);
  });

  it('are not limited for Pro subscribers (active or trialing) and admins, but are once Pro is canceled', async () => {
    const pro = beekeeper();
    await setSubscription(pro, 'pro', 'active');
    const trialing = beekeeper();
    await setSubscription(trialing, 'pro', 'trialing');
    const admin = beekeeper({ groups: ['admins'] });
    for (const who of [pro, trialing, admin]) {
      const answers = await Promise.all([1, 2, 3].map(() => createApiary(who)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    }

    const canceled = beekeeper();
    await setSubscription(canceled, 'pro', 'canceled');
    expect((await createApiary(canceled)).statusCode).toBe(201);
    expect((await createApiary(canceled)).statusCode).toBe(402);
  });

  it('are not deleted while they still have hives', async () => {
    const ann = beekeeper();
    const yard = await createApiary(ann);
    const hive = await ann.request<{ id: string }>('createHive', { body: { name: 'Hive 1', apiaryId: yard.body.id } });

    const refused = await ann.requestFor('deleteApiary', yard.body.id);
    expect(refused).toMatchObject({
      statusCode: 409,
      body: { message: API_ERRORS.apiaryHasHives, code: 'apiaryHasHives' },
    });
    expect(await listApiaries(ann)).toEqual([{ ...yard.body, hiveCount: 1 }]);
    expect(await getUser(ann.userId)).toMatchObject({ apiaryCount: 1, hiveCount: 1 });

    await ann.requestFor('deleteHive', hive.body.id);
    expect((await ann.requestFor('deleteApiary', yard.body.id)).statusCode).toBe(204);
  });

  it("answer 404 to another beekeeper's update or delete and leave the apiary as it was", async () => {
    const ann = beekeeper();
    const bob = beekeeper();
    const annsYard = await createApiary(ann);

    const update = await bob.requestFor('updateApiary', annsYard.body.id, { body: { name: 'Mine', location: 'Here' } });
    expect(update).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.apiaryNotFound, code: 'apiaryNotFound' },
    });
    const removal = await bob.requestFor('deleteApiary', annsYard.body.id);
    expect(removal).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.apiaryNotFound, code: 'apiaryNotFound' },
    });

    expect(await listApiaries(ann)).toEqual([annsYard.body]);
    expect(await listApiaries(bob)).toEqual([]);
    expect(await getUser(bob.userId)).toBeNull();
  });
});
