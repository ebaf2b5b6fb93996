/**
 * The server's side of offline sync (shared/domain/offline-sync.ts). A create that takes the app's id creates the
 * record only if absent: the create's own condition decides, and a replay is answered the stored record. An edit
 * may say which version it started from: one that differs from the stored version is refused with the stored
 * record, and the write itself is conditioned on the version as read, so two edits racing from one version can't
 * both win.
 *
 * A record's version is its `updatedAt`, which moves with every write of the record and nothing else writes those
 * items (inspections, tasks, treatments, harvests, money records); a hive keeps a `version` of its own, because
 * every inspection, treatment, harvest and money record writes its tallies on the hive item.
 */
import { EditConflictError } from '../errors';

/** What a create that takes the app's id did: made the record, or found it already stored (a replayed create). */
export interface CreateOutcome<T> {
  record: T;
  isNew: boolean;
}

/**
 * The moment an edit writes as the record's `updatedAt`: now, or just after the stored one when the clock has not
 * moved past it, so the version always changes and an edit that started before it is refused.
 */
export function updatedAfter(stored: string): string {
  const now = Date.now();
  const storedAt = Date.parse(stored);
  return new Date(Number.isNaN(storedAt) || now > storedAt ? now : storedAt + 1).toISOString();
}

/**
 * Refuses an edit that started from another version than the stored one (none given: the edit applies to what is
 * stored): 409 with the stored record as the route answers it, nothing written.
 */
export async function assertStartedFrom<T>(
  startedFrom: string | undefined,
  stored: string,
  answer: () => T | Promise<T>,
): Promise<void> {
  if (startedFrom === undefined || startedFrom === stored) return;
  throw new EditConflictError(await answer());
}
