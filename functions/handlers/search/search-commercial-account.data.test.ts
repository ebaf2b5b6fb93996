/**
 * The header search costs a commercial beekeeper (1,000 hives, 20,000 inspections with notes, their 62,082 term
 * items) the same DynamoDB requests as a small one. The commercial account is the run's shared one
 * (`shared-commercial-account.ts`), on a table of its own.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import { SEARCH_RESULT_LIMIT } from '../../../shared/domain/search';
import type { SearchResult } from '../../../shared/schemas/search';
import { tableName } from '../../lib/data/client';
import { beekeeper, type TestBeekeeper } from '../../test-support/api';
import { RARE_NOTE } from '../../test-support/commercial-account';
import { recordSentCommands } from '../../test-support/sent-commands';
import { commercialAccount } from '../../test-support/shared-commercial-account';

const table = await vi.hoisted(async () =>
  (await import('../../test-support/commercial-account-seeding')).useCommercialTable(),
);

interface Account {
  who: TestBeekeeper;
  hiveId: string;
}

/** A small beekeeper, recorded through the API: one apiary, two hives, a few inspections with notes. */
async function smallAccount(): Promise<Account> {
  const who = beekeeper();
  const apiary = await who.request<Apiary>('createApiary', { body: { name: 'Garden', location: 'Back fence' } });
  const hiveIds: string[] = [];
  for (const name of ['Rose', 'Thyme']) {
    const hive = await who.request<Hive>('createHive', { body: { name, apiaryId: apiary.body.id } });
    hiveIds.push(hive.body.id);
    for (const [inspectionDate, notes] of [
      ['2026-05-01', 'Calm, brood on 6 frames'],
      ['2026-06-01', 'Queen seen'],
    ]) {
      await who.request('createInspection', { body: { hiveId: hive.body.id, inspectionDate, notes } });
    }
  }
  const [rose = ''] = hiveIds;
  await who.request('createInspection', { body: { hiveId: rose, inspectionDate: '2026-07-01', notes: RARE_NOTE } });
  return { who, hiveId: rose };
}

async function search({ who }: Account, q: string) {
  const answer = await who.request<SearchResult[]>('searchRecords', {
    rawQueryString: new URLSearchParams({ q }).toString(),
  });
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

describe('searching a commercial account', () => {
  let small: Account;
  let commercial: Account;

  beforeAll(async () => {
    expect(tableName).toBe(table);
    [small, commercial] = await Promise.all([smallAccount(), commercialAccount()]);
  }, 300_000);

  it('finds the one inspection with a rare word among 20,000, with the requests a small account needs', async () => {
    const sent = recordSentCommands();
    for (const account of [small, commercial]) {
      const results = await search(account, 'chalkbro');
      expect(results).toEqual([
        expect.objectContaining({ type: 'inspection', hiveId: account.hiveId, snippet: RARE_NOTE }),
      ]);
      // The word's Query, the inspection, then its hive's name.
      expect(sent.splice(0)).toEqual(['QueryCommand', 'BatchGetItemCommand', 'BatchGetItemCommand']);
    }
  });

  it('answers a word of 10,000 inspections and two words with a bounded page, as for a small account', async () => {
    const sent = recordSentCommands();
    const costs = [];
    for (const account of [small, commercial]) {
      const brood = await search(account, 'brood');
      const broodCommands = sent.splice(0);
      const queenSeen = await search(account, 'queen se');
      const queenSeenCommands = sent.splice(0);
      expect(brood.every((result) => result.type === 'inspection' && /brood/i.test(result.snippet))).toBe(true);
      expect(queenSeen.every((result) => /Queen seen/.test(result.snippet))).toBe(true);
      costs.push({ brood: broodCommands, queenSeen: queenSeenCommands, found: [brood.length, queenSeen.length] });
    }
    const [smallCost, commercialCost] = costs;
    expect(smallCost?.found).toEqual([2, 2]);
    expect(commercialCost?.found).toEqual([SEARCH_RESULT_LIMIT, SEARCH_RESULT_LIMIT]);
    const expected = {
      brood: ['QueryCommand', 'BatchGetItemCommand', 'BatchGetItemCommand'],
      queenSeen: ['QueryCommand', 'QueryCommand', 'BatchGetItemCommand', 'BatchGetItemCommand'],
    };
    expect({ brood: smallCost?.brood, queenSeen: smallCost?.queenSeen }).toEqual(expected);
    expect({ brood: commercialCost?.brood, queenSeen: commercialCost?.queenSeen }).toEqual(expected);
  });
});
