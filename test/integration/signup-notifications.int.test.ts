/**
 * The sign-up path locally: a newcomer signs up and confirms through the local user pool (as the web app does), the
 * pool runs the same PostConfirmation module Cognito runs in the cloud, and every admin finds the e-mail in the
 * local inbox and the notification in their bell.
 */
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../shared/schemas/notification';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import {
  apiAs,
  createUser,
  inboxFor,
  latestCode,
  uniqueEmail,
  userPoolApi,
} from '../../infra/local/test-support/integration-stack';

const PASSWORD = 'Newcomer-Hive-Password-3!';

/** An admin's sign-up e-mails about one address: other files sign people up meanwhile, and every admin hears. */
async function signupMailsAbout(admin: { email: string }, address: string) {
  return (await inboxFor(admin.email)).filter((mail) => mail.subject.includes(address));
}

describe('a confirmed sign-up', () => {
  it('e-mails every admin into the local inbox and lists the notification for them, not for beekeepers', async () => {
    const admin = await createUser({ admin: true, label: 'signup-admin' });
    const beekeeper = await createUser({ label: 'signup-beekeeper' });
    const newcomer = uniqueEmail('newcomer');

    await userPoolApi().signUp(newcomer, PASSWORD);
    expect(await signupMailsAbout(admin, newcomer)).toEqual([]);
    await userPoolApi().confirmSignUp(newcomer, await latestCode(newcomer));

    // The trigger ran before the confirmation answered, as Cognito runs it.
    const mails = await signupMailsAbout(admin, newcomer);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`New HiveKeeper sign-up: ${newcomer}`);
    expect(mails[0]?.body.text).toContain(`E-mail: ${newcomer}`);
    expect(await inboxFor(beekeeper.email)).toEqual([]);

    const unread = await apiAs(admin)<Notification[]>('GET', apiPath(routes.listNotifications, {}, { unread: 'true' }));
    expect(unread.status).toBe(200);
    const notification = unread.body.find((entry) => entry.message.includes(newcomer));
    expect(notification).toMatchObject({ type: 'new_user_signup', title: 'New user signup', read: false });

    const marked = await apiAs(admin)('PATCH', apiPath(routes.markNotificationRead, { id: notification?.id ?? '' }));
    expect(marked.status).toBe(200);
    const after = await apiAs(admin)<Notification[]>('GET', apiPath(routes.listNotifications, {}, { unread: 'true' }));
    expect(after.body.some((entry) => entry.id === notification?.id)).toBe(false);

    // A beekeeper's bell lists their own notices only: none of the admins'.
    const beekeepers = await apiAs(beekeeper)<Notification[]>('GET', apiPath(routes.listNotifications));
    expect(beekeepers).toMatchObject({ status: 200, body: [] });
  });

  it("the admins' test sends the same e-mail and notification through the gateway; a beekeeper gets 403", async () => {
    const admin = await createUser({ admin: true, label: 'test-admin' });
    const beekeeper = await createUser({ label: 'test-beekeeper' });
    const madeUp = { name: 'Jane Doe', email: uniqueEmail('made-up'), username: 'jane-doe', subscriptionTier: 'pro' };

    const refused = await apiAs(beekeeper)('POST', apiPath(routes.simulateSignup), madeUp);
    expect(refused.status).toBe(403);
    const sent = await apiAs(admin)<{ adminsNotified: number }>('POST', apiPath(routes.simulateSignup), madeUp);
    expect(sent.status).toBe(200);
    expect(sent.body.adminsNotified).toBeGreaterThanOrEqual(1);

    const mails = await signupMailsAbout(admin, madeUp.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`New HiveKeeper sign-up: ${madeUp.email}`]);
    expect(mails[0]?.body.text).toContain('Plan: Pro');
    const unread = await apiAs(admin)<Notification[]>('GET', apiPath(routes.listNotifications, {}, { unread: 'true' }));
    expect(unread.body.map((entry) => entry.message)).toContain(
      `Jane Doe (${madeUp.email}, @jane-doe) joined HiveKeeper on the Pro plan.`,
    );
  });

  it('a confirmed password reset tells the admins nothing', async () => {
    const admin = await createUser({ admin: true, label: 'reset-admin' });
    const keeper = await createUser({ label: 'resetting' });
    await userPoolApi().forgotPassword(keeper.email);
    await userPoolApi().confirmForgotPassword(keeper.email, await latestCode(keeper.email), PASSWORD);
    // The trigger has answered Cognito before the reset did: anything it sent would be in the inbox now.
    expect(await signupMailsAbout(admin, keeper.email)).toEqual([]);
  });
});
