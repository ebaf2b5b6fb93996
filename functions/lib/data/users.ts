/**
 * Access patterns on the user item (the head of each user's partition).
 */
import type { Entity, EntityItem, Item, WhereCallback } from 'electrodb';
import { FREE_PLAN_LIMITS, PRO_ACCESS_STATUSES, type SubscriptionStatus } from '../../../shared/plans';
import type { Locale } from '../../../shared/i18n/locales';
import type { IsNewUser } from '../../../shared/schemas/user';
import type { Caller } from '../caller';
import { GoneError } from '../errors';
import { UserEntity } from './entities/user';
import { retryOnWriteConflict, type TransactionEntities } from './transactions';

export type UserRecord = EntityItem<typeof UserEntity>;

/** A condition on the stored user item, written with ElectroDB's where operations. */
type UserCondition =
  typeof UserEntity extends Entity<infer A, infer F, infer C, infer S>
    ? WhereCallback<A, F, C, S, Item<A, F, C, S, S['attributes']>>
    : never;
type Counter = 'hiveCount' | 'apiaryCount';

const PRO_STATUSES: readonly SubscriptionStatus[] = PRO_ACCESS_STATUSES;

const FREE_LIMIT_OF: Record<Counter, number> = {
  hiveCount: FREE_PLAN_LIMITS.hives,
  apiaryCount: FREE_PLAN_LIMITS.apiaries,
};

/**
 * The fields a user item starts with, written with `if_not_exists` by every upsert of the user item, so the
 * first write of any kind (GET /api/auth/user or a counter update) creates a complete record and later ones
 * never reset them.
 */
function newUserFields(email: string) {
  return { email, subscriptionPlan: 'free', subscriptionStatus: 'free', hiveCount: 0, apiaryCount: 0 } as const;
}

/** Read consistently: the counters and the plan decide what the user may do next, right after their last write. */
export async function getUser(userId: string): Promise<UserRecord | null> {
  const { data } = await UserEntity.get({ userId }).go({ consistent: true });
  return data;
}

/** The profile languages of these users, for those who chose one: one BatchGet (in 100s), for mail in them. */
export async function profileLanguages(userIds: readonly string[]): Promise<Map<string, Locale>> {
  if (userIds.length === 0) return new Map();
  const { data } = await UserEntity.get(userIds.map((userId) => ({ userId }))).go();
  return new Map(data.flatMap(({ userId, language }) => (language ? [[userId, language] as const] : [])));
}

/**
 * The caller's user record, created on the first call from the token's claims, and whether this call created it.
 * The e-mail follows the token (Cognito owns it); nothing is written when the record is already up to date.
 */
export async function ensureUser(
  caller: Pick<Caller, 'userId' | 'email'>,
): Promise<{ user: UserRecord; created: boolean }> {
  const existing = await getUser(caller.userId);
  // An account being deleted is not brought back by a tab still open on it: the app's start answers 410.
  if (existing?.deletionRequestedAt !== undefined) throw new GoneError();
  if (existing && existing.email === caller.email) return { user: existing, created: false };
  const { email, ...startingFields } = newUserFields(caller.email);
  const user = await retryOnWriteConflict(async () => {
    const { data } = await UserEntity.upsert({ userId: caller.userId })
      .set({ email })
      .ifNotExists(startingFields)
      .go({ response: 'all_new' });
    return data;
  });
  return { user, created: existing === null };
}

/** A user is new while they have no apiary and no hive (so deleting everything brings the welcome hints back). */
export async function isNewUser({ userId }: Caller): Promise<IsNewUser> {
  const user = await getUser(userId);
  return {
    isNewUser: !user || (user.apiaryCount === 0 && user.hiveCount === 0),
    gettingStartedDismissed: user?.gettingStartedDismissed === true,
  };
}

/**
 * `counter < free limit OR Pro access`, checked by DynamoDB on the stored user item, so concurrent creates can
 * never overshoot the limit. A missing counter means the user item is being created by this very write.
 */
function freePlanAllowsOneMore(counter: Counter): UserCondition {
  return (attributes, { notExists, lt, eq }) => {
    const proStatus = PRO_STATUSES.map((status) => eq(attributes.subscriptionStatus, status)).join(' OR ');
    return [
      notExists(attributes[counter]),
      lt(attributes[counter], FREE_LIMIT_OF[counter]),
      `(${eq(attributes.subscriptionPlan, 'pro')} AND (${proStatus}))`,
    ].join(' OR ');
  };
}

/**
 * The user-item half of a create transaction: counts one more hive or apiary, creating the user item when this
 * is the user's first write. The free-plan limit applies unless the token makes the caller an admin.
 */
export function countOneMore(user: TransactionEntities['user'], caller: Caller, counter: Counter) {
  const { hiveCount, apiaryCount, ...profile } = newUserFields(caller.email);
  // The counter being added to can't also be written with if_not_exists; ADD starts a missing one at 0.
  const otherFields = counter === 'hiveCount' ? { ...profile, apiaryCount } : { ...profile, hiveCount };
  const update = user
    .upsert({ userId: caller.userId })
    .ifNotExists(otherFields)
    .add({ [counter]: 1 });
  return caller.isAdmin ? update : update.where(freePlanAllowsOneMore(counter));
}
