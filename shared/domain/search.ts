/**
 * The header search's constants, apart from its zod schemas (`schemas/search.ts`): the search box is in every
 * signed-in page's header and must not bring zod with it.
 */

/** The records the header search finds, in the order the popover groups them. */
export const SEARCH_RECORD_TYPES = ['hive', 'apiary', 'inspection', 'treatment', 'task'] as const;
export type SearchRecordType = (typeof SEARCH_RECORD_TYPES)[number];

/**
 * What a result's day is: the day it happened (an inspection, a treatment's application), the day a task is due, or
 * was due for a task done. The server sends the day; the popover says it in the beekeeper's words ("due tomorrow").
 */
export const SEARCH_DATE_KINDS = ['on', 'due', 'wasDue'] as const;
export type SearchDateKind = (typeof SEARCH_DATE_KINDS)[number];

/** What `GET /api/search?q=` takes: at most 100 characters (a few words; four are searched). */
export const SEARCH_QUERY = { maxLength: 100 } as const;
/** Results answered at most, best first. */
export const SEARCH_RESULT_LIMIT = 20;
/**
 * Term items a search reads per word: a small multiple of the results, so a word in 10,000 records costs what a
 * word in 50 does, and 100 so that the candidates a multi-word search checks fit one BatchGetItem (100 keys).
 */
export const SEARCH_TERM_MATCHES_READ = SEARCH_RESULT_LIMIT * 5;
