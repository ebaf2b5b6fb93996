import { RECORDED_BY_MESSAGES } from '../messages/recorded-by';
import type { Author } from '../schemas/common';

/** A record as the API answers it: who recorded it and who changed it last, when HiveKeeper noted them. */
export interface Authored {
  recordedBy?: Author | undefined;
  changedBy?: Author | undefined;
}

/**
 * "Recorded by Ana", "Recorded by Ana, changed by Ben" or "Changed by Ben": who wrote the record, said only where
 * it was someone other than the account's owner (`ownerId`), so a beekeeper alone on their account sees nothing
 * new. Null when there is nothing to say, records kept before authors were noted included.
 */
export function recordedByLine({ recordedBy, changedBy }: Authored, ownerId: string): string | null {
  if (recordedBy && recordedBy.userId !== ownerId) {
    return changedBy && changedBy.userId !== recordedBy.userId
      ? RECORDED_BY_MESSAGES.recordedAndChangedBy(recordedBy.name, changedBy.name)
      : RECORDED_BY_MESSAGES.recordedBy(recordedBy.name);
  }
  return changedBy && changedBy.userId !== ownerId ? RECORDED_BY_MESSAGES.changedBy(changedBy.name) : null;
}

/** Recent Activity's "by Ana" for what someone other than the owner did (`author`), or null. */
export function activityByLine(author: Author | undefined, ownerId: string): string | null {
  return author && author.userId !== ownerId ? RECORDED_BY_MESSAGES.activityBy(author.name) : null;
}
