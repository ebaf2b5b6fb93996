import * as z from 'zod';
import { VALIDATION } from '../messages';
import { SEARCH_DATE_KINDS, SEARCH_QUERY, SEARCH_RECORD_TYPES } from '../domain/search';
import { calendarDateSchema, requiredText } from './common';

export const searchQuerySchema = z.object({
  q: requiredText(VALIDATION.searchQueryRequired, SEARCH_QUERY.maxLength, 'Search'),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * One record found: its type and id, the title the popover shows (a hive's name, an inspection's hive, a task's
 * title and hive...), its day when it has one (the popover words it: "due tomorrow"), the matched text around the
 * first matched word, and the hive it belongs to when it has one (an inspection opens on its hive).
 */
export const searchResultSchema = z.object({
  type: z.enum(SEARCH_RECORD_TYPES),
  id: z.string(),
  title: z.string(),
  day: z.object({ kind: z.enum(SEARCH_DATE_KINDS), date: calendarDateSchema }).nullable(),
  snippet: z.string(),
  hiveId: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
