/**
 * Deleting a beekeeper's account. The route marks the user item (`deletionRequestedAt`) and lists the deletion
 * (`AccountDeletionEntity`) in one transaction; the deletion job then removes, in bounded batches and in this
 * order, everything of theirs the stack keeps:
 *
 * 0. their subscription is ended now, if the route could not (the provider answers an ended one as it is);
 * 1. outside their partition, what names them: the username claim, the calendar link's token item, a newsletter
 *    subscription of their e-mail, their team (each member told, in a notification and an e-mail, and their
 *    memberships and invitations gone), their own places on others' teams, their feedback rate counters, the admins'
 *    notifications about them, the billing events applied to them and the test-mode provider's subscriptions; their
 *    feedback stays, detached (no user id, no e-mail, out of their index), and so does what they sent as a visitor
 *    with their account's e-mail, without it;
 * 2. every file under their prefixes in the uploads bucket;
 * 3. every item of their partition but the user item;
 * 4. their sign-in account in the user pool, noted on the user item (`signInRemovedAt`);
 * 5. once every ID token signed before that has expired, steps 1-3 again, for what a device still signed in wrote
 *    meanwhile, and last the user item and the deletion's listing, in one transaction: until then the sweeper finds
 *    the deletion, and the user item's mark keeps the app's start answering 410.
 *
 * Every step deletes what is there and finds nothing the second time, so a run stopped anywhere (its time budget
 * spent, a crash) is finished by the next one, and a run after the end changes nothing.
 */
import { BatchWriteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityItem } from 'electrodb';
import { SHARED_ACCOUNT_MESSAGES } from '../../../shared/messages';
import { TOKEN_VALIDITY } from '../../../shared/sign-in-tokens';
import type { SignInAccounts } from '../accounts/sign-in-accounts';
import type { Caller } from '../caller';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { userPrefixesOf } from '../uploads/keys';
import { notificationWrites } from './admin-notices';
import { documentClient, tableName } from './client';
import { AccountDeletionEntity } from './entities/account-deletion';
import { BillingEventEntity } from './entities/billing-event';
import { CalendarFeedEntity, LegacyCalendarFeedEntity } from './entities/calendar-feed';
import { FeedbackEntity } from './entities/feedback';
import { MembershipEntity } from './entities/membership';
import { endMembership, membershipEnd } from './team';
import { NewsletterSubscriberEntity } from './entities/newsletter-subscriber';
import { NotificationEntity } from './entities/notification';
import { RateCounterEntity } from './entities/rate-counter';
import { TeamInvitationEntity } from './entities/team-invitation';
import { TestModeSubscriptionEntity } from './entities/test-mode-subscription';
import { UserEntity } from './entities/user';
import { UsernameClaimEntity } from './entities/username-claim';
import { VisitorFeedbackSenderEntity } from './entities/visitor-feedback-sender';
import { BEEKEEPER_RATE_COUNTERS, rateCounterKeysBack } from './rate-counters';
import { retryOnWriteConflict, writeTransaction } from './transactions';
import { getUser, type UserRecord } from './users';
import { waitWithJitter } from './backoff';

/** BatchWriteItem's limit. */
const ITEMS_PER_BATCH = 25;
/** Items one Query page reads before they are deleted, four batches' worth. */
const ITEMS_PER_PAGE = 100;
/** DynamoDB's time to live deletes an expired rate counter within days: the windows of a week are looked at. */
const RATE_COUNTER_DAYS = 7;
/** Members read a page when a team is ended: a team is far smaller, so one page is the whole team. */
const MEMBERS_PER_PAGE = 25;
/** How many unfinished deletions the sweeper reads a page. */
const DELETIONS_PER_PAGE = 25;
/**
 * An ID token signed just before the sign-in was removed still passes the API's authorizer until it expires: until
 * then a device left signed in may write. The deletion waits that long, and a few minutes for clocks, then sweeps.
 */
export const LATE_WRITES_WINDOW_MS = (TOKEN_VALIDITY.idTokenMinutes + 5) * 60 * 1000;

/** Where a deletion stands after a run: over, cut short by the run's time, or waiting out the late writes. */
export type DeletionProgress = 'done' | 'unfinished' | 'waiting';

/** Whether the run has time left for one more bounded step (a Query page and its batches, a page of files). */
export type TimeLeft = () => boolean;

/** The services a deletion reaches beyond the table. */
export interface DeletionServices {
  signInAccounts: SignInAccounts;
  /** Deletes a page of the files under a prefix; true while files are left (`bucket.ts`'s `deleteOnePageUnder`). */
  deleteFilesPageUnder(prefix: string): Promise<boolean>;
  /** Ends a subscription now (`PaymentProvider.cancelNow`); the route did already, a run again changes nothing. */
  cancelSubscriptionNow(subscriptionId: string): Promise<unknown>;
  /** Tells the members of the beekeeper's team that the account they shared is gone. */
  mailer: Mailer;
}

/**
 * Marks the caller's account as being deleted and lists the deletion for the sweeper, in one transaction; the
 * user item is created if the caller never had one, so the job has its marker. Marking again keeps the user item's
 * first time.
 */
export async function markAccountForDeletion(caller: Pick<Caller, 'userId' | 'email'>): Promise<void> {
  const requestedAt = new Date().toISOString();
  const cancellation = await writeTransaction(({ user, accountDeletion }) => ({
    user: user
      .upsert({ userId: caller.userId })
      .ifNotExists({
        email: caller.email,
        subscriptionPlan: 'free',
        subscriptionStatus: 'free',
        hiveCount: 0,
        apiaryCount: 0,
        deletionRequestedAt: requestedAt,
      })
      .commit(),
    listing: accountDeletion.put({ userId: caller.userId, requestedAt }).commit(),
  }));
  if (cancellation) throw cancellation.unexpected('Marking an account for deletion');
}

/**
 * The user ids of every unfinished deletion, in user id order: Query pages of 25. Deletions are asked for by hand
 * and last about an hour, so the partition holds few.
 */
export async function listUnfinishedDeletions(): Promise<string[]> {
  const { data } = await AccountDeletionEntity.query.deletion({}).go({ limit: DELETIONS_PER_PAGE, pages: 'all' });
  return data.map((deletion) => deletion.userId);
}

/**
 * Deletes what is left of one account being deleted while `timeLeft()` says so. Answers `done` once nothing of
 * the user is left (or nothing was ever marked), `unfinished` when the time ran out first, `waiting` while tokens
 * signed before the sign-in went may still write (everything but the user item and the listing is gone by then).
 */
export async function finishAccountDeletion(
  userId: string,
  timeLeft: TimeLeft,
  services: DeletionServices,
): Promise<DeletionProgress> {
  const user = await getUser(userId);
  if (!user || user.deletionRequestedAt === undefined) {
    // Not (or no longer) being deleted: a listing left without its user item has nothing to finish.
    await AccountDeletionEntity.delete({ userId }).go();
    return 'done';
  }
  if (user.subscriptionId !== undefined && user.subscriptionStatus !== 'canceled') {
    await services.cancelSubscriptionNow(user.subscriptionId);
  }
  const steps = [
    () => deleteNamedItems(user),
    () => endOwnTeam(userId, timeLeft, services.mailer),
    () => leaveTeams(userId, timeLeft),
    () => deleteQueried(timeLeft, (cursor) => notificationsAbout(userId, cursor)),
    () => deleteQueried(timeLeft, (cursor) => billingEventsOf(userId, cursor)),
    () => deleteQueried(timeLeft, (cursor) => testModeSubscriptionsOf(userId, cursor)),
    () => detachFeedback(userId, timeLeft),
    () => anonymiseVisitorFeedback(normalizedEmail(user), timeLeft),
    ...userPrefixesOf(userId).map((prefix) => () => deleteFilesUnder(prefix, timeLeft, services)),
    () => deletePartition(user, timeLeft),
  ];
  for (const step of steps) {
    if (!timeLeft() || !(await step())) return 'unfinished';
  }
  if (user.signInRemovedAt === undefined) {
    await services.signInAccounts.deleteAccount(userId);
    await UserEntity.patch({ userId }).set({ signInRemovedAt: new Date().toISOString() }).go();
    return 'waiting';
  }
  // The steps above have just swept what late tokens wrote; once none can write any more, the deletion is over.
  if (Date.now() < Date.parse(user.signInRemovedAt) + LATE_WRITES_WINDOW_MS) return 'waiting';
  // A scheduled run may be finishing the same deletion at the same moment: a conflict is tried again.
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction(({ user: users, accountDeletion }) => ({
      user: users.delete({ userId }).commit(),
      listing: accountDeletion.delete({ userId }).commit(),
    })),
  );
  if (cancellation) throw cancellation.unexpected('Removing a deleted account');
  return 'done';
}

/** A raw key of the table, as the Query pages and the batches carry it. */
type Key = { pk: string; sk: string };
type KeyPage = { keys: Key[]; cursor: Record<string, unknown> | undefined };

/** The items outside the partition that the user item itself names, and the counters named by the user id. */
async function deleteNamedItems(user: UserRecord): Promise<boolean> {
  const keys: Key[] = [];
  if (user.username !== undefined) {
    const claim = await UsernameClaimEntity.get({ username: user.username.toLowerCase() }).go({ consistent: true });
    // A name given up since is someone else's now, or no one's: only the user's own claim goes.
    if (claim.data?.userId === user.userId)
      keys.push(keyOf(UsernameClaimEntity.get({ username: claim.data.username })));
  }
  if (user.calendarFeedHash !== undefined) {
    keys.push(keyOf(CalendarFeedEntity.get({ tokenHash: user.calendarFeedHash })));
  }
  if (user.calendarFeedToken !== undefined) {
    keys.push(keyOf(LegacyCalendarFeedEntity.get({ token: user.calendarFeedToken })));
  }
  keys.push(keyOf(NewsletterSubscriberEntity.get({ email: normalizedEmail(user) })));
  keys.push(...rateCounterKeys(user.userId, Date.now()));
  await deleteKeys(keys);
  return true;
}

/** The user's rate counters (feedback, voice drafts) of every window whose counter may still be stored. */
function rateCounterKeys(userId: string, now: number): Key[] {
  return Object.values(BEEKEEPER_RATE_COUNTERS).flatMap(({ scope, limit }) =>
    rateCounterKeysBack(scope, userId, limit, now, RATE_COUNTER_DAYS).map((key) => keyOf(RateCounterEntity.get(key))),
  );
}

function keyOf(get: { params(): Record<string, unknown> }): Key {
  return (get.params() as { Key: Key }).Key;
}

/**
 * Deletes the keys `query` pages through, while there is time: true when all are gone. The next page is read while
 * the current one is deleted (it starts after the current page's last key, which the deletes don't move), so a page
 * costs its deletes' time, not that plus a Query's.
 */
async function deleteQueried(
  timeLeft: TimeLeft,
  query: (cursor: Record<string, unknown> | undefined) => Promise<KeyPage>,
): Promise<boolean> {
  if (!timeLeft()) return false;
  let page = await query(undefined);
  for (;;) {
    const reading = page.cursor !== undefined && timeLeft() ? query(page.cursor) : undefined;
    const [, next] = await Promise.all([deleteKeys(page.keys), reading]);
    if (page.cursor === undefined) return true;
    if (next === undefined) return false;
    page = next;
  }
}

/**
 * One page of an ElectroDB index Query (its key condition and entity filter as ElectroDB builds them), read as
 * the base table's keys.
 */
async function indexPage(
  params: Record<string, unknown>,
  cursor: Record<string, unknown> | undefined,
): Promise<KeyPage> {
  const names = (params.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const { Items, LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      ...params,
      TableName: tableName,
      ExpressionAttributeNames: { ...names, '#tablePk': 'pk', '#tableSk': 'sk' },
      ProjectionExpression: '#tablePk, #tableSk',
      Limit: ITEMS_PER_PAGE,
      ExclusiveStartKey: cursor,
    }),
  );
  return { keys: (Items ?? []) as Key[], cursor: LastEvaluatedKey };
}

type MembershipRecord = EntityItem<typeof MembershipEntity>;

/**
 * The beekeeper's places on others' teams (gsi1, a page at a time): each ends as leaving would, so its owner's team
 * counts one fewer. The owners are not told.
 */
async function leaveTeams(memberId: string, timeLeft: TimeLeft): Promise<boolean> {
  let cursor: string | null = null;
  do {
    if (!timeLeft()) return false;
    const page: { data: MembershipRecord[]; cursor: string | null } = await MembershipEntity.query
      .accountsOfMember({ memberId })
      .go({ cursor, limit: MEMBERS_PER_PAGE });
    await Promise.all(page.data.map(({ accountId }) => endMembership(accountId, memberId)));
    cursor = page.cursor;
  } while (cursor !== null);
  return true;
}

/**
 * The team of the account being deleted: each member is told and loses their place, then the invitations waiting
 * go. A member's notification is written in the transaction that deletes their membership, so a run after a crash
 * tells no one twice; the e-mail follows it, and one that fails is logged, not tried again: a deletion never waits
 * on a member's mailbox, and the notification has told them.
 */
async function endOwnTeam(accountId: string, timeLeft: TimeLeft, mailer: Mailer): Promise<boolean> {
  let cursor: string | null = null;
  do {
    if (!timeLeft()) return false;
    const page: { data: MembershipRecord[]; cursor: string | null } = await MembershipEntity.query
      .membership({ accountId })
      .go({ cursor, limit: MEMBERS_PER_PAGE, consistent: true });
    await Promise.all(page.data.map((membership) => tellAndRemoveMember(membership, mailer)));
    cursor = page.cursor;
  } while (cursor !== null);
  return deleteQueried(timeLeft, (next) => invitationsOf(accountId, next));
}

async function tellAndRemoveMember(membership: MembershipRecord, mailer: Mailer): Promise<void> {
  const { accountId, memberId, accountName, memberEmail } = membership;
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction((entities) => ({
      membership: membershipEnd(entities, accountId, memberId),
      notification: notificationWrites(entities, [memberId], {
        type: 'shared_account_deleted',
        title: SHARED_ACCOUNT_MESSAGES.accountDeletedTitle,
        message: SHARED_ACCOUNT_MESSAGES.accountDeleted(accountName),
        code: 'sharedAccountDeleted',
        params: { accountName },
      }),
    })),
  );
  // Gone already: the member left meanwhile, or an earlier run told them.
  if (cancellation?.conditionFailed('membership')) return;
  if (cancellation) throw cancellation.unexpected("Ending a member's place on a deleted account");
  await mailer
    .send({
      to: memberEmail,
      subject: SHARED_ACCOUNT_MESSAGES.accountDeletedTitle,
      text: SHARED_ACCOUNT_MESSAGES.accountDeletedEmail(accountName),
    })
    .catch((error: unknown) => {
      logger.error("A member's e-mail about a deleted account failed; their notification tells them", {
        memberId,
        error: error as Error,
      });
    });
}

const invitationsOf = (accountId: string, cursor: Record<string, unknown> | undefined) =>
  indexPage(TeamInvitationEntity.query.invitation({ accountId }).params(), cursor);
/** The beekeeper's places on others' teams (gsi1, `accountsOfMember`). */
const notificationsAbout = (aboutUserId: string, cursor: Record<string, unknown> | undefined) =>
  indexPage(NotificationEntity.query.notificationsAboutUser({ aboutUserId }).params(), cursor);
const billingEventsOf = (userId: string, cursor: Record<string, unknown> | undefined) =>
  indexPage(BillingEventEntity.query.billingEventsOfUser({ userId }).params(), cursor);
const testModeSubscriptionsOf = (userId: string, cursor: Record<string, unknown> | undefined) =>
  indexPage(TestModeSubscriptionEntity.query.subscriptionsOfUser({ userId }).params(), cursor);

/**
 * The user's feedback stays for HiveKeeper, anonymous: the user id and the e-mail are removed, and with the user
 * id its `feedbackOfUser` index keys, so it leaves the index the next page is read from.
 */
async function detachFeedback(userId: string, timeLeft: TimeLeft): Promise<boolean> {
  const params = FeedbackEntity.query.feedbackOfUser({ userId }).params();
  for (;;) {
    if (!timeLeft()) return false;
    const { keys, cursor } = await indexPage(params, undefined);
    if (keys.length === 0) return true;
    await Promise.all(
      keys.map((Key) =>
        documentClient.send(
          new UpdateCommand({
            TableName: tableName,
            Key,
            UpdateExpression: 'REMOVE #userId, #userEmail, #gsi1pk, #gsi1sk',
            ExpressionAttributeNames: {
              '#userId': 'userId',
              '#userEmail': 'userEmail',
              '#gsi1pk': 'gsi1pk',
              '#gsi1sk': 'gsi1sk',
            },
          }),
        ),
      ),
    );
    if (!cursor && keys.length < ITEMS_PER_PAGE) return true;
  }
}

/**
 * Takes the account's e-mail off the feedback its owner sent while signed out (found by the address the visitor
 * gave, `VisitorFeedbackSenderEntity`); the feedback stays, anonymous. A page's pointers go once their feedback has
 * lost the address, so each Query starts from what is left.
 */
async function anonymiseVisitorFeedback(email: string, timeLeft: TimeLeft): Promise<boolean> {
  for (;;) {
    if (!timeLeft()) return false;
    const { data } = await VisitorFeedbackSenderEntity.query.feedbackOfEmail({ email }).go({ limit: ITEMS_PER_PAGE });
    if (data.length === 0) return true;
    await Promise.all(data.map(({ feedbackId }) => removeEmailFromFeedback(feedbackId, email)));
    await deleteKeys(data.map((sender) => keyOf(VisitorFeedbackSenderEntity.get(sender))));
  }
}

async function removeEmailFromFeedback(feedbackId: string, email: string): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keyOf(FeedbackEntity.get({ feedbackId })),
        UpdateExpression: 'REMOVE #userEmail',
        // Only while it still has that address: a run that stopped between the two writes finds it gone.
        ConditionExpression: '#userEmail = :email',
        ExpressionAttributeNames: { '#userEmail': 'userEmail' },
        ExpressionAttributeValues: { ':email': email },
      }),
    );
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  }
}

/** The account's e-mail as the shared schemas store an address: trimmed, lower case. */
function normalizedEmail(user: UserRecord): string {
  return user.email.trim().toLowerCase();
}

async function deleteFilesUnder(prefix: string, timeLeft: TimeLeft, services: DeletionServices): Promise<boolean> {
  for (;;) {
    if (!timeLeft()) return false;
    if (!(await services.deleteFilesPageUnder(prefix))) return true;
  }
}

/** Every item of the user's partition but the user item, a Query page at a time. */
async function deletePartition(user: UserRecord, timeLeft: TimeLeft): Promise<boolean> {
  const userKey = keyOf(UserEntity.get({ userId: user.userId }));
  return deleteQueried(timeLeft, async (cursor) => {
    const { Items, LastEvaluatedKey } = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'pk' },
        ExpressionAttributeValues: { ':pk': userKey.pk },
        ProjectionExpression: 'pk, sk',
        Limit: ITEMS_PER_PAGE,
        ExclusiveStartKey: cursor,
      }),
    );
    const keys = ((Items ?? []) as Key[]).filter((key) => key.sk !== userKey.sk);
    return { keys, cursor: LastEvaluatedKey };
  });
}

/**
 * Resending what BatchWriteItem leaves unprocessed (DynamoDB's answer to throttling within a batch): exponential
 * backoff with full jitter, so the page's parallel batches don't all come back at once. After the last attempt the
 * run fails; the next one finds the keys still there.
 */
const UNPROCESSED_RETRY = { attempts: 8, baseDelayMs: 50, maxDelayMs: 3_200 } as const;

/** BatchWriteItem deletes, 25 a request (a page's few requests at once), again for what DynamoDB left unprocessed. */
async function deleteKeys(keys: readonly Key[]): Promise<void> {
  const batches: Key[][] = [];
  for (let start = 0; start < keys.length; start += ITEMS_PER_BATCH) {
    batches.push(keys.slice(start, start + ITEMS_PER_BATCH));
  }
  await Promise.all(batches.map(deleteBatch));
}

async function deleteBatch(batch: readonly Key[]): Promise<void> {
  let requests = batch.map((Key) => ({ DeleteRequest: { Key } }));
  for (let attempt = 1; ; attempt++) {
    const { UnprocessedItems } = await documentClient.send(
      new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
    );
    requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
    if (requests.length === 0) return;
    if (attempt >= UNPROCESSED_RETRY.attempts) {
      throw new Error(`DynamoDB left ${String(requests.length)} deletes unprocessed after ${String(attempt)} tries`);
    }
    await waitWithJitter(UNPROCESSED_RETRY, attempt - 1);
  }
}
