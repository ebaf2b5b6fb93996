import { afterEach, describe, expect, it } from 'vitest';
import type { SearchResult } from '@shared/schemas/search';
import { RECENT_RESULTS_KEPT, recentResults, rememberOpened } from './recent-results';

const hive = (id: string): SearchResult => ({
  type: 'hive',
  id,
  title: `Hive ${id}`,
  day: null,
  snippet: '',
  hiveId: id,
});

afterEach(() => localStorage.clear());

describe("a beekeeper's recent search results", () => {
  it('keeps the last few opened, newest first, each once, per beekeeper', () => {
    for (const id of ['H1', 'H2', 'H3', 'H4', 'H5', 'H6']) rememberOpened('ann', hive(id));
    rememberOpened('ann', hive('H3'));
    expect(recentResults('ann').map((result) => result.id)).toEqual(['H3', 'H6', 'H5', 'H4', 'H2']);
    expect(recentResults('ann')).toHaveLength(RECENT_RESULTS_KEPT);
    expect(recentResults('bob')).toEqual([]);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('hivekeeper.search.recent.ann', '{not json');
    expect(recentResults('ann')).toEqual([]);
    localStorage.setItem('hivekeeper.search.recent.ann', JSON.stringify([{ id: 1 }, hive('H1')]));
    expect(recentResults('ann')).toEqual([hive('H1')]);
  });
});
