/**
 * Who writes a record, as every create and update of a beekeeper's records keeps it (`authorAttributes`): the
 * person acting, who on a shared account is the member, not the account's owner.
 */
import type { Author } from '../../../shared/schemas/common';
import type { Caller } from '../caller';

type Acting = Pick<Caller, 'userId' | 'member' | 'name' | 'email'>;

/**
 * The acting person and their name now; their e-mail (always their own, a member's too) when the Caller has no
 * name, as for a member acting on a shared account until `actingCaller` carries the name over.
 */
export function authorOf({ userId, member, name, email }: Acting): Author {
  return { userId: member?.userId ?? userId, name: name ?? email };
}

/** What a new record keeps: recorded and last changed by the acting person. */
export function recordedBy(caller: Acting): { recordedBy: Author; changedBy: Author } {
  const author = authorOf(caller);
  return { recordedBy: author, changedBy: author };
}

/**
 * What an edited record keeps: who recorded it as before, and the acting person as the last to change it. For the
 * edits that replace the whole item (a put), which would otherwise drop who recorded it.
 */
export function changedBy(
  caller: Acting,
  current: { recordedBy?: Author },
): { recordedBy?: Author; changedBy: Author } {
  return { ...(current.recordedBy ? { recordedBy: current.recordedBy } : {}), changedBy: authorOf(caller) };
}

/** A stored record's authors as the API answers them; none for records kept before HiveKeeper noted them. */
export function authorsOf(record: { recordedBy?: Author; changedBy?: Author }): {
  recordedBy?: Author;
  changedBy?: Author;
} {
  return {
    ...(record.recordedBy ? { recordedBy: { userId: record.recordedBy.userId, name: record.recordedBy.name } } : {}),
    ...(record.changedBy ? { changedBy: { userId: record.changedBy.userId, name: record.changedBy.name } } : {}),
  };
}
