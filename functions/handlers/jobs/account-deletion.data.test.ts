/**
 * Deleting an account, in the functions against DynamoDB Local: DELETE /api/account, then the deletion job. The
 * table is the file's own (`own-table.ts`): the test Scans it to prove that nothing of a deleted beekeeper is left,
 * and a commercial account's 21,000 items go through it. The user pool is Cognito's client mocked (the integration
 * test meets cognito-local) and the uploads bucket a map of keys (the integration test meets the local S3).
 */
import { vi } from 'vitest';

const { jobStarts, schedulerDown } = await vi.hoisted(async () => {
  const { useOwnTable } = await import('../../test-support/own-table');
  await useOwnTable('hivekeeper-account-deletion-test');
  const { startWebhookForwarder } = await import('../../test-support/webhook-forwarder');
  await startWebhookForwarder();
  // The local scheduler's run endpoint, as the route's job starter meets it: it answers 202 and is told what to run.
  const starts: { job: string; event: unknown }[] = [];
  const down = { now: false };
  const scheduler = (await import('node:http')).createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (down.now) return void response.writeHead(503).end();
      starts.push({ job: decodeURIComponent(request.url?.slice(1) ?? ''), event: JSON.parse(body) as unknown });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => scheduler.listen(0, '127.0.0.1', resolve));
  const { port } = scheduler.address() as { port: number };
  Object.assign(process.env, { JOBS_ENDPOINT: `http://127.0.0.1:${port}`, USER_POOL_ID: 'local_deletion' });
  return { jobStarts: starts, schedulerDown: down };
});

import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { ulid } from 'ulid';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { ACCOUNT_DELETION_PHRASE } from '../../../shared/domain/account-deletion';
import { ACCOUNT_DELETION_MESSAGES, API_ERRORS, SHARED_ACCOUNT_MESSAGES } from '../../../shared/messages';
import { TEST_CARD_TOKEN_PREFIX } from '../../../shared/billing';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Feedback } from '../../../shared/schemas/feedback';
import type { Hive } from '../../../shared/schemas/hive';
import { createAdminNotifications } from '../../lib/data/admin-notices';
import { documentClient, tableName } from '../../lib/data/client';
import { LATE_WRITES_WINDOW_MS, listUnfinishedDeletions, type DeletionServices } from '../../lib/data/account-deletion';
import { MembershipEntity } from '../../lib/data/entities/membership';
import { NotificationEntity } from '../../lib/data/entities/notification';
import { TeamInvitationEntity } from '../../lib/data/entities/team-invitation';
import { UserEntity } from '../../lib/data/entities/user';
import { getTestModeSubscription } from '../../lib/data/test-mode-subscriptions';
import { getUser } from '../../lib/data/users';
import { signInAccounts } from '../../lib/accounts/sign-in-accounts';
import { ACCOUNT_HEADER } from '../../lib/caller';
import type { Mail } from '../../lib/mail/mailer';
import { signupNotice } from '../../lib/notifications/signup-notice';
import { userPrefixesOf } from '../../lib/uploads/keys';
import { beekeeper, request, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { joinTeam } from '../../test-support/team';
import { COMMERCIAL_ACCOUNT, seedCommercialAccount } from '../../test-support/commercial-account';
import { runAccountDeletions } from './finish-account-deletions';

const cognito = mockClient(CognitoIdentityProviderClient);
const GOOD_CARD = `${TEST_CARD_TOKEN_PREFIX}4242424242424242`;

/** The uploads bucket as a set of keys; a page is at most `pageSize` keys, as ListObjectsV2 pages are. */
function bucketOf(keys: string[], pageSize = 1000) {
  const stored = new Set(keys);
  return {
    stored,
    async deleteFilesPageUnder(prefix: string) {
      const page = [...stored].filter((key) => key.startsWith(prefix)).slice(0, pageSize);
      for (const key of page) stored.delete(key);
      return [...stored].some((key) => key.startsWith(prefix));
    },
  };
}

function servicesWith(bucket: ReturnType<typeof bucketOf>, mails: Mail[] = []): DeletionServices {
  return {
    signInAccounts: signInAccounts(),
    deleteFilesPageUnder: (prefix) => bucket.deleteFilesPageUnder(prefix),
    cancelSubscriptionNow: async () => {
      throw new Error('The route has cancelled the subscription already');
    },
    mailer: { send: async (mail) => void mails.push(mail) },
  };
}

const always = () => true;

/** Every item of the table (a Scan is fine in a test: it proves absence). */
async function everyItem(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: cursor }));
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

/** The items naming `who` anywhere: their id or their e-mail in any attribute. */
async function itemsNaming(who: TestBeekeeper): Promise<Record<string, unknown>[]> {
  return (await everyItem()).filter((item) => {
    const text = JSON.stringify(item);
    return text.includes(who.userId) || text.toLowerCase().includes(who.email.toLowerCase());
  });
}

/**
 * A Pro beekeeper with a record of every kind, a username, a calendar link, feedback, a voice draft's count and the
 * admins told of them.
 */
async function fullAccount(admin: TestBeekeeper) {
  const who = beekeeper();
  const expectCreated = (answer: { statusCode: number; body: unknown }) => {
    expect(answer.statusCode, JSON.stringify(answer.body)).toBeLessThan(300);
    return answer.body;
  };
  expectCreated(await who.request('createSubscription', { body: { paymentMethod: GOOD_CARD } }));
  const username = `keeper-${who.userId.slice(0, 8)}`;
  expectCreated(await who.request('updateProfile', { body: { username } }));
  expectCreated(await who.request('createCalendarFeed'));
  expectCreated(await who.request('newsletterSignup', { body: { email: who.email } }));
  const apiary = expectCreated(
    await who.request<Apiary>('createApiary', { body: { name: 'Garden', location: 'Back fence' } }),
  ) as Apiary;
  const hive = expectCreated(
    await who.request<Hive>('createHive', { body: { name: 'Rose', apiaryId: apiary.id } }),
  ) as Hive;
  expectCreated(await who.request('createInspection', { body: { hiveId: hive.id, inspectionDate: '2026-05-01' } }));
  expectCreated(
    await who.request('createTreatment', {
      body: {
        hiveId: hive.id,
        treatmentType: 'varroa',
        treatmentName: 'Apivar',
        productId: 'apivar',
        applicationDate: '2026-05-01',
      },
    }),
  );
  expectCreated(
    await who.request('createTreatment', {
      body: {
        hiveId: hive.id,
        treatmentType: 'feeding',
        treatmentName: 'Sugar syrup 1:1',
        applicationDate: '2026-05-02',
        feedType: 'sugar_syrup',
        feedAmount: 2,
        syrupRatio: '1:1',
      },
    }),
  );
  expectCreated(
    await who.request('createProduction', {
      body: { hiveId: hive.id, productType: 'honey', quantity: 12, unit: 'lbs', harvestDate: '2026-07-01' },
    }),
  );
  expectCreated(
    await who.request('createFinance', {
      body: {
        type: 'income',
        category: 'honey_sales',
        amount: '40',
        description: 'Market',
        transactionDate: '2026-07-02',
      },
    }),
  );
  expectCreated(
    await who.request('createTask', {
      body: { title: 'Feed', dueDate: '2026-08-01', priority: 'low', type: 'feeding', hiveId: hive.id },
    }),
  );
  // A voice draft stores nothing but the day's count, which goes with the account.
  expectCreated(
    await who.request('draftInspections', { body: { apiaryId: apiary.id, transcript: 'Rose: queen seen' } }),
  );
  cognito.on(ListUsersInGroupCommand).resolves({
    Users: [
      {
        Username: admin.email,
        Enabled: true,
        Attributes: [
          { Name: 'sub', Value: admin.userId },
          { Name: 'email', Value: admin.email },
        ],
      },
    ],
  });
  const feedback = expectCreated(
    await who.request<Feedback>('createFeedback', {
      sourceIp: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      body: { category: 'feature_request', subject: 'Queen colours', message: 'Please show the marking colour.' },
    }),
  ) as Feedback;
  // Sent before signing up, with the address the account has now (typed in capitals).
  const asVisitor = expectCreated(
    await request<Feedback>('createFeedback', {
      sourceIp: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      body: {
        category: 'general',
        subject: 'Before I joined',
        message: 'Does the app work offline?',
        userEmail: who.email.toUpperCase(),
      },
    }),
  ) as Feedback;
  // What the sign-up trigger writes for the admins (the feedback route has told them of the feedback).
  await createAdminNotifications(
    [admin.userId],
    signupNotice({ email: who.email, subscriptionTier: 'free', userId: who.userId }),
  );
  const [saved, unattached] = userPrefixesOf(who.userId);
  const bucket = bucketOf([
    `${saved}inspection/01JAAAAAAAAAAAAAAAAAAAAAAA.jpg`,
    `${saved}profile/01JBBBBBBBBBBBBBBBBBBBBBBB.png`,
    `${unattached}hive/01JCCCCCCCCCCCCCCCCCCCCCCC.jpg`,
  ]);
  return { who, username, feedback, asVisitor, bucket };
}

const confirmDeletion = (who: TestBeekeeper, confirmation: string = ACCOUNT_DELETION_PHRASE) =>
  who.request('deleteAccount', { body: { confirmation } });

/** An hour and more later: the sign-in's removal moved back past the late writes' window, not the clock forward. */
async function lateWritesWindowPassed(who: TestBeekeeper): Promise<void> {
  const removedAt = (await getUser(who.userId))?.signInRemovedAt;
  if (removedAt === undefined) throw new Error('The sign-in was not removed yet');
  const longAgo = new Date(Date.parse(removedAt) - LATE_WRITES_WINDOW_MS).toISOString();
  await UserEntity.patch({ userId: who.userId }).set({ signInRemovedAt: longAgo }).go();
}

beforeEach(() => {
  cognito.reset();
  cognito.on(AdminDeleteUserCommand).resolves({});
  jobStarts.length = 0;
});
afterEach(() => {
  cognito.reset();
  vi.restoreAllMocks();
});

describe('deleting an account', () => {
  it('refuses a wrong confirmation with a 400 that changes nothing', async () => {
    const who = beekeeper();
    await who.request('createApiary', { body: { name: 'Garden', location: 'Back fence' } });
    const before = await itemsNaming(who);

    for (const confirmation of ['delete', 'DELETE IT', who.email, '']) {
      expect(await confirmDeletion(who, confirmation)).toMatchObject({
        statusCode: 400,
        body: { message: expect.any(String), errors: { confirmation: [ACCOUNT_DELETION_MESSAGES.confirmationWrong] } },
      });
    }
    expect(await who.request('deleteAccount', { body: {} })).toMatchObject({ statusCode: 400 });
    expect(await itemsNaming(who)).toEqual(before);
    expect(jobStarts).toEqual([]);
    expect((await who.request('getCurrentUser')).statusCode).toBe(200);
  });

  it('cancels the subscription at once, starts the job, and leaves nothing of the beekeeper but their anonymous feedback', async () => {
    const admin = beekeeper({ groups: ['admins'] });
    const { who, username, feedback, asVisitor, bucket } = await fullAccount(admin);
    const bob = beekeeper();
    await bob.request('createApiary', { body: { name: 'Orchard', location: 'Hill' } });
    const bobsItems = await itemsNaming(bob);
    const subscriptionId = (await getUser(who.userId))?.subscriptionId ?? '';

    const answer = await confirmDeletion(who);

    expect(answer).toMatchObject({
      statusCode: 202,
      body: { success: true, message: ACCOUNT_DELETION_MESSAGES.deleted },
    });
    expect(jobStarts).toEqual([
      { job: 'finishAccountDeletions', event: { job: 'finishAccountDeletions', requestedBy: who.userId } },
    ]);
    expect((await getTestModeSubscription(subscriptionId))?.status).toBe('canceled');
    // Another tab still open on the account can't bring it back.
    expect(await who.request('getCurrentUser')).toMatchObject({
      statusCode: 410,
      body: { message: ACCOUNT_DELETION_MESSAGES.beingDeleted },
    });
    expect(await listUnfinishedDeletions()).toContain(who.userId);

    const outcome = await runAccountDeletions(
      { job: 'finishAccountDeletions', requestedBy: who.userId },
      always,
      servicesWith(bucket),
    );

    // All gone but the marked user item and the listing: a device still signed in may write for up to an hour.
    expect(outcome).toEqual({ finished: 0, unfinished: 0, waiting: 1 });
    expect((await itemsNaming(who)).map((item) => item.__edb_e__).sort()).toEqual(['accountDeletion', 'user']);
    expect([...bucket.stored]).toEqual([]);
    expect(cognito.commandCalls(AdminDeleteUserCommand).map((call) => call.args[0].input)).toEqual([
      { UserPoolId: 'local_deletion', Username: who.userId },
    ]);
    const late = { title: 'Written from another phone', dueDate: '2026-12-01', priority: 'low', type: 'other' };
    expect(await who.request('createTask', { body: late })).toMatchObject({ statusCode: 201 });
    const sweep = { job: 'finishAccountDeletions', requestedBy: who.userId };
    expect(await runAccountDeletions(sweep, always, servicesWith(bucket))).toMatchObject({ finished: 0, waiting: 1 });
    expect(await who.request('getCurrentUser')).toMatchObject({ statusCode: 410 });

    await lateWritesWindowPassed(who);
    const last = await runAccountDeletions(sweep, always, servicesWith(bucket));
    expect(last).toEqual({ finished: 1, unfinished: 0, waiting: 0 });
    expect(await itemsNaming(who)).toEqual([]);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
    const kept = (await everyItem()).find((item) => item.feedbackId === feedback.id);
    expect(kept).toMatchObject({ subject: 'Queen colours', message: 'Please show the marking colour.' });
    expect(kept).not.toHaveProperty('userId');
    expect(kept).not.toHaveProperty('userEmail');
    expect(kept).not.toHaveProperty('gsi1pk');
    const keptFromVisitor = (await everyItem()).find((item) => item.feedbackId === asVisitor.id);
    expect(keptFromVisitor).toMatchObject({ subject: 'Before I joined' });
    expect(keptFromVisitor).not.toHaveProperty('userEmail');
    expect(await listUnfinishedDeletions()).not.toContain(who.userId);
    // Nothing of anyone else went with it, and the username is free again.
    expect(await itemsNaming(bob)).toEqual(bobsItems);
    expect((await bob.request('updateProfile', { body: { username } })).statusCode).toBe(200);
  });

  it('takes the deletion when the job cannot start, and its schedule finishes it', async () => {
    const who = beekeeper();
    await who.request('createApiary', { body: { name: 'Garden', location: 'Back fence' } });
    schedulerDown.now = true;
    try {
      expect((await confirmDeletion(who)).statusCode).toBe(202);
    } finally {
      schedulerDown.now = false;
    }
    expect(jobStarts).toEqual([]);
    expect(await listUnfinishedDeletions()).toContain(who.userId);
    const services = servicesWith(bucketOf([]));
    expect(await runAccountDeletions({ job: 'finishAccountDeletions' }, always, services)).toMatchObject({
      waiting: 1,
    });
    await lateWritesWindowPassed(who);
    expect(await runAccountDeletions({ job: 'finishAccountDeletions' }, always, services)).toMatchObject({
      finished: 1,
    });
    expect(await itemsNaming(who)).toEqual([]);
  });

  it('is finished by the sweeper after a run stopped halfway, and a run after the end changes nothing', async () => {
    const admin = beekeeper({ groups: ['admins'] });
    const { who, feedback, bucket } = await fullAccount(admin);
    expect((await confirmDeletion(who)).statusCode).toBe(202);
    let budget = 3;
    const spending = () => budget-- > 0;

    const first = await runAccountDeletions({ job: 'finishAccountDeletions', requestedBy: who.userId }, spending, {
      ...servicesWith(bucket),
      cancelSubscriptionNow: async () => undefined,
    });

    expect(first).toEqual({ finished: 0, unfinished: 1, waiting: 0 });
    expect((await itemsNaming(who)).length).toBeGreaterThan(0);
    expect(await getUser(who.userId)).toMatchObject({ deletionRequestedAt: expect.any(String) });
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toEqual([]);
    expect(await listUnfinishedDeletions()).toContain(who.userId);

    // The scheduled run: no one asked, it finds the deletion left halfway.
    const sweep = await runAccountDeletions(
      { job: 'finishAccountDeletions', scheduledFor: '2026-11-27T13:05:00Z' },
      always,
      {
        ...servicesWith(bucket),
        cancelSubscriptionNow: async () => undefined,
      },
    );
    expect(sweep).toEqual({ finished: 0, unfinished: 0, waiting: 1 });
    expect((await itemsNaming(who)).map((item) => item.__edb_e__).sort()).toEqual(['accountDeletion', 'user']);
    expect([...bucket.stored]).toEqual([]);
    await lateWritesWindowPassed(who);
    const end = await runAccountDeletions({ job: 'finishAccountDeletions' }, always, servicesWith(bucket));
    expect(end).toEqual({ finished: 1, unfinished: 0, waiting: 0 });
    expect(await itemsNaming(who)).toEqual([]);

    const after = await everyItem();
    const again = await runAccountDeletions(
      { job: 'finishAccountDeletions', requestedBy: who.userId },
      always,
      servicesWith(bucket),
    );
    expect(again).toEqual({ finished: 1, unfinished: 0, waiting: 0 });
    expect(await everyItem()).toEqual(after);
    expect(after.find((item) => item.feedbackId === feedback.id)).toBeDefined();
  });

  it('finishes the other deletions when one fails, and the failed one on a later run', async () => {
    const [ann, bob] = [beekeeper(), beekeeper()];
    for (const who of [ann, bob]) {
      await who.request('createApiary', { body: { name: 'Garden', location: 'Back fence' } });
      expect((await confirmDeletion(who)).statusCode).toBe(202);
    }
    const services = servicesWith(bucketOf([]));
    const scheduled = { job: 'finishAccountDeletions', scheduledFor: '2026-11-27T13:40:00Z' };

    const failing = await runAccountDeletions(scheduled, always, {
      ...services,
      signInAccounts: {
        deleteAccount: async (userId) => {
          if (userId === ann.userId) throw new Error('The user pool is unavailable');
          await services.signInAccounts.deleteAccount(userId);
        },
      },
    });

    expect(failing).toEqual({ finished: 0, unfinished: 1, waiting: 1 });
    expect((await itemsNaming(bob)).map((item) => item.__edb_e__).sort()).toEqual(['accountDeletion', 'user']);
    expect(await runAccountDeletions(scheduled, always, services)).toEqual({ finished: 0, unfinished: 0, waiting: 2 });
    for (const who of [ann, bob]) await lateWritesWindowPassed(who);
    expect(await runAccountDeletions(scheduled, always, services)).toEqual({ finished: 2, unfinished: 0, waiting: 0 });
    expect(await itemsNaming(ann)).toEqual([]);
    expect(await itemsNaming(bob)).toEqual([]);
    expect(await listUnfinishedDeletions()).toEqual([]);
  });

  /**
   * DynamoDB's answer to a throttled batch, played by a middleware in front of DynamoDB Local: the first item of the
   * beekeeper's partition that a BatchWriteItem deletes is left unprocessed `refusals` times in a row (the batch's other
   * deletes go through). Answers the times that key was sent.
   */
  function leaveUnprocessed(who: TestBeekeeper, refusals: number): number[] {
    const sentAt: number[] = [];
    const { pk: partition } = (UserEntity.get({ userId: who.userId }).params() as { Key: { pk: string } }).Key;
    let refused: string | undefined;
    const skOf = (request: unknown) => {
      const { sk } = (request as { DeleteRequest: { Key: { sk: string | { S: string } } } }).DeleteRequest.Key;
      return typeof sk === 'string' ? sk : sk.S;
    };
    const pkOf = (request: unknown) => {
      const { pk } = (request as { DeleteRequest: { Key: { pk: string | { S: string } } } }).DeleteRequest.Key;
      return typeof pk === 'string' ? pk : pk.S;
    };
    documentClient.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName !== 'BatchWriteItemCommand') return next(args);
        const input = args.input as { RequestItems: Record<string, unknown[]> };
        const requests = input.RequestItems[tableName] ?? [];
        refused ??= requests
          .filter((request) => pkOf(request) === partition)
          .map(skOf)
          .at(0);
        const held = requests.filter((request) => skOf(request) === refused);
        if (held.length === 0) return next(args);
        sentAt.push(performance.now());
        if (sentAt.length > refusals) return next(args);
        const rest = requests.filter((request) => skOf(request) !== refused);
        const answer =
          rest.length > 0
            ? await next({ ...args, input: { ...input, RequestItems: { [tableName]: rest } } })
            : { output: { $metadata: {} }, response: {} };
        return { ...answer, output: { ...answer.output, UnprocessedItems: { [tableName]: held } } };
      },
      { step: 'initialize', name: 'unprocessedDeletes' },
    );
    onTestFinished(() => {
      documentClient.middlewareStack.remove('unprocessedDeletes');
    });
    return sentAt;
  }

  it('sends again what DynamoDB leaves unprocessed, waiting longer each time, until nothing is left', async () => {
    const who = beekeeper();
    const apiary = await who.request<Apiary>('createApiary', { body: { name: 'Garden', location: 'Back fence' } });
    for (const name of ['Rose', 'Thyme']) {
      await who.request('createHive', { body: { name, apiaryId: apiary.body.id } });
    }
    expect((await confirmDeletion(who)).statusCode).toBe(202);
    // Each wait is then its whole window: 50, 100, 200 ms.
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const sentAt = leaveUnprocessed(who, 3);

    const outcome = await runAccountDeletions(
      { job: 'finishAccountDeletions', requestedBy: who.userId },
      always,
      servicesWith(bucketOf([])),
    );

    expect(outcome).toEqual({ finished: 0, unfinished: 0, waiting: 1 });
    expect(sentAt).toHaveLength(4);
    const waits = sentAt.slice(1).map((at, index) => at - (sentAt[index] ?? 0));
    waits.forEach((wait, index) => expect(wait).toBeGreaterThanOrEqual(50 * 2 ** index - 1));
    expect((await itemsNaming(who)).map((item) => item.__edb_e__).sort()).toEqual(['accountDeletion', 'user']);
  });

  it('fails the run when DynamoDB keeps leaving a delete unprocessed, and the next run finishes it', async () => {
    const who = beekeeper();
    await who.request('createApiary', { body: { name: 'Garden', location: 'Back fence' } });
    expect((await confirmDeletion(who)).statusCode).toBe(202);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const sentAt = leaveUnprocessed(who, Infinity);
    const run = () =>
      runAccountDeletions(
        { job: 'finishAccountDeletions', requestedBy: who.userId },
        always,
        servicesWith(bucketOf([])),
      );

    expect(await run()).toEqual({ finished: 0, unfinished: 1, waiting: 0 });
    // Sent once and tried again 7 times, then given up to the next run.
    expect(sentAt).toHaveLength(8);
    expect((await itemsNaming(who)).length).toBeGreaterThan(2);

    documentClient.middlewareStack.remove('unprocessedDeletes');
    expect(await run()).toEqual({ finished: 0, unfinished: 0, waiting: 1 });
    expect((await itemsNaming(who)).map((item) => item.__edb_e__).sort()).toEqual(['accountDeletion', 'user']);
  });

  it("deletes a commercial beekeeper's 21,000 items in batches of at most 25, over as many runs as its time allows", async () => {
    const who = beekeeper();
    await seedCommercialAccount(who.userId, who.email);
    expect((await confirmDeletion(who)).statusCode).toBe(202);
    const batchSizes: number[] = [];
    const queryLimits: (number | undefined)[] = [];
    const commands: string[] = [];
    // Queries that overlapped a BatchWriteItem: the next page read while one is deleted.
    let batchesStarted = 0;
    let batchesRunning = 0;
    let pipelinedQueries = 0;
    documentClient.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { RequestItems?: Record<string, unknown[]>; Limit?: number };
        commands.push(context.commandName ?? 'unknown');
        if (context.commandName === 'BatchWriteItemCommand') {
          batchSizes.push(input.RequestItems?.[tableName]?.length ?? 0);
          batchesStarted += 1;
          batchesRunning += 1;
          try {
            return await next(args);
          } finally {
            batchesRunning -= 1;
          }
        }
        if (context.commandName !== 'QueryCommand') return next(args);
        queryLimits.push(input.Limit);
        const [startedBefore, runningBefore] = [batchesStarted, batchesRunning];
        const answer = await next(args);
        if (runningBefore > 0 || batchesStarted > startedBefore) pipelinedQueries += 1;
        return answer;
      },
      { step: 'initialize', name: 'deletionBatches' },
    );
    const services = { ...servicesWith(bucketOf([])), cancelSubscriptionNow: async () => undefined };
    const expectedItems = COMMERCIAL_ACCOUNT.hives * (1 + COMMERCIAL_ACCOUNT.inspectionsPerHive);

    let runs = 0;
    let outcome = { finished: 0, unfinished: 1, waiting: 0 };
    try {
      while (outcome.unfinished > 0 && runs < 50) {
        runs += 1;
        // A run's time is spent after 60 bounded steps (6,000 items at most): the next run goes on.
        let steps = 60;
        outcome = await runAccountDeletions(
          { job: 'finishAccountDeletions', requestedBy: who.userId },
          () => steps-- > 0,
          services,
        );
      }
      expect(outcome).toEqual({ finished: 0, unfinished: 0, waiting: 1 });
      await lateWritesWindowPassed(who);
      outcome = await runAccountDeletions({ job: 'finishAccountDeletions', requestedBy: who.userId }, always, services);
    } finally {
      documentClient.middlewareStack.remove('deletionBatches');
    }

    expect(outcome).toEqual({ finished: 1, unfinished: 0, waiting: 0 });
    expect(runs).toBeGreaterThan(1);
    expect(Math.max(...batchSizes)).toBeLessThanOrEqual(25);
    expect(batchSizes.reduce((sum, size) => sum + size, 0)).toBeGreaterThan(expectedItems);
    expect(queryLimits.every((limit) => limit !== undefined && limit <= 100)).toBe(true);
    // Most of the 210 pages were read while the page before was being deleted.
    expect(pipelinedQueries).toBeGreaterThan(expectedItems / 100 / 2);
    expect(commands).not.toContain('ScanCommand');
    expect(await itemsNaming(who)).toEqual([]);
  }, 300_000);
});

describe('deleting an account with a team', () => {
  /** Makes `member` an editor of `owner`'s account, as accepting an invitation does. */
  async function join(owner: TestBeekeeper, member: TestBeekeeper, accountName: string) {
    await joinTeam(owner, member, { role: 'editor', memberName: `Member ${member.userId.slice(0, 4)}`, accountName });
  }

  const notificationsOf = async (who: TestBeekeeper) =>
    (await NotificationEntity.query.notification({ userId: who.userId }).go()).data;

  it("tells each member of the owner's team once, and leaves no membership or invitation of it", async () => {
    const owner = beekeeper();
    await owner.request('createApiary', { body: { name: 'Garden', location: 'Back fence' } });
    const [ann, bob, cleo] = [beekeeper(), beekeeper(), beekeeper()];
    await join(owner, ann, 'Olive Grove');
    await join(owner, bob, 'Olive Grove');
    // Ann is also on Cleo's team, which stays.
    await setSubscription(cleo, 'pro', 'active');
    await join(cleo, ann, 'Cleo Comb');
    await TeamInvitationEntity.create({
      accountId: owner.userId,
      invitationId: ulid(),
      email: 'dora@example.com',
      role: 'viewer',
      accountName: 'Olive Grove',
      sentAt: new Date().toISOString(),
      linkExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    }).go();
    expect((await ann.request('listApiaries', { headers: { [ACCOUNT_HEADER]: owner.userId } })).statusCode).toBe(200);
    expect((await confirmDeletion(owner)).statusCode).toBe(202);
    const mails: Mail[] = [];
    const services = servicesWith(bucketOf([]), mails);
    const run = { job: 'finishAccountDeletions', requestedBy: owner.userId };

    expect(await runAccountDeletions(run, always, services)).toMatchObject({ waiting: 1 });

    expect((await itemsNaming(owner)).map((item) => item.__edb_e__).sort()).toEqual(['accountDeletion', 'user']);
    expect((await TeamInvitationEntity.query.invitation({ accountId: owner.userId }).go()).data).toEqual([]);
    expect(
      mails.map(({ to, subject, text }) => ({ to, subject, text })).sort((a, b) => a.to.localeCompare(b.to)),
    ).toEqual(
      [ann, bob]
        .map((member) => ({
          to: member.email,
          subject: SHARED_ACCOUNT_MESSAGES.accountDeletedTitle,
          text: SHARED_ACCOUNT_MESSAGES.accountDeletedEmail('Olive Grove'),
        }))
        .sort((a, b) => a.to.localeCompare(b.to)),
    );
    for (const member of [ann, bob]) {
      expect(await notificationsOf(member)).toEqual([
        expect.objectContaining({
          type: 'shared_account_deleted',
          title: SHARED_ACCOUNT_MESSAGES.accountDeletedTitle,
          message: "Olive Grove's HiveKeeper account was deleted; you no longer have access.",
          code: 'sharedAccountDeleted',
          params: { accountName: 'Olive Grove' },
          status: 'unread',
        }),
      ]);
    }
    expect(await ann.request('listApiaries', { headers: { [ACCOUNT_HEADER]: owner.userId } })).toMatchObject({
      statusCode: 403,
      body: { message: API_ERRORS.notAMember, code: 'notAMember' },
    });
    expect((await ann.request('listApiaries', { headers: { [ACCOUNT_HEADER]: cleo.userId } })).statusCode).toBe(200);

    // The runs that sweep again and finish tell no one twice.
    expect(await runAccountDeletions(run, always, services)).toMatchObject({ waiting: 1 });
    await lateWritesWindowPassed(owner);
    expect(await runAccountDeletions(run, always, services)).toMatchObject({ finished: 1 });
    expect(mails).toHaveLength(2);
    expect(await notificationsOf(ann)).toHaveLength(1);
    expect(await itemsNaming(owner)).toEqual([]);
  });

  it('finishes ending the team after a run stopped halfway through it, telling each member once', async () => {
    const owner = beekeeper();
    const members = Array.from({ length: 30 }, () => beekeeper());
    for (const member of members) await join(owner, member, 'Big Apiary Co');
    expect((await confirmDeletion(owner)).statusCode).toBe(202);
    const mails: Mail[] = [];
    // The run's time is spent after the named items and one page of the team (four looks at the clock).
    let steps = 4;
    const run = { job: 'finishAccountDeletions', requestedBy: owner.userId };

    expect(await runAccountDeletions(run, () => steps-- > 0, servicesWith(bucketOf([]), mails))).toMatchObject({
      unfinished: 1,
    });
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThan(members.length);
    expect(await runAccountDeletions(run, always, servicesWith(bucketOf([]), mails))).toMatchObject({ waiting: 1 });

    expect(mails.map((mail) => mail.to).sort()).toEqual(members.map((member) => member.email).sort());
    for (const member of members) expect(await notificationsOf(member)).toHaveLength(1);
    expect((await MembershipEntity.query.membership({ accountId: owner.userId }).go()).data).toEqual([]);
  });

  it("removes a member's places on others' teams as leaving would, and nothing else of those teams", async () => {
    const [olive, cleo, leaving, staying] = [beekeeper(), beekeeper(), beekeeper(), beekeeper()];
    await join(olive, leaving, 'Olive Grove');
    await join(cleo, leaving, 'Cleo Comb');
    await join(olive, staying, 'Olive Grove');
    await setSubscription(olive, 'pro', 'active');
    await UserEntity.patch({ userId: olive.userId }).set({ teamSize: 2 }).go();
    expect((await confirmDeletion(leaving)).statusCode).toBe(202);
    const mails: Mail[] = [];

    const outcome = await runAccountDeletions(
      { job: 'finishAccountDeletions', requestedBy: leaving.userId },
      always,
      servicesWith(bucketOf([]), mails),
    );

    expect(outcome).toMatchObject({ waiting: 1 });
    expect((await itemsNaming(leaving)).map((item) => item.__edb_e__).sort()).toEqual(['accountDeletion', 'user']);
    expect((await MembershipEntity.query.accountsOfMember({ memberId: leaving.userId }).go()).data).toEqual([]);
    expect((await MembershipEntity.query.membership({ accountId: olive.userId }).go()).data).toEqual([
      expect.objectContaining({ memberId: staying.userId }),
    ]);
    // Olive's team counts one place fewer, as if the member had left; Cleo, gone before, has no team to count.
    expect((await UserEntity.get({ userId: olive.userId }).go()).data?.teamSize).toBe(1);
    // Leaving tells no one: only an owner's deletion ends a team.
    expect(mails).toEqual([]);
    expect(await notificationsOf(olive)).toEqual([]);
  });
});
