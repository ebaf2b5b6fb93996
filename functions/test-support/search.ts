/**
 * The header search as its data tests ask it: what a beekeeper's search answers, and the term items one record
 * type left in their partition.
 */
import { expect } from 'vitest';
import type { SearchRecordType } from '../../shared/domain/search';
import { searchResultSchema, type SearchResult } from '../../shared/schemas/search';
import { SearchTermEntity } from '../lib/data/entities/search-term';
import type { TestBeekeeper } from './api';

/** The results of `GET /api/search?q=` for the beekeeper, checked against the answer's schema. */
export async function found(who: TestBeekeeper, q: string): Promise<SearchResult[]> {
  const answer = await who.request<SearchResult[]>('searchRecords', {
    rawQueryString: new URLSearchParams({ q }).toString(),
  });
  expect(answer.statusCode).toBe(200);
  return searchResultSchema.array().parse(answer.body);
}

/** The results as `type id`. */
export const foundIds = async (who: TestBeekeeper, q: string) =>
  (await found(who, q)).map(({ type, id }) => `${type} ${id}`);

/** The term items of one record type in the beekeeper's partition, as `word id`, sorted. */
export async function termItemsOf(who: TestBeekeeper, recordType: SearchRecordType): Promise<string[]> {
  const { data } = await SearchTermEntity.query.term({ userId: who.userId }).go({ pages: 'all', consistent: true });
  return data
    .filter((item) => item.recordType === recordType)
    .map(({ term, recordId }) => `${term} ${recordId}`)
    .sort();
}
