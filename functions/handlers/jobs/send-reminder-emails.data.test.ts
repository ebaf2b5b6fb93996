import { ulid } from 'ulid';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../shared/schemas/user';
import { VALIDATION } from '../../../shared/messages';
import { markAccountForDeletion } from '../../lib/data/account-deletion';
import { HiveEntity } from '../../lib/data/entities/hive';
import { TaskEntity } from '../../lib/data/entities/task';
import { TreatmentEntity } from '../../lib/data/entities/treatment';
import type { Mail } from '../../lib/mail/mailer';
import { sendReminders, type ReminderRun } from '../../lib/reminders/send-reminders';
import { beekeeper, request, type TestBeekeeper } from '../../test-support/api';
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

  it('gives a metric beekeeper their feed in kg', () => {
    expect(mailsTo(first.sent, others.metric)[0]?.text).toContain('sugar syrup 4.5 kg (hive Clover), due today');
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
    // One Query of the hour's subscribers (4 of them); per subscriber at most a task Query, a treatment Query,
    // BatchGets of hive and apiary names and the day's claim.
    expect(commands.filter((command) => command.startsWith('QueryCommand'))).toHaveLength(1 + 4 * 2);
    expect(commands.length).toBeLessThanOrEqual(1 + 4 * 5);
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
