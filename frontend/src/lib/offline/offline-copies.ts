/**
 * When the beekeeper last took an apiary offline (its hives, their recent inspections, open tasks and treatments
 * copied into the offline copy, persisted-queries.ts), per signed-in beekeeper and account, so the apiary can say
 * how fresh its copy is. Kept in local storage beside the session; forgotten on sign-out with the copies.
 */
import { offlineScope } from './offline-scope';

const STORAGE_PREFIX = 'hivekeeper.offlineCopies.';

type CopyTimes = Record<string, string>;

function readTimes(scope: string): CopyTimes {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_PREFIX + scope) ?? '{}') as CopyTimes;
  } catch {
    return {};
  }
}

/** When the apiary was last taken offline by the signed-in beekeeper on the current account; undefined if never. */
export function apiaryOfflineCopyTime(apiaryId: string): Date | undefined {
  const scope = offlineScope();
  const time = scope === undefined ? undefined : readTimes(scope)[apiaryId];
  return time === undefined ? undefined : new Date(time);
}

export function recordApiaryOfflineCopy(apiaryId: string, at: Date): void {
  const scope = offlineScope();
  if (scope === undefined) return;
  try {
    localStorage.setItem(STORAGE_PREFIX + scope, JSON.stringify({ ...readTimes(scope), [apiaryId]: at.toISOString() }));
  } catch {
    // Storage full or blocked: the copy is made, only its time goes unsaid.
  }
}

export function forgetOfflineCopies(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
  }
}
