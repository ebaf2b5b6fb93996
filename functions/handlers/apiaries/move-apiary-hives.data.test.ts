/**
 * POST /api/apiaries/{id}/move-hives against DynamoDB Local: every hive of an apiary moves to another apiary of
 * the same beekeeper, in transactions that keep both apiaries' counts exact, whatever else the beekeeper does
 * meanwhile.
 */
import { describe, expect, it } from 'vitest';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import { hivesMovedSchema, type Apiary, type HivesMoved } from '../../../shared/schemas/apiary';
import { HIVE_PAGE } from '../../../shared/domain/hive';
import { NEXT_CURSOR_HEADER } from '../../../shared/domain/paging';
import type { Hive } from '../../../shared/schemas/hive';
import { HIVES_PER_MOVE_TRANSACTION } from '../../lib/data/hive-moves';
import { getUser } from '../../lib/data/users';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { expectWholePartition } from '../../test-support/partition';
import { recordSentCommands } from '../../test-support/sent-commands';

async function createApiary(who: TestBeekeeper, name: string): Promise<Apiary> {
  const answer = await who.request<Apiary>('createApiary', { body: { name, location: 'Behind the barn' } });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

async function createHives(who: TestBeekeeper, apiaryId: string, count: number, prefix = 'Hive'): Promise<Hive[]> {
  const hives: Hive[] = [];
  for (let index = 1; index <= count; index++) {
    const answer = await who.request<Hive>('createHive', { body: { name: `${prefix} ${index}`, apiaryId } });
    expect(answer.statusCode).toBe(201);
    hives.push(answer.body);
  }
  return hives;
}

/** A Pro beekeeper (more than one apiary) with the apiaries Home yard and Orchard. */
async function proWithTwoApiaries() {
  const who = beekeeper();
  await setSubscription(who, 'pro', 'active');
  return { who, from: await createApiary(who, 'Home yard'), to: await createApiary(who, 'Orchard') };
}

function moveHives(who: TestBeekeeper, fromApiaryId: string, body: object) {
  return who.requestFor<HivesMoved>('moveApiaryHives', fromApiaryId, { body });
}

/** Every hive of the beekeeper, page by page (at most 100 a call). */
async function listHives(who: TestBeekeeper): Promise<Hive[]> {
  const hives: Hive[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ limit: String(HIVE_PAGE.maxLimit), ...(cursor ? { cursor } : {}) });
    const answer = await who.request<Hive[]>('listHives', { rawQueryString: query.toString() });
    hives.push(...answer.body);
    cursor = answer.headers[NEXT_CURSOR_HEADER];
  } while (cursor !== undefined);
  return hives;
}

describe('POST /api/apiaries/{id}/move-hives', () => {
  it(`moves 150 hives in transactions of ${HIVES_PER_MOVE_TRANSACTION}, answers exact counts, and the apiary can go`, async () => {
    const { who, from, to } = await proWithTwoApiaries();
    await createHives(who, from.id, 150);
    await createHives(who, to.id, 2, 'Orchard hive');

    const sent = recordSentCommands();
    const moved = await moveHives(who, from.id, { toApiaryId: to.id });
    expect(moved.statusCode).toBe(200);
    expect(hivesMovedSchema.strict().parse(moved.body)).toEqual({
      from: { ...from, hiveCount: 0 },
      to: { ...to, hiveCount: 152 },
    });
    // One Query on the index by apiary, two transactions (98 + 52 hives), the two apiaries read back. No Scan.
    expect(sent).toEqual([
      'QueryCommand on gsi1',
      'TransactWriteItemsCommand',
      'TransactWriteItemsCommand',
      'GetItemCommand',
      'GetItemCommand',
    ]);

    const hives = await listHives(who);
    expect(hives).toHaveLength(152);
    expect(new Set(hives.map((hive) => hive.apiaryName))).toEqual(new Set(['Orchard']));
    await expectWholePartition(who.userId);
    expect(await getUser(who.userId)).toMatchObject({ hiveCount: 152, apiaryCount: 2 });

    expect((await who.requestFor('deleteApiary', from.id)).statusCode).toBe(204);
    await expectWholePartition(who.userId);
  });

  it('answers the counts as they are when the apiary has no hives', async () => {
    const { who, from, to } = await proWithTwoApiaries();
    const moved = await moveHives(who, from.id, { toApiaryId: to.id });
    expect(moved).toMatchObject({ statusCode: 200, body: { from: { hiveCount: 0 }, to: { hiveCount: 0 } } });
  });

  it("answers 404 for another beekeeper's apiary on either side and moves nothing", async () => {
    const ann = await proWithTwoApiaries();
    const annsHives = await createHives(ann.who, ann.from.id, 3);
    const bob = await proWithTwoApiaries();
    await createHives(bob.who, bob.from.id, 2);

    const attempts = [
      moveHives(bob.who, ann.from.id, { toApiaryId: bob.to.id }),
      moveHives(bob.who, bob.from.id, { toApiaryId: ann.to.id }),
      moveHives(bob.who, ann.from.id, { toApiaryId: ann.to.id }),
      moveHives(ann.who, ann.from.id, { toApiaryId: bob.to.id }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer).toMatchObject({
        statusCode: 404,
        body: { message: API_ERRORS.apiaryNotFound, code: 'apiaryNotFound' },
      });
    }

    expect((await listHives(ann.who)).map((hive) => hive.apiaryId)).toEqual(annsHives.map(() => ann.from.id));
    expect((await listHives(bob.who)).map((hive) => hive.apiaryId)).toEqual([bob.from.id, bob.from.id]);
    await expectWholePartition(ann.who.userId);
    await expectWholePartition(bob.who.userId);
  });

  it("answers 400 with the spec's message for a move to the same apiary or without a target, and moves nothing", async () => {
    const { who, from } = await proWithTwoApiaries();
    await createHives(who, from.id, 2);

    const toItself = await moveHives(who, from.id, { toApiaryId: from.id });
    expect(toItself).toMatchObject({
      statusCode: 400,
      body: {
        message: VALIDATION.moveToSameApiary,
        code: 'moveToSameApiary',
        errors: { toApiaryId: [VALIDATION.moveToSameApiary] },
      },
    });
    const noTarget = await moveHives(who, from.id, {});
    expect(noTarget).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.apiaryRequired, code: 'apiaryRequired' },
    });
    const badTarget = await moveHives(who, from.id, { toApiaryId: 'orchard' });
    expect(badTarget).toMatchObject({ statusCode: 400, body: { message: VALIDATION.invalidId, code: 'invalidId' } });
    const badSource = await moveHives(who, 'home-yard', { toApiaryId: from.id });
    expect(badSource).toMatchObject({ statusCode: 400, body: { message: VALIDATION.invalidId, code: 'invalidId' } });

    expect((await listHives(who)).map((hive) => hive.apiaryId)).toEqual([from.id, from.id]);
    await expectWholePartition(who.userId);
  });

  it('keeps every count exact while hives are created, moved and deleted during the move', async () => {
    const { who, from, to } = await proWithTwoApiaries();
    const hives = await createHives(who, from.id, 120);
    const third = await createApiary(who, 'Heath');

    const [move, ...others] = await Promise.all([
      moveHives(who, from.id, { toApiaryId: to.id }),
      ...Array.from({ length: 8 }, (_, index) =>
        who.request('createHive', { body: { name: `New ${index}`, apiaryId: index % 2 ? from.id : to.id } }),
      ),
      ...hives.slice(0, 4).map((hive) => who.requestFor('deleteHive', hive.id)),
      ...hives
        .slice(4, 8)
        .map((hive) => who.requestFor('updateHive', hive.id, { body: { name: hive.name, apiaryId: third.id } })),
    ]);
    expect(move.statusCode).toBe(200);
    expect(others.map((answer) => answer.statusCode)).toEqual([
      ...Array(8).fill(201),
      ...Array(4).fill(204),
      ...Array(4).fill(200),
    ]);

    const stored = await expectWholePartition(who.userId);
    expect(stored.hives).toHaveLength(120 + 8 - 4);
    const apiaryOf = new Map(stored.hives.map((hive) => [hive.hiveId, hive.apiaryId]));
    expect(hives.slice(4, 8).map((hive) => apiaryOf.get(hive.id))).toEqual(Array(4).fill(third.id));
    // Every hive that stood in the apiary and was left alone went over; the new ones landed where they were asked.
    expect(hives.slice(8).filter((hive) => apiaryOf.get(hive.id) !== to.id)).toEqual([]);
    expect(stored.hives.filter((hive) => hive.apiaryId === to.id).length).toBeGreaterThanOrEqual(112 + 4);
  });
});
