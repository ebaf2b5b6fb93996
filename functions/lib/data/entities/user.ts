import { Entity } from 'electrodb';
import { HIVE_TYPES } from '../../../../shared/domain/hive';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '../../../../shared/plans';
import { UNIT_SYSTEMS } from '../../../../shared/rules/units';
import { documentClient, tableName } from '../client';
import { timestampAttributes } from './timestamps';
import { LOCALES } from '../../../../shared/i18n/locales';

/**
 * A HiveKeeper user: the profile, the subscription fields and the counters that enforce the free-plan limits.
 * It heads the user's partition; everything the user owns lives beside it under the same partition key.
 * `userId` is the Cognito `sub` from the verified token.
 *
 * The item is only ever written by upserts (see `users.ts`), so the plan and counter fields carry no ElectroDB
 * defaults: an upsert would SET a default over the stored value, while the fields of `newUserFields()` are written
 * with `if_not_exists`. `createdAt` is the exception: it is read-only, which ElectroDB's upserts write with
 * `if_not_exists` too. The user item has no `updatedAt`.
 */
export const UserEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'user', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      email: { type: 'string', required: true },
      /** As the beekeeper typed it; its lower-case form is claimed by a `UsernameClaimEntity` item. */
      username: { type: 'string' },
      firstName: { type: 'string' },
      lastName: { type: 'string' },
      bio: { type: 'string' },
      /** The saved key of the profile picture in the uploads bucket (answered as a presigned GET). */
      profileImageKey: { type: 'string' },
      /** The hash of the beekeeper's calendar link's token while it is on (a `CalendarFeedEntity` item), and since when. */
      calendarFeedHash: { type: 'string' },
      calendarFeedSince: { type: 'string' },
      /**
       * The token itself, as stages stored it before tokens were hashed: read only by `migrate:calendar-tokens`,
       * which hashes it, and by account deletion.
       */
      calendarFeedToken: { type: 'string' },
      /**
       * The preferences, one attribute each so a profile update sets only those that changed; a missing one is
       * the default of `DEFAULT_USER_PREFERENCES`.
       */
      units: { type: UNIT_SYSTEMS },
      defaultHiveType: { type: HIVE_TYPES },
      taskReminders: { type: 'boolean' },
      treatmentReminders: { type: 'boolean' },
      productNews: { type: 'boolean' },
      /** Whether the alerts of their hive scales come by e-mail too (the bell shows them either way). */
      scaleAlerts: { type: 'boolean' },
      /** The beekeeper's IANA time zone, from their browser when they save the profile. */
      timezone: { type: 'string' },
      /** The language chosen on the profile (`shared/i18n/locales.ts`): screens and e-mails speak it. */
      language: { type: LOCALES },
      /**
       * The UTC hour (0-23) the hourly reminder job reads this beekeeper at, while they get reminder e-mails and
       * their time zone is known: it keys them into `reminderSubscribersByHour`, and is removed when they opt out.
       */
      reminderHour: { type: 'number' },
      /** The local day (`YYYY-MM-DD`) of the last reminder e-mail: claimed with a conditional write, one a day. */
      lastReminderDate: { type: 'string' },
      subscriptionPlan: { type: SUBSCRIPTION_PLANS, required: true },
      subscriptionStatus: { type: SUBSCRIPTION_STATUSES, required: true },
      /** The payment provider's customer and subscription (seconds since the epoch for its times). */
      billingCustomerId: { type: 'string' },
      subscriptionId: { type: 'string' },
      currentPeriodEnd: { type: 'number' },
      cancelAtPeriodEnd: { type: 'boolean' },
      trialEnd: { type: 'number' },
      /** `created` of the provider state applied last: an older state arriving later never overwrites it. */
      subscriptionStateCreated: { type: 'number' },
      /**
       * Held while create-subscription talks to the provider, so concurrent attempts make one subscription; also the
       * idempotency key the provider gets. `subscriptionClaimedAt` (ms) lets a claim left by a crashed call expire.
       */
      subscriptionClaim: { type: 'string' },
      subscriptionClaimedAt: { type: 'number' },
      /** Hives the user has now; the free-plan limit is checked against it inside DynamoDB. */
      /** Set when the beekeeper closes the dashboard's getting-started checklist before finishing it. */
      gettingStartedDismissed: { type: 'boolean' },
      hiveCount: { type: 'number', required: true },
      /** Members and invitations waiting on the beekeeper's team, kept in their transactions: `TEAM_LIMITS.maxTeam`. */
      teamSize: { type: 'number' },
      apiaryCount: { type: 'number', required: true },
      /**
       * Set (ISO time) when the beekeeper asked to delete their account: from then on the app's start answers 410
       * and no subscription state is applied, until the deletion job removes the item last of all.
       */
      deletionRequestedAt: { type: 'string' },
      /**
       * Set (ISO time) when the deletion job removed the beekeeper's sign-in: the job sweeps again once every ID
       * token signed before it has expired, and only then removes this item.
       */
      signInRemovedAt: { type: 'string' },
      createdAt: timestampAttributes.createdAt,
    },
    indexes: {
      userById: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: [] },
      },
      /**
       * Sparse: only beekeepers who get reminder e-mails, by the UTC hour of their 07:00, so the hourly job reads
       * those whose morning it is (one Query per 1 MB page) and never the other users.
       */
      reminderSubscribersByHour: {
        index: 'gsi1',
        condition: (attributes) => attributes.reminderHour !== undefined,
        pk: { field: 'gsi1pk', composite: ['reminderHour'] },
        // Not the user id: every write of the user item names it, and would have to name the hour too.
        sk: { field: 'gsi1sk', composite: [] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
