import * as z from 'zod';
import { VALIDATION } from '../messages';
import { requiredText } from './common';

/** The records the header search finds, in the order the popover groups them. */
export const SEARCH_RECORD_TYPES = ['hive', 'apiary', 'inspection'] as const;
export type SearchRecordType = (typeof SEARCH_RECORD_TYPES)[number];

/** What `GET /api/search?q=` takes: at most 100 characters (a few words; four are searched). */
export const SEARCH_QUERY = { maxLength: 100 } as const;
/** Results answered at most, best first. */
export const SEARCH_RESULT_LIMIT = 20;

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
