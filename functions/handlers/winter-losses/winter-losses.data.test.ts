/**
 * Winter losses through the route: the COLOSS figures of hives written with their lives equal a hand count, another
 * beekeeper's hives never count, a member of chosen apiaries sees theirs only, and a commercial account costs two
 * Queries.
 */
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { ColonyEndReason } from '../../../shared/domain/colony';
import type { Apiary } from '../../../shared/schemas/apiary';
import { winterLossesAnswerSchema, type WinterLossesAnswer } from '../../../shared/schemas/winter-losses';
import { ACCOUNT_HEADER } from '../../lib/caller';
import { HiveEntity } from '../../lib/data/entities/hive';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';
import { joinTeam } from '../../test-support/team';

/** A Pro beekeeper, whose plan allows several apiaries. */
async function proBeekeeper(): Promise<TestBeekeeper> {
  const who = beekeeper();
  await setSubscription(who, 'pro', 'active');
  return who;
}

async function apiaryOf(who: TestBeekeeper, name: string, latitude?: string): Promise<Apiary> {
  const answer = await who.request<Apiary>('createApiary', { body: { name, location: 'Field', latitude } });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

type Life = [startedOn: string, endedOn?: string, endReason?: ColonyEndReason];

/** Hives with these lives, written as the colony events write them. */
async function hivesWith(who: TestBeekeeper, apiary: Apiary, lives: readonly Life[]): Promise<void> {
  await HiveEntity.put(
    lives.map(([startedOn, endedOn, endReason], index) => ({
      userId: who.userId,
      hiveId: ulid(),
      apiaryId: apiary.id,
      name: `${apiary.name} ${String(index + 1)}`,
      startedOn,
      endedOn,
      endReason,
    })),
  ).go();
}

async function winterLossesOf(who: TestBeekeeper, headers: Record<string, string> = {}) {
  const answer = await who.request<WinterLossesAnswer>('getWinterLosses', { headers });
  expect(answer.statusCode).toBe(200);
  return winterLossesAnswerSchema.strict().parse(answer.body).winters;
}

/** The beekeeper's winter of 2024/25 (northern) or 2025 (southern): the one ending in 2025. */
const winterOf2025 = (winters: WinterLossesAnswer['winters']) => winters.find(({ year }) => year === 2025);

describe('GET /api/winter-losses', () => {
  it('answers the COLOSS figures of a hand count, per apiary by its hemisphere and in total', async () => {
    const ann = await proBeekeeper();
    const home = await apiaryOf(ann, 'Home yard', '51.5');
    const karoo = await apiaryOf(ann, 'Karoo', '-33.9');
    await hivesWith(ann, home, [
      ['2024-04-10'], // alive all winter
      ['2024-05-01', '2025-01-20', 'dead'],
      ['2024-05-01', '2025-02-14', 'queen_problem'],
      ['2024-06-01', '2024-11-15', 'combined'], // united into another: one colony going into winter, no loss
      ['2024-06-01', '2025-03-01', 'sold'], // left alive: out of the count
      ['2025-03-10'], // a split in March: the next winter's
      ['2024-05-01', '2024-09-01', 'dead'], // dead before winter
    ]);
    await hivesWith(ann, karoo, [
      ['2025-01-05'],
      ['2025-01-05', '2025-06-30', 'disaster'],
      ['2025-01-05', '2025-10-01', 'dead'], // on 1 October, after the southern winter
    ]);

    const winter = winterOf2025(await winterLossesOf(ann));
    expect(winter).toMatchObject({ label: '2024/25 · 2025', inProgress: false });
    expect(winter?.apiaries).toEqual([
      {
        apiaryId: home.id,
        apiaryName: 'Home yard',
        hemisphere: 'northern',
        located: true,
        from: '2024-10-01',
        to: '2025-04-01',
        coloniesIntoWinter: 3,
        lost: { dead: 1, queen_problem: 1, disaster: 0 },
        totalLost: 2,
        lossRatePercent: 66.7,
        united: 1,
        sold: 1,
        addedDuringWinter: 1,
      },
      {
        apiaryId: karoo.id,
        apiaryName: 'Karoo',
        hemisphere: 'southern',
        located: true,
        from: '2025-04-01',
        to: '2025-10-01',
        coloniesIntoWinter: 3,
        lost: { dead: 0, queen_problem: 0, disaster: 1 },
        totalLost: 1,
        lossRatePercent: 33.3,
        united: 0,
        sold: 0,
        addedDuringWinter: 0,
      },
    ]);
    expect(winter?.total).toEqual({
      coloniesIntoWinter: 6,
      lost: { dead: 1, queen_problem: 1, disaster: 1 },
      totalLost: 3,
      lossRatePercent: 50,
      united: 1,
      sold: 1,
      addedDuringWinter: 1,
    });
  });

  it("counts a hive without a start from its created day, and never another beekeeper's hives", async () => {
    const ann = beekeeper();
    const bob = beekeeper();
    const yard = await apiaryOf(ann, 'Home yard');
    const created = await ann.request('createHive', { body: { name: 'New', apiaryId: yard.id } });
    expect(created.statusCode).toBe(201);
    await hivesWith(bob, await apiaryOf(bob, 'Bob yard'), [['2020-01-01', '2021-01-01', 'dead'], ['2020-01-01']]);

    // Created today: no winter of Ann's has begun with it in hand, unless one is under way (then added to it).
    const winters = await winterLossesOf(ann);
    expect(winters.every(({ total }) => total.coloniesIntoWinter === 0 && total.addedDuringWinter <= 1)).toBe(true);
    expect(winters.flatMap(({ apiaries }) => apiaries.map(({ apiaryName }) => apiaryName))).not.toContain('Bob yard');
    expect(await winterLossesOf(beekeeper())).toEqual([]);
  });

  it("keeps a member of chosen apiaries to theirs, on the owner's account", async () => {
    const owner = await proBeekeeper();
    const member = beekeeper();
    const home = await apiaryOf(owner, 'Home yard');
    const out = await apiaryOf(owner, 'Out yard');
    await hivesWith(owner, home, [['2024-05-01', '2025-01-01', 'dead'], ['2024-05-01']]);
    await hivesWith(owner, out, [['2024-05-01', '2025-01-01', 'dead']]);
    await joinTeam(owner, member, { role: 'viewer', apiaryIds: [home.id] });

    const winter = winterOf2025(await winterLossesOf(member, { [ACCOUNT_HEADER]: owner.userId }));
    expect(winter?.apiaries.map(({ apiaryName }) => apiaryName)).toEqual(['Home yard']);
    expect(winter?.total).toMatchObject({ coloniesIntoWinter: 2, totalLost: 1, lossRatePercent: 50 });
    expect(winterOf2025(await winterLossesOf(owner))?.total).toMatchObject({ coloniesIntoWinter: 3, totalLost: 2 });
  });

  it('reads an account of many hives with one Query of its hives and one of its apiaries, never a Scan', async () => {
    const ann = await proBeekeeper();
    const yards = [await apiaryOf(ann, 'North'), await apiaryOf(ann, 'South')];
    for (const yard of yards) {
      await hivesWith(
        ann,
        yard,
        Array.from({ length: 250 }, (_, index): Life =>
          index % 5 === 0 ? ['2024-05-01', '2025-02-01', 'dead'] : ['2024-05-01'],
        ),
      );
    }

    const sent = recordSentCommands();
    const winter = winterOf2025(await winterLossesOf(ann));
    expect(winter?.total).toMatchObject({ coloniesIntoWinter: 500, totalLost: 100, lossRatePercent: 20 });
    // The hives' lives are four small fields each: 500 hives fit one page of the Query, as do 1,000.
    expect(sent).toEqual(['QueryCommand', 'QueryCommand']);
  });
});
