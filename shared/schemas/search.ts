import * as z from 'zod';
import { VALIDATION } from '../messages';
import { SEARCH_QUERY, SEARCH_RECORD_TYPES } from '../domain/search';
import { requiredText } from './common';

export const searchQuerySchema = z.object({
  q: requiredText(VALIDATION.searchQueryRequired, SEARCH_QUERY.maxLength, 'Search'),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * One record found: its type and id, the title the popover shows (a hive's name, an inspection's hive and date, a
 * task's title...), the matched text around the first matched word, and the hive it belongs to when it has one
 * (an inspection opens on its hive).
 */
export const searchResultSchema = z.object({
  type: z.enum(SEARCH_RECORD_TYPES),
  id: z.string(),
  title: z.string(),
  snippet: z.string(),
  hiveId: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
