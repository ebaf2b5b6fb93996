import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { API_ERRORS } from '../../../shared/messages';
import {
  YIELD_BASELINES,
  type ForecastInputKey,
  type ForecastInputNote,
  type YieldForecast,
} from '../../../shared/rules/yield-forecast';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import type { InspectionInput } from '../../../shared/schemas/inspection';
import { yieldForecastSchema, type ProductionInput } from '../../../shared/schemas/production';
import type { Caller } from '../../lib/caller';
import { getYieldForecast } from '../../lib/data/yield-forecast';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';

async function proBeekeeper(): Promise<TestBeekeeper> {
  const who = beekeeper();
  await setSubscription(who, 'pro', 'active');
  return who;
}

const callerOf = (who: TestBeekeeper): Caller => ({ userId: who.userId, email: who.email, groups: [], isAdmin: false });

async function hivesOf(who: TestBeekeeper, names: string[], latitude?: string): Promise<Hive[]> {
  const apiary = await who.request<Apiary>('createApiary', { body: { name: 'Home yard', location: 'Barn', latitude } });
  expect(apiary.statusCode).toBe(201);
  const hives: Hive[] = [];
  for (const name of names) {
    const hive = await who.request<Hive>('createHive', { body: { name, apiaryId: apiary.body.id } });
    expect(hive.statusCode).toBe(201);
    hives.push(hive.body);
  }
  return hives;
}

async function harvest(who: TestBeekeeper, hive: Hive, quantity: number, harvestDate: string, unit = 'lbs') {
  const body = { hiveId: hive.id, productType: 'honey', quantity, unit, harvestDate } as ProductionInput;
  expect((await who.request('createProduction', { body })).statusCode).toBe(201);
}

async function inspect(who: TestBeekeeper, hive: Hive, population: number, foodStores: number) {
  const body: InspectionInput = {
    hiveId: hive.id,
    inspectionDate: '2026-05-01',
    broodPattern: 3,
    temperament: 3,
    population,
    foodStores,
  };
  expect((await who.request('createInspection', { body })).statusCode).toBe(201);
}

async function forecast(who: TestBeekeeper): Promise<YieldForecast> {
  const answer = await who.request<YieldForecast>('getYieldForecast');
  expect(answer.statusCode).toBe(200);
  return yieldForecastSchema.strict().parse(answer.body);
}

/** The input note of `key`: the facts the screen writes out. */
const note = <Key extends ForecastInputKey>(answer: YieldForecast, key: Key) =>
  answer.inputs.find((input): input is Extract<ForecastInputNote, { key: Key }> => input.key === key);
const thisYear = Number(new Date().toISOString().slice(0, 4));

describe('the yield forecast', () => {
  it('answers what the shared contract says', () => {
    // Each fits the other: what the schema checks is what `forecastYield` answers.
    expectTypeOf<z.infer<typeof yieldForecastSchema>>().toExtend<YieldForecast>();
    expectTypeOf<YieldForecast>().toExtend<z.infer<typeof yieldForecastSchema>>();
  });

  it('gives a new Pro beekeeper the regional baseline per hive, and says so', async () => {
    const ann = await proBeekeeper();
    expect(await forecast(ann)).toMatchObject({ total: { lowLbs: 0, expectedLbs: 0, highLbs: 0 }, hives: [] });
    await hivesOf(ann, ['Golden Comb', 'Buttercup']);

    const answer = await forecast(ann);
    expect(answer.hives.map(({ hiveName, strength }) => [hiveName, strength])).toEqual([
      ['Golden Comb', 'not_inspected'],
      ['Buttercup', 'not_inspected'],
    ]);
    expect(note(answer, 'history')).toEqual({ key: 'history', seasons: 0, perHiveLbs: null });
    expect(note(answer, 'baseline')).toEqual({ key: 'baseline', region: 'us', perColonyLbs: 51.7 });
    expect(note(answer, 'weighting')).toEqual({ key: 'weighting', historyPercent: 0 });
    expect(note(answer, 'harvest_months')).toMatchObject({ source: 'typical' });
    // Each hive gets the baseline for what is left of the season: never more than a whole season's.
    for (const hive of answer.hives) {
      expect(hive.expectedLbs).toBeLessThanOrEqual(YIELD_BASELINES.us.expectedLbs);
      expect(hive.lowLbs).toBeLessThanOrEqual(hive.expectedLbs);
      expect(hive.expectedLbs).toBeLessThanOrEqual(hive.highLbs);
    }
    // Before the harvest months the whole baseline is to come: each uninspected colony gets it as published.
    const spring = await getYieldForecast(callerOf(ann), '2026-03-01');
    expect(spring.hives.map(({ lowLbs, expectedLbs, highLbs }) => [lowLbs, expectedLbs, highLbs])).toEqual([
      [30, 51.7, 65.5],
      [30, 51.7, 65.5],
    ]);
    expect(spring.total).toEqual({ harvestedLbs: 0, lowLbs: 60, expectedLbs: 103.4, highLbs: 131 });
  });

  it("follows two past seasons of the beekeeper's own harvests and counts this season's", async () => {
    const ann = await proBeekeeper();
    const [golden, buttercup] = (await hivesOf(ann, ['Golden Comb', 'Buttercup'])) as [Hive, Hive];
    // Two seasons ago: 60 + 40 lbs from two hives (50 per hive); last season 30 kg (66.14 lbs) from one.
    await harvest(ann, golden, 60, `${thisYear - 2}-07-10`);
    await harvest(ann, buttercup, 40, `${thisYear - 2}-08-10`);
    await harvest(ann, golden, 30, `${thisYear - 1}-08-05`, 'kg');
    await harvest(ann, buttercup, 12, `${thisYear - 1}-08-05`, 'jars');
    // This season so far (the first of January is never in the future).
    await harvest(ann, buttercup, 12.5, `${thisYear}-01-01`);

    const answer = await forecast(ann);
    expect(answer.season).toBe(thisYear);
    expect(note(answer, 'history')).toMatchObject({ seasons: 2, perHiveLbs: 58.1 });
    expect(note(answer, 'weighting')).toMatchObject({ historyPercent: 67 });
    expect(note(answer, 'harvest_months')).toMatchObject({ source: 'own', months: [7, 8] });
    expect(note(answer, 'harvested')).toMatchObject({ lbs: 12.5 });
    expect(answer.total.harvestedLbs).toBe(12.5);
    const byName = Object.fromEntries(answer.hives.map((hive) => [hive.hiveName, hive]));
    expect(byName.Buttercup?.harvestedLbs).toBe(12.5);
    expect(byName['Golden Comb']?.harvestedLbs).toBe(0);
    // Both hives alike, uninspected: Buttercup's forecast is the same plus what it has given already.
    expect(byName.Buttercup?.expectedLbs).toBeCloseTo((byName['Golden Comb']?.expectedLbs ?? 0) + 12.5, 1);
  });

  it('scales each hive by its latest inspection: a strong colony is expected to give more than a weak one', async () => {
    const ann = await proBeekeeper();
    const [strong, weak, average] = (await hivesOf(ann, ['Strong', 'Weak', 'Average'])) as [Hive, Hive, Hive];
    await harvest(ann, strong, 50, '2024-07-15');
    await harvest(ann, weak, 50, '2025-07-15');
    await inspect(ann, strong, 5, 5);
    await inspect(ann, weak, 1, 2);
    await inspect(ann, average, 3, 3);

    // Before the season's harvest months, so the whole usual harvest is still to come.
    const answer = await getYieldForecast(callerOf(ann), '2026-05-15');
    const byName = Object.fromEntries(answer.hives.map((hive) => [hive.hiveName, hive]));
    expect(answer.hives.map(({ hiveName, strength }) => [hiveName, strength])).toEqual([
      ['Strong', 'strong'],
      ['Weak', 'weak'],
      ['Average', 'average'],
    ]);
    // 2 seasons of 50 lbs per hive (one hive each), blended 2/3 with the 51.7 lbs baseline: 50.6 lbs on average.
    expect(byName.Average).toMatchObject({ lowLbs: 43.3, expectedLbs: 50.6, highLbs: 55.2 });
    // Population 5 and stores 5: 1.4 x 1.1; population 1 and stores 2: 0.4 x 0.95.
    expect(byName.Strong?.expectedLbs).toBeCloseTo(50.57 * 1.4 * 1.1, 0);
    expect(byName.Weak?.expectedLbs).toBeCloseTo(50.57 * 0.4 * 0.95, 0);
    expect(note(answer, 'colony_strength')).toMatchObject({
      hives: { strong: 1, average: 1, weak: 1, not_inspected: 0 },
    });
    expect(answer.total.expectedLbs).toBeCloseTo(
      answer.hives.reduce((sum, hive) => sum + hive.expectedLbs, 0),
      1,
    );
  });

  it('counts southern seasons from July to June from the calendar-year tallies', async () => {
    const ann = await proBeekeeper();
    const [first, second] = (await hivesOf(ann, ['Kauri', 'Manuka'], '-36.85')) as [Hive, Hive];
    // Season 2024 (Jul 2024 - Jun 2025): 30 + 50 + 40 lbs from both hives.
    await harvest(ann, first, 30, '2024-12-20');
    await harvest(ann, first, 50, '2025-02-10');
    await harvest(ann, second, 40, '2025-02-10');
    // Season 2025 so far: December's and January's.
    await harvest(ann, second, 20, '2025-12-15');
    await harvest(ann, first, 10, '2026-01-20');

    const answer = await getYieldForecast(callerOf(ann), '2026-01-31');
    expect(answer).toMatchObject({ season: 2025, hemisphere: 'southern' });
    // The season's 120 lbs from both hives (Kauri's December 2024, and both hives' February 2025).
    expect(note(answer, 'history')).toMatchObject({ seasons: 1, perHiveLbs: 60 });
    expect(note(answer, 'harvest_months')).toMatchObject({ source: 'own', months: [12, 2] });
    // This season's 30 lbs exactly: 2025's hives share its December by their 2025 honey (the tallies can't say
    // which hive gave December's), 2026's January is Kauri's.
    expect(answer.total.harvestedLbs).toBe(30);
    const byName = Object.fromEntries(answer.hives.map((hive) => [hive.hiveName, hive]));
    expect(byName.Kauri?.harvestedLbs).toBeCloseTo(10 + 20 * (50 / 110), 1);
    expect(byName.Manuka?.harvestedLbs).toBeCloseTo(20 * (60 / 110), 1);
  });

  it('is Pro only: a free beekeeper gets 402', async () => {
    const free = beekeeper();
    await setSubscription(free, 'free', 'active');
    expect(await free.request('getYieldForecast')).toMatchObject({
      statusCode: 402,
      body: { message: API_ERRORS.proRequired, code: 'proRequired' },
    });
  });

  it("never counts another beekeeper's hives or harvests", async () => {
    const ann = await proBeekeeper();
    const bob = await proBeekeeper();
    const [annsHive] = (await hivesOf(ann, ['Golden Comb'])) as [Hive];
    const [bobsHive] = (await hivesOf(bob, ['Bob 1', 'Bob 2'])) as [Hive, Hive];
    await harvest(bob, bobsHive, 90, `${thisYear - 1}-07-10`);
    await harvest(bob, bobsHive, 25, `${thisYear}-01-01`);
    await harvest(ann, annsHive, 5, `${thisYear}-01-01`);

    const answer = await forecast(ann);
    expect(answer.hives.map(({ hiveName }) => hiveName)).toEqual(['Golden Comb']);
    expect(answer.total.harvestedLbs).toBe(5);
    expect(note(answer, 'history')).toMatchObject({ seasons: 0, perHiveLbs: null });
  });

  it('costs the same few requests however many harvests there are', async () => {
    const sent = recordSentCommands();
    const costOf = async (who: TestBeekeeper) => {
      sent.splice(0);
      await forecast(who);
      return sent.toSorted();
    };
    const ann = await proBeekeeper();
    const hives = await hivesOf(ann, ['One', 'Two', 'Three']);
    const small = await costOf(ann);
    // The Pro check, 7 years of tallies, the hives and the apiaries.
    expect(small).toEqual(['GetItemCommand', ...Array<string>(9).fill('QueryCommand')]);

    for (let back = 0; back < 6; back++) {
      for (const [index, hive] of hives.entries()) {
        await harvest(ann, hive, 10 + index, `${thisYear - back}-01-01`);
        await harvest(ann, hive, 5, `${thisYear - back - 1}-07-0${index + 1}`);
      }
    }
    expect(await costOf(ann)).toEqual(small);
  });
});
