/**
 * Header search: how a record's texts become the words it is found by, and how a query is read. The server indexes
 * every record by these words (one term item per distinct word) and searches the same way, so both sides agree.
 */
import { SEARCH_RECORD_TYPES, type SearchRecordType } from '../domain/search';

/** Words kept per record: a long inspection note is found by its first distinct words (and keeps its writes small). */
export const MAX_TERMS_PER_RECORD = 16;
/** Longer words are indexed and searched by their first characters. */
export const MAX_TERM_LENGTH = 24;
/** Words of a query searched: one Query each. */
export const MAX_QUERY_WORDS = 4;

/**
 * Short English words that say nothing on their own; single letters are dropped too. Digits stay: "Hive 12".
 */
const STOP_WORDS = new Set([
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'but',
  'by',
  'for',
  'from',
  'had',
  'has',
  'have',
  'in',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'so',
  'than',
  'that',
  'the',
  'then',
  'there',
  'this',
  'to',
  'was',
  'were',
  'with',
]);

/** Lower case, accents folded ("Reine Élevée" → "reine elevee"). */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text as searched: folded, split on anything but letters and digits, cut to MAX_TERM_LENGTH. */
function wordsOf(text: string): string[] {
  return (foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.slice(0, MAX_TERM_LENGTH));
}

/** Whether a word is worth indexing: not a stop word and not a single letter (a single digit is kept). */
function isTerm(word: string): boolean {
  return !STOP_WORDS.has(word) && (word.length > 1 || /\p{N}/u.test(word));
}

/**
 * The distinct words a record is found by, from its texts in order of importance (name before notes), at most
 * MAX_TERMS_PER_RECORD.
 */
export function termsOf(texts: readonly (string | null | undefined)[]): string[] {
  const terms = new Set<string>();
  for (const text of texts) {
    for (const word of wordsOf(text ?? '')) {
      if (terms.size >= MAX_TERMS_PER_RECORD) return [...terms];
      if (isTerm(word)) terms.add(word);
    }
  }
  return [...terms];
}

/** A query as searched: its whole words, and the last one, matched as a prefix while it is typed. */
export interface ParsedQuery {
  words: string[];
  prefix: string | null;
}

/**
 * The words of a query: at most MAX_QUERY_WORDS distinct ones, the last matched as a prefix. A query of stop
 * words alone still searches them rather than nothing.
 */
export function parseQuery(query: string): ParsedQuery {
  const all = wordsOf(query);
  const meaningful = all.filter(isTerm);
  const words = [...new Set(meaningful.length > 0 ? meaningful : all)].slice(0, MAX_QUERY_WORDS);
  return { words: words.slice(0, -1), prefix: words.at(-1) ?? null };
}

/** One record's matches: how many of the query's words it has whole and as a prefix. */
export interface SearchMatch {
  recordType: SearchRecordType;
  recordId: string;
  /** The record's indexed words that matched a query word (whole or by prefix). */
  matchedTerms: string[];
  /** Query words (and the prefix) found as whole words. */
  exactWords: number;
}

/** Best first: more query words matched whole, then more of the record's words matched, then newer (ULIDs grow). */
export function compareMatches(a: SearchMatch, b: SearchMatch): number {
  return (
    b.exactWords - a.exactWords ||
    b.matchedTerms.length - a.matchedTerms.length ||
    (a.recordId < b.recordId ? 1 : a.recordId > b.recordId ? -1 : 0) ||
    SEARCH_RECORD_TYPES.indexOf(a.recordType) - SEARCH_RECORD_TYPES.indexOf(b.recordType)
  );
}

/** Characters of context each side of the match in a snippet. */
const SNIPPET_CONTEXT = 40;

/**
 * The part of `text` around the first of `terms` it contains, with an ellipsis where it was cut, or null when it
 * contains none. Matching is on folded words, so "élevée" matches the term "elevee".
 */
export function snippetOf(text: string, terms: readonly string[]): string | null {
  for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const word = foldText(match[0]).slice(0, MAX_TERM_LENGTH);
    if (!terms.some((term) => word === term || word.startsWith(term))) continue;
    const start = Math.max(0, match.index - SNIPPET_CONTEXT);
    const end = Math.min(text.length, match.index + match[0].length + SNIPPET_CONTEXT);
    const cutStart = start > 0 ? text.indexOf(' ', start) + 1 || start : 0;
    const cutEnd = end < text.length ? text.lastIndexOf(' ', end) : text.length;
    const body = text.slice(cutStart, cutEnd > match.index ? cutEnd : end).trim();
    return `${cutStart > 0 ? '…' : ''}${body}${cutEnd < text.length ? '…' : ''}`;
  }
  return null;
}
