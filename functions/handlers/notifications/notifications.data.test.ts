import { vi } from 'vitest';

// The functions' configuration is read when a handler module loads: the sender and the pool come first.
vi.hoisted(() => {
  Object.assign(process.env, { MAIL_FROM: 'HiveKeeper <no-reply@hivekeeper.test>', USER_POOL_ID: 'local_notify' });
});

import { CognitoIdentityProviderClient, ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { ulid } from 'ulid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_AWS } from '../../../infra/local/settings';
import { API_ERRORS } from '../../../shared/messages';
import { NOTIFICATIONS_LISTED, type Notification } from '../../../shared/schemas/notification';
import { NOTIFICATION_KEPT_DAYS } from '../../../shared/domain/notification';
import { createAdminNotifications } from '../../lib/data/admin-notices';
import { NotificationEntity } from '../../lib/data/entities/notification';
import { beekeeper, request, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';
import { handler as postConfirmation } from '../auth/post-confirmation';

const cognito = mockClient(CognitoIdentityProviderClient);
const ses = mockClient(SESClient);

/** The admins group as Cognito lists it: these admins, plus a disabled member who is told nothing. */
function adminsAre(...admins: TestBeekeeper[]) {
  cognito.on(ListUsersInGroupCommand, { UserPoolId: 'local_notify', GroupName: 'admins' }).resolves({
    Users: [
      ...admins.map((admin) => ({
        Username: admin.email,
        Enabled: true,
        Attributes: [
          { Name: 'sub', Value: admin.userId },
          { Name: 'email', Value: admin.email },
        ],
      })),
      { Username: 'gone@hivekeeper.test', Enabled: false, Attributes: [{ Name: 'sub', Value: 'gone' }] },
    ],
  });
}

function sentMails() {
  return ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
}

const signup = { name: 'Jane Doe', email: 'jane@example.com', username: 'jane-doe', subscriptionTier: 'pro' };

beforeEach(() => {
  cognito.reset();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'sent' });
});
afterEach(() => {
  cognito.reset();
  ses.reset();
});

describe('notification routes', () => {
  it("answer a beekeeper their own notifications (none of the admins'), and 403 on the test sign-up", async () => {
    const [admin, ann] = [beekeeper({ groups: ['admins'] }), beekeeper()];
    adminsAre(admin);
    expect((await admin.request('simulateSignup', { body: signup })).statusCode).toBe(200);
    const [adminsNotice] = (await admin.request<Notification[]>('listNotifications')).body;
    ses.resetHistory();
    cognito.resetHistory();

    expect(await ann.request('listNotifications')).toMatchObject({ statusCode: 200, body: [] });
    expect(await ann.request('markAllNotificationsRead')).toMatchObject({ statusCode: 200, body: { marked: 0 } });
    expect((await ann.requestFor('markNotificationRead', adminsNotice?.id ?? '')).statusCode).toBe(404);
    expect(await ann.request('simulateSignup', { body: signup })).toMatchObject({
      statusCode: 403,
      body: { message: API_ERRORS.adminRequired, code: 'adminRequired' },
    });
    expect(sentMails()).toEqual([]);
    expect(cognito.commandCalls(ListUsersInGroupCommand)).toHaveLength(0);
    // The admin's notice is still unread.
    const unread = await admin.request<Notification[]>('listNotifications', { rawQueryString: 'unread=true' });
    expect(unread.body.map(({ id }) => id)).toEqual([adminsNotice?.id]);
  });

  it('simulate-signup gives every admin the notification and the e-mail, through the sign-up code', async () => {
    const [alice, bob] = [beekeeper({ groups: ['admins'] }), beekeeper({ groups: ['admins'] })];
    adminsAre(alice, bob);
    const answer = await alice.request<{ adminsNotified: number }>('simulateSignup', { body: signup });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ adminsNotified: 2 });

    for (const admin of [alice, bob]) {
      const listed = await admin.request<Notification[]>('listNotifications', { rawQueryString: 'unread=true' });
      expect(listed.body).toEqual([
        {
          id: expect.any(String),
          type: 'new_user_signup',
          title: 'New user signup',
          message: 'Jane Doe (jane@example.com, @jane-doe) joined HiveKeeper on the Pro plan.',
          code: 'signup',
          params: { who: 'Jane Doe (jane@example.com, @jane-doe)', plan: 'pro' },
          read: false,
          createdAt: expect.any(String),
        },
      ]);
    }
    const mails = sentMails();
    expect(mails.map((mail) => mail.Destination?.ToAddresses).sort()).toEqual([[alice.email], [bob.email]].sort());
    for (const mail of mails) {
      expect(mail.Source).toBe('HiveKeeper <no-reply@hivekeeper.test>');
      expect(mail.Message?.Subject?.Data).toBe('New HiveKeeper sign-up: jane@example.com');
      expect(mail.Message?.Body?.Text?.Data).toContain('Username: jane-doe');
      expect(mail.Message?.Body?.Text?.Data).toContain('Plan: Pro');
    }
  });

  it("e-mails each admin the sign-up in their profile's language: German for one who chose it", async () => {
    const [german, american] = [beekeeper({ groups: ['admins'] }), beekeeper({ groups: ['admins'] })];
    adminsAre(german, american);
    await german.request('updateProfile', { body: { preferences: { language: 'de' } } });
    expect((await german.request('simulateSignup', { body: signup })).statusCode).toBe(200);

    const mailTo = (admin: typeof german) =>
      sentMails().find((mail) => mail.Destination?.ToAddresses?.includes(admin.email))?.Message;
    expect(mailTo(german)?.Subject?.Data).toBe('Neue Registrierung bei HiveKeeper: jane@example.com');
    expect(mailTo(german)?.Body?.Text?.Data).toBe(
      [
        'Ein neuer Imker ist HiveKeeper beigetreten.',
        '',
        'Name: Jane Doe',
        'E-Mail: jane@example.com',
        'Benutzername: jane-doe',
        'Tarif: Pro',
        '',
        'Die Registrierung steht auch in den Benachrichtigungen: die Glocke oben in HiveKeeper.',
      ].join('\n'),
    );
    expect(mailTo(american)?.Subject?.Data).toBe('New HiveKeeper sign-up: jane@example.com');
    expect(mailTo(american)?.Body?.Text?.Data).toContain('A new beekeeper has joined HiveKeeper.');
  });

  it('simulate-signup refuses an invalid body with the field messages and tells no one', async () => {
    const admin = beekeeper({ groups: ['admins'] });
    adminsAre(admin);
    const answer = await admin.request<{ errors: Record<string, string[]> }>('simulateSignup', {
      body: { name: '', email: 'not-an-address', username: 'x', subscriptionTier: 'gold' },
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['email', 'name', 'subscriptionTier', 'username']);
    expect(sentMails()).toEqual([]);
    expect((await admin.request<Notification[]>('listNotifications')).body).toEqual([]);
  });

  it("marks the admin's own notification read, for that admin only; 404 for an unknown or another admin's id", async () => {
    const [alice, bob] = [beekeeper({ groups: ['admins'] }), beekeeper({ groups: ['admins'] })];
    expect(
      await createAdminNotifications([alice.userId, bob.userId], {
        type: 'new_user_signup',
        title: 'New user signup',
        message: 'sam@example.com joined HiveKeeper on the Free plan.',
        code: 'signup',
        params: { who: 'sam@example.com', plan: 'free' },
      }),
    ).toBe(2);
    const unreadOf = async (admin: TestBeekeeper) =>
      (await admin.request<Notification[]>('listNotifications', { rawQueryString: 'unread=true' })).body;
    const [alicesCopy] = await unreadOf(alice);
    const [bobsCopy] = await unreadOf(bob);
    const id = alicesCopy?.id ?? '';
    expect(bobsCopy?.id).not.toBe(id);

    const marked = await alice.requestFor<Notification>('markNotificationRead', id);
    expect(marked.statusCode).toBe(200);
    expect(marked.body).toMatchObject({ id, read: true });
    expect((await alice.requestFor('markNotificationRead', id)).statusCode).toBe(200);
    expect(await unreadOf(alice)).toEqual([]);
    expect((await alice.request<Notification[]>('listNotifications')).body).toMatchObject([{ id, read: true }]);

    // Bob's copy is his own: still unread, and Alice's id names nothing of his.
    expect(await unreadOf(bob)).toMatchObject([{ id: bobsCopy?.id, read: false }]);
    expect(await bob.requestFor('markNotificationRead', id)).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.notificationNotFound, code: 'notificationNotFound' },
    });
    expect((await bob.requestFor('markNotificationRead', ulid())).statusCode).toBe(404);
    expect(await unreadOf(bob)).toHaveLength(1);
  });

  it('are kept for a season: each copy carries the time to live DynamoDB deletes it at', async () => {
    const alice = beekeeper({ groups: ['admins'] });
    const before = Math.floor(Date.now() / 1000);
    await createAdminNotifications([alice.userId], {
      type: 'new_feedback',
      title: 'New feedback',
      message: 'A visitor sent feedback. Read it in Feedback Management.',
      code: 'visitorFeedback',
      params: { count: 1 },
    });
    const { data } = await NotificationEntity.query.notification({ userId: alice.userId }).go();
    const days = ((data[0]?.expiresAt ?? 0) - before) / (24 * 60 * 60);
    expect(days).toBeGreaterThanOrEqual(NOTIFICATION_KEPT_DAYS);
    expect(days).toBeLessThan(NOTIFICATION_KEPT_DAYS + 1);
  });

  it("marks all the admin's unread notifications read in one Query and one transaction, leaving other admins' alone", async () => {
    const [alice, bob] = [beekeeper({ groups: ['admins'] }), beekeeper({ groups: ['admins'] })];
    for (const email of ['sam@example.com', 'kim@example.com', 'lee@example.com']) {
      await createAdminNotifications([alice.userId, bob.userId], {
        type: 'new_user_signup',
        title: 'New user signup',
        message: `${email} joined HiveKeeper on the Free plan.`,
        code: 'signup',
        params: { who: email, plan: 'free' },
      });
    }
    const unreadOf = async (admin: TestBeekeeper) =>
      (await admin.request<Notification[]>('listNotifications', { rawQueryString: 'unread=true' })).body;
    const [firstOfAlice] = await unreadOf(alice);
    await alice.requestFor('markNotificationRead', firstOfAlice?.id ?? '');

    const sent = recordSentCommands();
    const answer = await alice.request<{ marked: number }>('markAllNotificationsRead');
    expect(sent).toEqual(['QueryCommand on gsi1', 'TransactWriteItemsCommand']);
    expect(answer).toMatchObject({ statusCode: 200, body: { marked: 2 } });
    expect(await unreadOf(alice)).toEqual([]);
    expect((await alice.request<Notification[]>('listNotifications')).body.map((entry) => entry.read)).toEqual([
      true,
      true,
      true,
    ]);
    expect(await unreadOf(bob)).toHaveLength(3);

    // Nothing left unread: one Query, no write.
    sent.length = 0;
    expect((await alice.request<{ marked: number }>('markAllNotificationsRead')).body).toEqual({ marked: 0 });
    expect(sent).toEqual(['QueryCommand on gsi1']);
  });

  it('lists newest first, at most NOTIFICATIONS_LISTED, in one Query', async () => {
    const admin = beekeeper({ groups: ['admins'] });
    const messages: string[] = [];
    for (let index = 0; index < NOTIFICATIONS_LISTED + 2; index++) {
      const message = `keeper${index}@example.com joined HiveKeeper on the Free plan.`;
      await createAdminNotifications([admin.userId], {
        type: 'new_user_signup',
        title: 'New user signup',
        message,
        code: 'signup',
        params: { who: `keeper${index}@example.com`, plan: 'free' },
      });
      messages.push(message);
    }
    const sent = recordSentCommands();
    const listed = await admin.request<Notification[]>('listNotifications', { rawQueryString: 'unread=true' });
    expect(sent).toEqual(['QueryCommand on gsi1']);
    expect(listed.body.map((notification) => notification.message)).toEqual(
      messages.reverse().slice(0, NOTIFICATIONS_LISTED),
    );
  });
});

describe('the PostConfirmation trigger', () => {
  const event = (triggerSource: PostConfirmationTriggerEvent['triggerSource']): PostConfirmationTriggerEvent => ({
    version: '1',
    region: LOCAL_AWS.region,
    userPoolId: 'local_notify',
    userName: 'c0ffee',
    callerContext: { awsSdkVersion: 'test', clientId: 'web' },
    triggerSource,
    request: { userAttributes: { sub: 'c0ffee', email: 'newbee@example.com', email_verified: 'true' } },
    response: {},
  });

  it('tells every admin of a confirmed sign-up, as the test route does, and returns the event', async () => {
    const admin = beekeeper({ groups: ['admins'] });
    adminsAre(admin);
    const confirmed = event('PostConfirmation_ConfirmSignUp');
    expect(await postConfirmation(confirmed)).toBe(confirmed);
    const listed = await admin.request<Notification[]>('listNotifications', { rawQueryString: 'unread=true' });
    expect(listed.body).toMatchObject([
      {
        type: 'new_user_signup',
        message: 'newbee@example.com joined HiveKeeper on the Free plan.',
        code: 'signup',
        params: { who: 'newbee@example.com', plan: 'free' },
        read: false,
      },
    ]);
    expect(sentMails()).toMatchObject([
      {
        Destination: { ToAddresses: [admin.email] },
        Message: { Subject: { Data: 'New HiveKeeper sign-up: newbee@example.com' } },
      },
    ]);
  });

  it('says nothing of a confirmed password reset', async () => {
    const admin = beekeeper({ groups: ['admins'] });
    adminsAre(admin);
    await postConfirmation(event('PostConfirmation_ConfirmForgotPassword'));
    expect(cognito.commandCalls(ListUsersInGroupCommand)).toHaveLength(0);
    expect(sentMails()).toEqual([]);
  });

  it("tells every admin of a beekeeper's feedback in the bell at once, and a failing directory never loses it", async () => {
    const [first, second] = [beekeeper({ groups: ['admins'] }), beekeeper({ groups: ['admins'] })];
    adminsAre(first, second);
    const sender = beekeeper();
    const feedback = { category: 'bug_report', subject: 'Photos upload twice', message: 'Each photo shows up twice.' };
    const sent = await sender.request('createFeedback', { body: feedback });
    expect(sent.statusCode).toBe(201);
    for (const admin of [first, second]) {
      expect((await admin.request<Notification[]>('listNotifications')).body).toEqual([
        expect.objectContaining({
          type: 'new_feedback',
          title: 'New feedback',
          message: `Bug Report: "Photos upload twice" from ${sender.email}.`,
          code: 'feedback',
          params: { category: 'bug_report', subject: 'Photos upload twice', email: sender.email },
          read: false,
        }),
      ]);
    }
    // Feedback is not e-mailed: the bell and Feedback Management are where admins follow it up.
    expect(sentMails()).toEqual([]);

    cognito.on(ListUsersInGroupCommand).rejects(new Error('Cognito is down'));
    const kept = await sender.request('createFeedback', { body: { ...feedback, subject: 'Still kept' } });
    expect(kept.statusCode).toBe(201);
    expect((await first.request<Notification[]>('listNotifications')).body).toHaveLength(1);
  });

  it("never reads the admins' directory in a visitor's request, nor notifies anyone there", async () => {
    const admin = beekeeper({ groups: ['admins'] });
    adminsAre(admin);
    const feedback = { category: 'general', subject: 'Anyone there?', message: 'Is this thing on?' };
    for (const address of ['198.51.100.7', '198.51.100.8']) {
      const sent = await request('createFeedback', { body: feedback, sourceIp: address });
      expect(sent.statusCode).toBe(201);
    }
    expect(cognito.commandCalls(ListUsersInGroupCommand)).toHaveLength(0);
    expect((await admin.request<Notification[]>('listNotifications')).body).toEqual([]);
  });

  it('never blocks the sign-up: a failing mail or directory is logged and the event returned', async () => {
    const admin = beekeeper({ groups: ['admins'] });
    adminsAre(admin);
    ses.on(SendEmailCommand).rejects(new Error('SES is down'));
    const confirmed = event('PostConfirmation_ConfirmSignUp');
    expect(await postConfirmation(confirmed)).toBe(confirmed);
    // The notification was written before the e-mail failed.
    expect((await admin.request<Notification[]>('listNotifications')).body).toHaveLength(1);

    cognito.on(ListUsersInGroupCommand).rejects(new Error('Cognito is down'));
    expect(await postConfirmation(confirmed)).toBe(confirmed);
  });
});
