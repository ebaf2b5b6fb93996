import { SEARCH_RECORD_TYPES } from '@shared/domain/search';
import type { SearchResult } from '@shared/schemas/search';

/** How many records opened from the search it offers again, newest first, before anything is typed. */
export const RECENT_RESULTS_KEPT = 5;

/** Per beekeeper: two people sharing a browser each see their own. */
const storageKey = (userId: string) => `hivekeeper.search.recent.${userId}`;

const isResult = (value: unknown): value is SearchResult => {
  const result = value as Partial<SearchResult> | null;
  return (
    typeof result?.id === 'string' &&
    typeof result.title === 'string' &&
    typeof result.snippet === 'string' &&
    SEARCH_RECORD_TYPES.some((type) => type === result.type)
  );
};

/** The records `userId` last opened from the search; none when storage is unavailable or holds something else. */
export function recentResults(userId: string): SearchResult[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isResult).slice(0, RECENT_RESULTS_KEPT) : [];
  } catch {
    return [];
  }
}

/** Puts `result` first among `userId`'s recent records (once), keeping RECENT_RESULTS_KEPT. */
export function rememberOpened(userId: string, result: SearchResult): void {
  const others = recentResults(userId).filter((recent) => recent.type !== result.type || recent.id !== result.id);
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify([result, ...others].slice(0, RECENT_RESULTS_KEPT)));
  } catch {
    // Storage full or refused: the search works without its recent records.
  }
}
