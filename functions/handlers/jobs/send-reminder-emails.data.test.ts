import { ulid } from 'ulid';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../shared/schemas/user';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import { reminderUtcHour } from '../../../shared/rules/reminders';
import type { Caller } from '../../lib/caller';
import { markAccountForDeletion } from '../../lib/data/account-deletion';
import { MembershipEntity } from '../../lib/data/entities/membership';
import { setSharedTaskReminders } from '../../lib/data/shared-reminders';
import { HiveEntity } from '../../lib/data/entities/hive';
import { TaskEntity } from '../../lib/data/entities/task';
import { TreatmentEntity } from '../../lib/data/entities/treatment';
import type { Mail } from '../../lib/mail/mailer';
import { sendReminders, type ReminderRun } from '../../lib/reminders/send-reminders';
import { beekeeper, request, type TestBeekeeper } from '../../test-support/api';
import { joinTeam } from '../../test-support/team';
import { recordSentCommands } from '../../test-support/sent-commands';

// A table of its own: the job reads every subscriber of an hour, and other files' beekeepers save time zones too.
const settings = await vi.hoisted(async () => {
  const reminders = { secret: 'data-test-reminders-secret-0123456789abcdef', siteUrl: 'https://hivekeeper.test' };
  Object.assign(process.env, { REMINDERS_SECRET: reminders.secret, SITE_URL: reminders.siteUrl });
  await (await import('../../test-support/own-table')).useOwnTable('hivekeeper-reminders-test');
  return reminders;
});

const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
/** 07:00 UTC today: a UTC beekeeper's morning; 16:00 in Tokyo, whose 07:00 is at 22:00 UTC. */
const morning: ReminderRun = { at: new Date(`${today}T07:00:00Z`), hours: [7], scheduled: true };

function recordingMailer() {
  const sent: Mail[] = [];
  return { sent, mailer: { send: async (mail: Mail) => void sent.push(mail) } };
}

async function run(at: ReminderRun = morning) {
  const { sent, mailer } = recordingMailer();
  const tally = await sendReminders(at, { mailer, settings });
  return { sent, tally };
}

async function subscribe(timezone: string, reminders = true, units: 'imperial' | 'metric' = 'imperial') {
  const who = beekeeper();
  const answer = await who.request<CurrentUser>('updateProfile', {
    body: {
      preferences: { timezone, units, notifications: { taskReminders: reminders, treatmentReminders: reminders } },
    },
  });
  expect(answer.statusCode).toBe(200);
  return who;
}

async function hiveOf(who: TestBeekeeper, name: string): Promise<string> {
  const hiveId = ulid();
  await HiveEntity.put({ userId: who.userId, hiveId, apiaryId: ulid(), name }).go();
  return hiveId;
}

async function taskDue(who: TestBeekeeper, dueDate: string, title = 'Check for queen cells') {
  const hiveId = await hiveOf(who, 'Buttercup');
  await TaskEntity.put({
    userId: who.userId,
    taskId: ulid(),
    title,
    dueDate,
    priority: 'high',
    type: 'inspection',
    hiveId,
    linkId: hiveId,
  }).go();
}

async function feedingDue(who: TestBeekeeper, nextDueDate: string) {
  await TreatmentEntity.put({
    userId: who.userId,
    treatmentId: ulid(),
    hiveId: await hiveOf(who, 'Clover'),
    treatmentType: 'feeding',
    treatmentName: 'Winter feeding',
    applicationDate: yesterday < nextDueDate ? yesterday : nextDueDate,
    nextDueDate,
    feedType: 'sugar_syrup',
    feedAmount: 10,
  }).go();
}

function mailsTo(sent: readonly Mail[], who: TestBeekeeper): Mail[] {
  return sent.filter((mail) => mail.to === who.email);
}

describe('the reminder job', () => {
  let ann: TestBeekeeper;
  let first: Awaited<ReturnType<typeof run>>;
  const others = {} as Record<'optedOut' | 'nothingDue' | 'tokyo' | 'metric' | 'leaving', TestBeekeeper>;

  beforeAll(async () => {
    ann = await subscribe('UTC');
    await taskDue(ann, today);
    await taskDue(ann, tomorrow, 'Not yet');
    await feedingDue(ann, yesterday);
    others.optedOut = await subscribe('UTC', false);
    await taskDue(others.optedOut, today);
    others.nothingDue = await subscribe('UTC');
    await taskDue(others.nothingDue, tomorrow);
    others.tokyo = await subscribe('Asia/Tokyo');
    await taskDue(others.tokyo, today);
    others.metric = await subscribe('Etc/UTC', true, 'metric');
    // A German beekeeper: the e-mail speaks the language of their profile.
    await others.metric.request('updateProfile', { body: { preferences: { language: 'de' } } });
    await feedingDue(others.metric, today);
    others.leaving = await subscribe('UTC');
    await taskDue(others.leaving, today);
    await markAccountForDeletion(others.leaving);
    first = await run();
  });

  it('e-mails an opted-in beekeeper once, their task due today and overdue feeding with hive names', () => {
    const [mail, ...more] = mailsTo(first.sent, ann);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('HiveKeeper: 1 task and 1 treatment due today or overdue');
    expect(mail?.text).toContain('Tasks due today\n- Check for queen cells (hive Buttercup), due today');
    expect(mail?.text).toContain('Overdue treatments\n- Winter feeding, sugar syrup 10 lbs (hive Clover), was due');
    expect(mail?.text).not.toContain('Not yet');
    expect(mail?.text).toContain('https://hivekeeper.test/schedule');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('writes to a German metric beekeeper in German, their feed in kg as German writes it', () => {
    const [mail] = mailsTo(first.sent, others.metric);
    expect(mail?.subject).toBe('HiveKeeper: 1 Behandlung heute fällig oder überfällig');
    expect(mail?.text).toContain(
      'Heute fällige Behandlungen\n- Winter feeding, Zuckersirup 4,5 kg (Volk Clover), heute fällig',
    );
  });

  it('e-mails nobody who opted out, has nothing due, is deleting their account, or whose 07:00 is another hour', () => {
    expect(first.sent.map((mail) => mail.to).sort()).toEqual([ann.email, others.metric.email].sort());
    // The one who opted out is not even read (the index holds subscribers only), nor the one leaving.
    expect(first.tally).toEqual({ read: 3, sent: 2, failed: 0 });
  });

  it('sends nothing twice on a repeated firing or a rerun the same local day', async () => {
    const again = await run();
    expect(again.sent).toEqual([]);
    const byHand = await run({ at: new Date(`${today}T09:30:00Z`), hours: [7], scheduled: false });
    expect(mailsTo(byHand.sent, ann)).toEqual([]);
  });

  it('e-mails the Tokyo beekeeper at their own 07:00 (22:00 UTC the day before)', async () => {
    const { sent } = await run({ at: new Date(`${yesterday}T22:00:00Z`), hours: [22], scheduled: true });
    expect(sent.map((mail) => mail.to)).toEqual([others.tokyo.email]);
  });

  it('costs bounded requests and never a Scan', async () => {
    const other = await subscribe('UTC');
    await taskDue(other, today);
    const commands = recordSentCommands();
    const { sent } = await run({ at: new Date(`${tomorrow}T07:00:00Z`), hours: [7], scheduled: true });
    expect(sent.length).toBeGreaterThan(0);
    expect(commands.some((command) => command.startsWith('Scan'))).toBe(false);
    // One Query of the hour's subscribers (4 of them); per subscriber at most a task Query, a treatment Query, a
    // Query of the shared accounts they asked reminders of (none here), BatchGets of hive and apiary names and the
    // day's claim.
    expect(commands.filter((command) => command.startsWith('QueryCommand'))).toHaveLength(1 + 4 * 3);
    expect(commands.length).toBeLessThanOrEqual(1 + 4 * 6);
  });
});

describe('reminders of a shared account', () => {
  const zone = 'Europe/Helsinki';
  /** Noon UTC of the day `daysOn` from today: the Helsinki beekeepers' own day, after their 07:00. */
  const dayRun = (daysOn: number): ReminderRun => {
    const at = new Date(`${new Date(Date.now() + daysOn * 86_400_000).toISOString().slice(0, 10)}T12:00:00Z`);
    return { at, hours: [reminderUtcHour(zone, at)], scheduled: false };
  };
  const callerOf = (who: TestBeekeeper): Caller => ({
    userId: who.userId,
    email: who.email,
    groups: [],
    isAdmin: false,
  });
  const headingOf = "Olive Grove's account: tasks due today or overdue";

  it("e-mails an opted-in member the account's due tasks under its name, within their scope, until they are removed", async () => {
    const owner = beekeeper();
    const [orchard, meadow] = [ulid(), ulid()];
    const hives = { orchard: ulid(), meadow: ulid() };
    await HiveEntity.put({ userId: owner.userId, hiveId: hives.orchard, apiaryId: orchard, name: 'Linden' }).go();
    await HiveEntity.put({ userId: owner.userId, hiveId: hives.meadow, apiaryId: meadow, name: 'Clover' }).go();
    const task = (title: string, dueDate: string, hiveId?: string) =>
      TaskEntity.put({
        userId: owner.userId,
        taskId: ulid(),
        title,
        dueDate,
        priority: 'high',
        type: 'inspection',
        ...(hiveId ? { hiveId, linkId: hiveId } : {}),
      }).go();
    await task('Add a super', today, hives.orchard);
    await task('Treat for mites', today, hives.meadow);
    await task('Order jars', today);
    await task('Not yet', new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10), hives.orchard);
    // Two staff subscribed to their own reminders with nothing of their own due: one on the whole account, one on
    // the orchard only.
    const [whole, scoped] = [await subscribe(zone), await subscribe(zone)];
    const membership = { role: 'editor', memberName: 'Staff', accountName: 'Olive Grove' } as const;
    await joinTeam(owner, whole, membership);
    await joinTeam(owner, scoped, { ...membership, apiaryIds: [orchard] });

    // Not asked for: nothing.
    const first = await run(dayRun(0));
    expect([...mailsTo(first.sent, whole), ...mailsTo(first.sent, scoped)]).toEqual([]);

    expect(await setSharedTaskReminders(callerOf(whole), owner.userId, true)).toEqual({
      accountId: owner.userId,
      accountName: 'Olive Grove',
      taskReminders: true,
    });
    await setSharedTaskReminders(callerOf(scoped), owner.userId, true);
    const { sent } = await run(dayRun(1));

    const [toWhole, ...moreToWhole] = mailsTo(sent, whole);
    expect(moreToWhole).toEqual([]);
    expect(toWhole?.subject).toBe('HiveKeeper: 3 tasks due today or overdue');
    expect(toWhole?.text).toContain(`${headingOf}\n- `);
    for (const title of ['Add a super (hive Linden)', 'Treat for mites (hive Clover)', 'Order jars,']) {
      expect(toWhole?.text).toContain(title);
    }
    expect(toWhole?.text).not.toContain('Not yet');
    const [toScoped] = mailsTo(sent, scoped);
    expect(toScoped?.text).toContain(`${headingOf}\n- Add a super (hive Linden), was due`);
    expect(toScoped?.text).not.toContain('Treat for mites');
    expect(toScoped?.text).not.toContain('Order jars');

    // Removed from the team, and the other turned them off: nothing more.
    await MembershipEntity.delete({ accountId: owner.userId, memberId: whole.userId }).go();
    await setSharedTaskReminders(callerOf(scoped), owner.userId, false);
    const later = await run(dayRun(2));
    expect([...mailsTo(later.sent, whole), ...mailsTo(later.sent, scoped)]).toEqual([]);
  });

  it('answers 404 to a beekeeper turning on the reminders of an account not shared with them', async () => {
    const [owner, stranger] = [beekeeper(), beekeeper()];
    await expect(setSharedTaskReminders(callerOf(stranger), owner.userId, true)).rejects.toMatchObject({
      statusCode: 404,
      message: API_ERRORS.sharedAccountNotFound,
    });
    expect((await MembershipEntity.query.accountsOfMember({ memberId: stranger.userId }).go()).data).toEqual([]);
  });
});

describe('the one-click unsubscribe', () => {
  it('turns both reminders off for the link of the e-mail, and no e-mail follows', async () => {
    const bea = await subscribe('UTC');
    await taskDue(bea, today);
    const { sent } = await run({ at: new Date(`${today}T08:00:00Z`), hours: [7], scheduled: false });
    const link = /<(.+)>/.exec(mailsTo(sent, bea)[0]?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';

    // As a mail client's RFC 8058 one-click POST comes.
    const answer = await request('unsubscribeFromReminders', {
      rawQueryString: new URL(link).search.slice(1),
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.statusCode).toBe(200);
    const { body: user } = await bea.request<CurrentUser>('getCurrentUser');
    expect(user.preferences.notifications).toMatchObject({ taskReminders: false, treatmentReminders: false });
    await taskDue(bea, tomorrow);
    const later = await run({ at: new Date(`${tomorrow}T07:00:00Z`), hours: [7], scheduled: true });
    expect(mailsTo(later.sent, bea)).toEqual([]);
  });

  it('answers 400 to a tampered or forged token and changes nothing', async () => {
    const cy = await subscribe('UTC');
    const forged = `${Buffer.from(cy.userId).toString('base64url')}.${'A'.repeat(43)}`;
    for (const token of [forged, 'nonsense', '']) {
      const answer = await request('unsubscribeFromReminders', { rawQueryString: `token=${token}` });
      expect(answer.statusCode).toBe(400);
    }
    const { body: user } = await cy.request<CurrentUser>('getCurrentUser');
    expect(user.preferences.notifications).toMatchObject({ taskReminders: true, treatmentReminders: true });
  });
});

describe('the time zone on the profile', () => {
  it('is saved and answered, and an unknown one is 400', async () => {
    const dee = await subscribe('America/Argentina/Buenos_Aires');
    const { body: user } = await dee.request<CurrentUser>('getCurrentUser');
    expect(user.preferences.timezone).toBe('America/Argentina/Buenos_Aires');
    const answer = await dee.request<{ message: string }>('updateProfile', {
      body: { preferences: { timezone: 'Mars/Olympus_Mons' } },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(VALIDATION.timeZoneInvalid);
  });
});
