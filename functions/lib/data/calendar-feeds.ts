/**
 * Access patterns on the beekeeper's secret calendar link. The user item keeps the hash of the current token and
 * when the link was made, and a `CalendarFeedEntity` item per hash names its owner; both change in one transaction
 * conditioned on the hash as read, so of two concurrent new links one wins and no link is left behind that the user
 * item doesn't name. The token itself is only ever in the answer that makes it.
 */
import type { Caller } from '../caller';
import { hashOfCalendarToken, newCalendarToken } from '../calendar/feed-token';
import { WriteConflictError, retryOnWriteConflict, writeTransaction, type TransactionEntities } from './transactions';
import { ensureUser, getUser } from './users';

/** Since when the caller's calendar link is on, or null while it is off. */
export async function getCalendarFeed({ userId }: Caller): Promise<{ since: string | null }> {
  const user = await getUser(userId);
  return { since: user?.calendarFeedHash === undefined ? null : (user.calendarFeedSince ?? null) };
}

/** The user item names the link `hash` (or none) only if it still names `current`, as read. */
function replacedLink(
  entities: TransactionEntities,
  userId: string,
  current: string | undefined,
  link?: { hash: string; since: string },
) {
  const patch = entities.user.patch({ userId });
  const changed =
    link === undefined
      ? patch.remove(['calendarFeedHash', 'calendarFeedSince'])
      : patch.set({ calendarFeedHash: link.hash, calendarFeedSince: link.since });
  return changed
    .where(({ calendarFeedHash }, { eq, notExists }) =>
      current === undefined ? notExists(calendarFeedHash) : eq(calendarFeedHash, current),
    )
    .commit();
}

/**
 * Makes a new secret link for the caller and answers its token, the only time anyone sees it; the link it replaces
 * stops working in the same transaction.
 */
export async function createCalendarFeed(caller: Caller): Promise<{ token: string; since: string }> {
  const token = newCalendarToken();
  const link = { hash: hashOfCalendarToken(token), since: new Date().toISOString() };
  await retryOnWriteConflict(async () => {
    const { user } = await ensureUser(caller);
    const current = user.calendarFeedHash;
    const cancellation = await writeTransaction((entities) => ({
      user: replacedLink(entities, user.userId, current, link),
      feed: entities.calendarFeed.create({ tokenHash: link.hash, userId: user.userId }).commit(),
      oldFeed: current === undefined ? undefined : entities.calendarFeed.delete({ tokenHash: current }).commit(),
    }));
    if (!cancellation) return;
    if (cancellation.conditionFailed('user')) throw new WriteConflictError('calendar link changed meanwhile');
    throw cancellation.unexpected('Making a calendar link');
  });
  return { token, since: link.since };
}

/** Turns the caller's secret link off (nothing to do when it is off already). */
export async function deleteCalendarFeed({ userId }: Caller): Promise<void> {
  await retryOnWriteConflict(async () => {
    const current = (await getUser(userId))?.calendarFeedHash;
    if (current === undefined) return;
    const cancellation = await writeTransaction((entities) => ({
      user: replacedLink(entities, userId, current),
      feed: entities.calendarFeed.delete({ tokenHash: current }).commit(),
    }));
    if (!cancellation) return;
    if (cancellation.conditionFailed('user')) throw new WriteConflictError('calendar link changed meanwhile');
    throw cancellation.unexpected('Turning a calendar link off');
  });
}
