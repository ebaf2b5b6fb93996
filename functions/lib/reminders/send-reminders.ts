/**
 * The reminder job's work (`sendReminderEmails` in `functions/jobs.ts`): each beekeeper subscribed at this UTC hour
 * whose local 07:00 has come gets one e-mail of their overdue and due-today tasks and treatments, and of the due
 * tasks of the shared accounts they asked reminders of, at most one per local day (claimed on their user item before
 * sending), none when nothing is due. Reads are bounded: one Query per page of subscribers, and per subscriber one
 * Query of tasks, at most three pages of the year's treatments, one Query of their memberships, and per shared
 * account reminded (`SHARED_ACCOUNTS_REMINDED` at most) one Query of tasks, with the names of the hives.
 */
import {
  OVERDUE_TREATMENT_REMINDER_DAYS,
  REMINDER_ITEMS_LISTED,
  addDays,
  isReminderTime,
  localDateIn,
  reminderUtcHour,
} from '../../../shared/rules/reminders';
import {
  claimReminderDay,
  listReminderSubscribers,
  moveReminderHour,
  releaseReminderDay,
  type ReminderSubscriber,
} from '../data/reminders';
import { listRemindedSharedAccounts, listSharedTasksDue } from '../data/shared-reminders';
import { listTasksDueBy } from '../data/tasks';
import { listTreatmentsDueBetween } from '../data/treatments';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { reminderEmail } from './reminder-email';
import type { ReminderSettings } from './reminder-settings';
import { signUnsubscribeToken } from './unsubscribe-token';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales';

export interface ReminderRun {
  /** The UTC hours whose subscribers were read: this hour for a scheduled firing, every hour for a run by hand. */
  hours: readonly number[];
  /** A scheduled firing e-mails only those whose local 07:00 has come; a run by hand whoever is not e-mailed today. */
  scheduled: boolean;
  at: Date;
}

export interface ReminderTally {
  read: number;
  sent: number;
  failed: number;
}

/** Subscribers handled at once: each costs a few requests, and SES takes some 14 e-mails a second by default. */
const AT_ONCE = 5;

type Outcome = 'sent' | 'failed' | 'not-due';

/** The due tasks the member may see of each shared account they asked reminders of, the accounts with some. */
async function sharedAccountsDue(memberId: string, today: string) {
  const accounts = await listRemindedSharedAccounts(memberId);
  const due = await Promise.all(
    accounts.map(async (account) => {
      const { tasks, more } = await listSharedTasksDue(account, { through: today, listed: REMINDER_ITEMS_LISTED });
      return { accountName: account.accountName, tasks, moreTasks: more };
    }),
  );
  return due.filter((account) => account.tasks.length > 0);
}

async function dueItems(subscriber: ReminderSubscriber, today: string) {
  const { taskReminders, treatmentReminders } = subscriber.preferences.notifications;
  const [tasks, treatments, sharedAccounts] = await Promise.all([
    taskReminders ? listTasksDueBy(subscriber, { through: today, limit: REMINDER_ITEMS_LISTED + 1 }) : [],
    treatmentReminders
      ? listTreatmentsDueBetween(subscriber, { from: addDays(today, -OVERDUE_TREATMENT_REMINDER_DAYS), through: today })
      : [],
    sharedAccountsDue(subscriber.userId, today),
  ]);
  return { tasks, treatments, sharedAccounts };
}

async function remind(
  subscriber: ReminderSubscriber,
  run: ReminderRun,
  services: { mailer: Mailer; settings: ReminderSettings },
): Promise<Outcome> {
  const { timezone, units } = subscriber.preferences;
  if (timezone === null) return 'not-due';
  const hour = reminderUtcHour(timezone, run.at);
  const today = localDateIn(run.at, timezone);
  const movedOnly = async (): Promise<Outcome> => {
    if (hour !== subscriber.reminderHour) await moveReminderHour(subscriber, hour);
    return 'not-due';
  };
  if (run.scheduled && !isReminderTime(timezone, run.at)) return movedOnly();
  if (subscriber.lastReminderDate !== null && subscriber.lastReminderDate >= today) return movedOnly();
  const { tasks, treatments, sharedAccounts } = await dueItems(subscriber, today);
  if (tasks.length === 0 && treatments.length === 0 && sharedAccounts.length === 0) return movedOnly();
  if (!(await claimReminderDay(subscriber, today, hour))) return 'not-due';
  const mail = reminderEmail({
    to: subscriber.email,
    units,
    locale: subscriber.preferences.language ?? SOURCE_LOCALE,
    today,
    tasks: tasks.slice(-REMINDER_ITEMS_LISTED),
    treatments: treatments.slice(0, REMINDER_ITEMS_LISTED),
    moreTasks: tasks.length > REMINDER_ITEMS_LISTED,
    moreTreatments: treatments.length > REMINDER_ITEMS_LISTED,
    sharedAccounts,
    siteUrl: services.settings.siteUrl,
    unsubscribeToken: signUnsubscribeToken(subscriber.userId, services.settings.secret),
  });
  try {
    await services.mailer.send(mail);
    return 'sent';
  } catch (error) {
    logger.error('Reminder e-mail failed; the next firing tries again', { userId: subscriber.userId, error });
    await releaseReminderDay(subscriber.userId, today);
    return 'failed';
  }
}

/** E-mails the subscribers of the run's hours, a page at a time; answers what it did. */
export async function sendReminders(
  run: ReminderRun,
  services: { mailer: Mailer; settings: ReminderSettings },
): Promise<ReminderTally> {
  const tally: ReminderTally = { read: 0, sent: 0, failed: 0 };
  for (const hour of run.hours) {
    let cursor: string | null = null;
    do {
      const page = await listReminderSubscribers(hour, cursor);
      cursor = page.cursor;
      tally.read += page.subscribers.length;
      for (let start = 0; start < page.subscribers.length; start += AT_ONCE) {
        const outcomes = await Promise.all(
          page.subscribers.slice(start, start + AT_ONCE).map((subscriber) => remind(subscriber, run, services)),
        );
        tally.sent += outcomes.filter((outcome) => outcome === 'sent').length;
        tally.failed += outcomes.filter((outcome) => outcome === 'failed').length;
      }
    } while (cursor !== null);
  }
  return tally;
}
