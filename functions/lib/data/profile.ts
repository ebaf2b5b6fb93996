/**
 * The beekeeper's profile on the user item: names, bio, the username (unique without regard to case, claimed by a
 * `UsernameClaimEntity` item in the same transaction), the picture (an upload saved like an inspection's photos)
 * and the preferences; and the signed-in user as `GET /api/auth/user` answers it, with statistics from bounded
 * reads (the user item's counters, one year tally, one Query of one inspection).
 */
import { API_ERRORS } from '../../../shared/messages';
import type { ParsedProfileUpdateInput, UsernameCheck } from '../../../shared/schemas/profile';
import type { CurrentUser, UserPreferences, UserStatistics } from '../../../shared/schemas/user';
import { DEFAULT_USER_PREFERENCES } from '../../../shared/domain/user-preferences';
import { reminderHourOf } from '../../../shared/rules/reminders';
import type { Caller } from '../caller';
import { ConflictError } from '../errors';
import { deleteFiles, prepareFiles } from '../uploads/attachments';
import { presignDownload } from '../uploads/bucket';
import { UserEntity } from './entities/user';
import { UsernameClaimEntity } from './entities/username-claim';
import { getDaysSinceLastInspection, getInspectionsThisYear } from './inspection-tallies';
import { WriteConflictError, retryOnWriteConflict, writeTransaction, type TransactionEntities } from './transactions';
import type { ExportedProfile } from '../exports/account-data';
import { ensureUser, getUser, type UserRecord } from './users';

/** The key a username is claimed by: the same name in any case is the same claim. */
function claimKeyOf(username: string): string {
  return username.toLowerCase();
}

/** The stored preferences, with the defaults for those never set. */
export function preferencesOf(record: UserRecord): UserPreferences {
  const defaults = DEFAULT_USER_PREFERENCES;
  return {
    units: record.units ?? defaults.units,
    defaultHiveType: record.defaultHiveType ?? defaults.defaultHiveType,
    notifications: {
      taskReminders: record.taskReminders ?? defaults.notifications.taskReminders,
      treatmentReminders: record.treatmentReminders ?? defaults.notifications.treatmentReminders,
      productNews: record.productNews ?? defaults.notifications.productNews,
      scaleAlerts: record.scaleAlerts ?? defaults.notifications.scaleAlerts,
    },
    timezone: record.timezone ?? defaults.timezone,
    language: record.language ?? defaults.language,
  };
}

/** The user as `GET /api/auth/user` answers it; admin rights come from the token's groups, not from the table. */
async function toCurrentUser(
  record: UserRecord,
  caller: Caller,
  activity: Pick<UserStatistics, 'inspectionsThisYear' | 'daysSinceLastInspection'>,
): Promise<CurrentUser> {
  return {
    id: record.userId,
    username: record.username ?? null,
    firstName: record.firstName ?? null,
    lastName: record.lastName ?? null,
    bio: record.bio ?? null,
    email: record.email,
    profileImageUrl: record.profileImageKey === undefined ? null : await presignDownload(record.profileImageKey),
    createdAt: record.createdAt,
    isAdmin: caller.isAdmin,
    subscriptionPlan: record.subscriptionPlan,
    subscriptionStatus: record.subscriptionStatus,
    preferences: preferencesOf(record),
    statistics: {
      // Every hive and apiary the beekeeper has, whatever its status: the counters of the free-plan limits.
      hives: record.hiveCount,
      apiaries: record.apiaryCount,
      ...activity,
      memberSince: record.createdAt,
    },
  };
}

/**
 * The signed-in user, created on the first call from the token's claims, and whether this call created it. Three
 * DynamoDB requests at once: the user item (a fourth, its upsert, on the first call or a changed e-mail), this
 * year's inspection tally and the newest inspection.
 */
export async function getCurrentUser(caller: Caller): Promise<{ user: CurrentUser; created: boolean }> {
  const [{ user, created }, inspectionsThisYear, daysSinceLastInspection] = await Promise.all([
    ensureUser(caller),
    getInspectionsThisYear(caller),
    getDaysSinceLastInspection(caller),
  ]);
  return { user: await toCurrentUser(user, caller, { inspectionsThisYear, daysSinceLastInspection }), created };
}

/**
 * Whether the caller may take `username` (of the username's format, as the route checked): not when another
 * beekeeper holds it in any case; their own name is available. One Get of the claim.
 */
export async function checkUsername(caller: Caller, username: string): Promise<UsernameCheck> {
  const { data: claim } = await UsernameClaimEntity.get({ username: claimKeyOf(username) }).go({
    consistent: true,
  });
  return claim === null || claim.userId === caller.userId
    ? { available: true }
    : { available: false, reason: API_ERRORS.usernameTaken };
}

/**
 * The user item's fields a profile update may change: the profile's texts, the preferences, one each, and the
 * dismissal of the getting-started checklist.
 */
type ProfileFields = Pick<
  UserRecord,
  | 'username'
  | 'firstName'
  | 'lastName'
  | 'bio'
  | 'units'
  | 'defaultHiveType'
  | 'taskReminders'
  | 'treatmentReminders'
  | 'productNews'
  | 'scaleAlerts'
  | 'timezone'
  | 'language'
  | 'gettingStartedDismissed'
>;

/** The stored fields of a profile update: what it sets, and the texts it clears (sent blank). */
function changedFields({ preferences, ...texts }: ParsedProfileUpdateInput) {
  const { notifications, ...choices } = preferences ?? {};
  const given = { ...texts, ...choices, ...notifications };
  const set = Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== undefined && value !== null),
  ) as Partial<ProfileFields>;
  const cleared = (Object.keys(texts) as (keyof typeof texts)[]).filter((field) => texts[field] === null);
  return { set, cleared };
}

/**
 * The username half of a profile update: the new name's claim, created only where no claim exists (another
 * beekeeper's, in any case, cancels the transaction), and the old name's claim released. A change of case only
 * keeps the claim.
 */
function usernameClaims({ usernameClaim }: TransactionEntities, user: UserRecord, wanted: string | null | undefined) {
  const current = user.username;
  if (
    wanted === undefined ||
    (wanted !== null && current !== undefined && claimKeyOf(wanted) === claimKeyOf(current))
  ) {
    return { newClaim: undefined, oldClaim: undefined };
  }
  return {
    newClaim:
      wanted === null
        ? undefined
        : usernameClaim.create({ username: claimKeyOf(wanted), userId: user.userId }).commit(),
    oldClaim:
      current === undefined
        ? undefined
        : usernameClaim
            .delete({ username: claimKeyOf(current) })
            // A claim already gone is nothing to release; another beekeeper's is never touched.
            .where(({ userId }, { eq, notExists }) => `${notExists(userId)} OR ${eq(userId, user.userId)}`)
            .commit(),
  };
}

/**
 * The reminder subscription after a profile update that touches it (either reminder or the time zone): keyed by
 * the UTC hour of the beekeeper's 07:00 while either reminder is on and their zone is known, else out of the index.
 */
function reminderSubscription(
  user: UserRecord,
  set: Partial<ProfileFields>,
): { set: { reminderHour?: number }; removed: 'reminderHour'[] } {
  const touched = ['taskReminders', 'treatmentReminders', 'timezone'].some((field) => field in set);
  if (!touched) return { set: {}, removed: [] };
  const reminderHour = reminderHourOf(preferencesOf({ ...user, ...set }), new Date());
  if (reminderHour !== null) return { set: { reminderHour }, removed: [] };
  return { set: {}, removed: user.reminderHour === undefined ? [] : ['reminderHour'] };
}

/**
 * Saves the fields the beekeeper changed on `/profile` (the rest stay as stored) and answers the updated user.
 * A username another beekeeper holds, in any case, answers 409 and changes nothing; of two beekeepers racing for
 * one name exactly one gets it. The user item is conditioned on its username as read, so the claim released is
 * the one it held.
 */
export async function updateProfile(caller: Caller, input: ParsedProfileUpdateInput): Promise<CurrentUser> {
  await retryOnWriteConflict(async () => {
    const { user } = await ensureUser(caller);
    const { set, cleared } = changedFields(input);
    if (Object.keys(set).length === 0 && cleared.length === 0) return;
    const reminders = reminderSubscription(user, set);
    const removed = [...cleared, ...reminders.removed];
    const cancellation = await writeTransaction((entities) => {
      const claims = usernameClaims(entities, user, input.username);
      const changed = entities.user.patch({ userId: user.userId }).set({ ...set, ...reminders.set });
      const update = removed.length === 0 ? changed : changed.remove(removed);
      return {
        user: update
          .where(({ username }, { eq, notExists }) =>
            user.username === undefined ? notExists(username) : eq(username, user.username),
          )
          .commit(),
        ...claims,
      };
    });
    if (!cancellation) return;
    if (cancellation.conditionFailed('newClaim')) throw new ConflictError(API_ERRORS.usernameTaken);
    if (cancellation.conditionFailed('user') || cancellation.conditionFailed('oldClaim')) {
      throw new WriteConflictError('the username changed while updating the profile');
    }
    throw cancellation.unexpected('Updating the profile');
  });
  return (await getCurrentUser(caller)).user;
}

/**
 * Makes the caller's uploaded `profile-picture` their picture (400 on `profileImageURL` for anyone else's key or a
 * missing upload), copied from `unattached/` before the write; the picture it replaces is deleted once the write
 * has committed (the one the write actually replaced, so concurrent changes each delete their own).
 */
export async function updateProfilePicture(caller: Caller, key: string): Promise<CurrentUser> {
  const { user } = await ensureUser(caller);
  if (user.profileImageKey !== key) {
    const files = await prepareFiles(
      { userId: caller.userId, purpose: 'profile-picture', field: 'profileImageURL' },
      [],
      [key],
    );
    const replaced = retryOnWriteConflict(async () => {
      const { data } = await UserEntity.patch({ userId: caller.userId })
        .set({ profileImageKey: key })
        .go({ response: 'all_old' });
      return data?.profileImageKey;
    });
    await files.afterWrite(replaced);
    const old = await replaced;
    if (old !== undefined && old !== key) await deleteFiles([old]);
  }
  return (await getCurrentUser(caller)).user;
}

/**
 * The beekeeper's profile and preferences for their export (one Get), null before their first sign-in: nothing
 * secret (no calendar link, no payment provider's ids), the picture as its key and the link `linkTo` makes.
 */
export async function getProfileForExport(
  { userId }: Pick<Caller, 'userId'>,
  linkTo: (key: string) => Promise<string>,
): Promise<{ profile: ExportedProfile; preferences: UserPreferences } | null> {
  const record = await getUser(userId);
  if (!record) return null;
  const key = record.profileImageKey;
  return {
    profile: {
      id: record.userId,
      email: record.email,
      username: record.username ?? null,
      firstName: record.firstName ?? null,
      lastName: record.lastName ?? null,
      bio: record.bio ?? null,
      profilePicture: key === undefined ? null : { key, url: await linkTo(key) },
      createdAt: record.createdAt,
      subscriptionPlan: record.subscriptionPlan,
      subscriptionStatus: record.subscriptionStatus,
    },
    preferences: preferencesOf(record),
  };
}
