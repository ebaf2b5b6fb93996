/**
 * A commercial beekeeper (1,000 hives, 20,000 inspections) costs the same DynamoDB requests as a small one on the
 * screens they open most: the first page of inspections, one hive's inspections, a hive page and the dashboard.
 * The commercial account is the run's shared one (`shared-commercial-account.ts`), on a table of its own, so its
 * items weigh on no other file's requests.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Apiary } from '../../shared/schemas/apiary';
import type { DashboardMetrics } from '../../shared/schemas/dashboard';
import type { Hive } from '../../shared/schemas/hive';
import type { HiveWithLatestInspection, Inspection } from '../../shared/schemas/inspection';
import { HIVE_PAGE } from '../../shared/domain/hive';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../../shared/domain/paging';
import { RECOMMENDATION_PAGE, type TreatmentRecommendation } from '../../shared/schemas/treatment-recommendation';
import { tableName } from '../lib/data/client';
import { beekeeper, type TestBeekeeper } from '../test-support/api';
import { COMMERCIAL_ACCOUNT } from '../test-support/commercial-account';
import { recountDashboardMetrics } from '../test-support/dashboard-recount';
import { recordSentCommands } from '../test-support/sent-commands';
import { commercialAccount } from '../test-support/shared-commercial-account';

const table = await vi.hoisted(async () =>
  (await import('../test-support/commercial-account-seeding')).useCommercialTable(),
);

interface Account {
  who: TestBeekeeper;
  hiveId: string;
}

/** A small beekeeper, recorded through the API: one apiary, three hives, two inspections each. */
async function smallAccount(): Promise<Account> {
  const who = beekeeper();
  const apiary = await who.request<Apiary>('createApiary', { body: { name: 'Garden', location: 'Back fence' } });
  const hiveIds: string[] = [];
  for (const name of ['Rose', 'Thyme', 'Clover']) {
    const hive = await who.request<Hive>('createHive', { body: { name, apiaryId: apiary.body.id } });
    hiveIds.push(hive.body.id);
    for (const inspectionDate of ['2026-05-01', '2026-06-01']) {
      await who.request('createInspection', { body: { hiveId: hive.body.id, inspectionDate } });
    }
  }
  return { who, hiveId: hiveIds[0] as string };
}

/** The four reads, each with the DynamoDB commands it sent, in order (parallel Gets sorted). */
async function costOfReads({ who, hiveId }: Account, sent: string[]) {
  const firstPage = await who.request<Inspection[]>('listInspections');
  const firstPageCommands = sent.splice(0);
  const hivePage = await who.request<Inspection[]>('listInspections', {
    rawQueryString: new URLSearchParams({ hiveId }).toString(),
  });
  const hivePageCommands = sent.splice(0);
  const hive = await who.requestFor<HiveWithLatestInspection>('getHive', hiveId);
  const hiveCommands = sent.splice(0).sort();
  const metrics = await who.request<DashboardMetrics>('getDashboardMetrics');
  const metricsCommands = sent.splice(0).sort();
  return {
    answers: { firstPage, hivePage, hive, metrics },
    commands: {
      listInspections: firstPageCommands,
      listHiveInspections: hivePageCommands,
      getHive: hiveCommands,
      getDashboardMetrics: metricsCommands,
    },
  };
}

describe('a commercial beekeeper', () => {
  let small: Account;
  let commercial: Account;

  beforeAll(async () => {
    expect(tableName).toBe(table);
    [small, commercial] = await Promise.all([smallAccount(), commercialAccount()]);
  }, 180_000);

  it('opens inspections, a hive and the dashboard with the requests a small one needs, and no Scan', async () => {
    const sent = recordSentCommands();
    const smallCost = await costOfReads(small, sent);
    const commercialCost = await costOfReads(commercial, sent);

    const expected = {
      listInspections: ['QueryCommand on gsi2', 'BatchGetItemCommand'],
      listHiveInspections: ['GetItemCommand', 'QueryCommand on gsi1'],
      getHive: ['GetItemCommand', 'GetItemCommand', 'GetItemCommand'],
      // The hive, production and finance tallies, and the user item for the Pro check, side by side.
      getDashboardMetrics: ['BatchGetItemCommand', 'BatchGetItemCommand', 'BatchGetItemCommand', 'GetItemCommand'],
    };
    expect(smallCost.commands).toEqual(expected);
    expect(commercialCost.commands).toEqual(expected);

    const { firstPage, hivePage, hive, metrics } = commercialCost.answers;
    expect(firstPage.statusCode).toBe(200);
    expect(firstPage.body).toHaveLength(20);
    expect(firstPage.headers[NEXT_CURSOR_HEADER]).toEqual(expect.any(String));
    expect(hivePage.body).toHaveLength(COMMERCIAL_ACCOUNT.inspectionsPerHive);
    expect(hive.body).toMatchObject({
      inspectionCount: COMMERCIAL_ACCOUNT.inspectionsPerHive,
      latestInspection: hivePage.body[0],
    });
    expect(metrics.body).toEqual({ ...(await recountDashboardMetrics(commercial.who.userId)), healthScoreChange: 0 });
    expect(metrics.body.totalHives).toBe(950);
  });

  it('lists and searches its hives a bounded page at a time, with the requests a small one needs', async () => {
    const sent = recordSentCommands();
    for (const { who } of [small, commercial]) {
      const firstPage = await who.request<Hive[]>('listHives');
      expect(firstPage.statusCode).toBe(200);
      // Every hive of both has an "e" in its name.
      const searched = await who.request<Hive[]>('listHives', { rawQueryString: 'q=E&limit=2' });
      expect(searched.body).toHaveLength(2);
      // A Query of one page (of 1,000 hives at most for a search) and one BatchGet of the page's apiary names each.
      expect(sent.splice(0)).toEqual(['QueryCommand', 'BatchGetItemCommand', 'QueryCommand', 'BatchGetItemCommand']);
    }
    const firstPage = await commercial.who.request<Hive[]>('listHives');
    expect(firstPage.body).toHaveLength(HIVE_PAGE.defaultLimit);
    expect(firstPage.headers[NEXT_CURSOR_HEADER]).toBe(firstPage.body.at(-1)?.id);
    // 20 of 1,000 hives: the page answers a fiftieth of what the whole list did (541 KB).
    expect(JSON.stringify(firstPage.body).length).toBeLessThan(20_000);

    const searched = await commercial.who.request<Hive[]>('listHives', { rawQueryString: 'q=hive%200999' });
    expect(searched.body.map((hive) => hive.name)).toEqual(['Hive 0999']);
    expect(searched.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('answers one page of its many treatment recommendations, a 20th of the hives', async () => {
    const answer = await commercial.who.request<TreatmentRecommendation[]>('getTreatmentRecommendations');
    expect(answer.body).toHaveLength(RECOMMENDATION_PAGE.defaultLimit);
    expect(Number(answer.headers[TOTAL_COUNT_HEADER])).toBeGreaterThan(RECOMMENDATION_PAGE.defaultLimit);
    expect(answer.headers[NEXT_CURSOR_HEADER]).toBe(String(RECOMMENDATION_PAGE.defaultLimit));
    expect(JSON.stringify(answer.body).length).toBeLessThan(20_000);
  });

  it('gets its treatment recommendations with the Queries a small one needs, and no Scan', async () => {
    const sent = recordSentCommands();
    for (const { who } of [small, commercial]) {
      const answer = await who.request<TreatmentRecommendation[]>('getTreatmentRecommendations');
      expect(answer.statusCode).toBe(200);
      // One page, most pressing first, and how many more there are.
      expect(answer.body.length).toBeLessThanOrEqual(RECOMMENDATION_PAGE.defaultLimit);
      expect(Number(answer.headers[TOTAL_COUNT_HEADER])).toBeGreaterThanOrEqual(answer.body.length);
      // The hives and the apiaries (one page each), a year of treatments (gsi2) and the overdue recounts (gsi1);
      // no apiary has coordinates, so no forecast is read.
      expect(sent.splice(0).sort()).toEqual([
        'QueryCommand',
        'QueryCommand',
        'QueryCommand on gsi1',
        'QueryCommand on gsi2',
      ]);
    }
  });
});
