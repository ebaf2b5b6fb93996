/**
 * Access patterns on the beekeeper's secret calendar link. The user item keeps the current token and a
 * `CalendarFeedEntity` item per token names its owner; both change in one transaction conditioned on the token as
 * read, so of two concurrent new links one wins and no token is left behind that the user item doesn't name.
 */
import { randomBytes } from 'node:crypto';
import type { Caller } from '../caller';
import { WriteConflictError, retryOnWriteConflict, writeTransaction, type TransactionEntities } from './transactions';
import { ensureUser, getUser } from './users';

/** 256 bits: a link no one guesses. */
const TOKEN_BYTES = 32;

/** The caller's current calendar token, or null while the link is off. */
export async function getCalendarFeed({ userId }: Caller): Promise<string | null> {
  return (await getUser(userId))?.calendarFeedToken ?? null;
}

/** The user item names `token` (or none) only if it still names `current`, as read. */
function replacedToken(entities: TransactionEntities, userId: string, current: string | undefined, token?: string) {
  const patch = entities.user.patch({ userId });
  const changed = token === undefined ? patch.remove(['calendarFeedToken']) : patch.set({ calendarFeedToken: token });
  return changed
    .where(({ calendarFeedToken }, { eq, notExists }) =>
      current === undefined ? notExists(calendarFeedToken) : eq(calendarFeedToken, current),
    )
    .commit();
}

/** Makes a new secret link for the caller; the one it replaces stops working in the same transaction. */
export async function createCalendarFeed(caller: Caller): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await retryOnWriteConflict(async () => {
    const { user } = await ensureUser(caller);
    const current = user.calendarFeedToken;
    const cancellation = await writeTransaction((entities) => ({
      user: replacedToken(entities, user.userId, current, token),
      feed: entities.calendarFeed.create({ token, userId: user.userId }).commit(),
      oldFeed: current === undefined ? undefined : entities.calendarFeed.delete({ token: current }).commit(),
    }));
    if (!cancellation) return;
    if (cancellation.conditionFailed('user')) throw new WriteConflictError('calendar link changed meanwhile');
    throw cancellation.unexpected('Making a calendar link');
  });
  return token;
}

/** Turns the caller's secret link off (nothing to do when it is off already). */
export async function deleteCalendarFeed({ userId }: Caller): Promise<void> {
  await retryOnWriteConflict(async () => {
    const current = (await getUser(userId))?.calendarFeedToken;
    if (current === undefined) return;
    const cancellation = await writeTransaction((entities) => ({
      user: replacedToken(entities, userId, current),
      feed: entities.calendarFeed.delete({ token: current }).commit(),
    }));
    if (!cancellation) return;
    if (cancellation.conditionFailed('user')) throw new WriteConflictError('calendar link changed meanwhile');
    throw cancellation.unexpected('Turning a calendar link off');
  });
}
