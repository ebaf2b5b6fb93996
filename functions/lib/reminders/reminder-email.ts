/**
 * A reminder e-mail: plain text listing the beekeeper's overdue and due-today tasks and treatments, then the due
 * tasks of the accounts shared with them that they asked reminders of, each under the account's name, with hive
 * names, dates as they read on the beekeeper's day and weights in their units, links to the schedule and the
 * treatments, and a signed one-click unsubscribe link (also as RFC 8058's `List-Unsubscribe` headers).
 */
import { countOf } from '../../../shared/count-of';
import { FEED_TYPE_LABELS } from '../../../shared/domain/treatment-catalogue';
import { REMINDER_LINKS } from '../../../shared/domain/reminder-links';
import { SHARED_ACCOUNT_MESSAGES } from '../../../shared/messages';
import { REMINDER_SCHEDULE, reminderDueState, type ReminderDue } from '../../../shared/rules/reminders';
import { formatWeight, type UnitSystem } from '../../../shared/rules/units';
import type { CalendarDate } from '../../../shared/schemas/common';
import type { Task } from '../../../shared/schemas/task';
import type { Treatment } from '../../../shared/schemas/treatment';
import { remindersRoutes as routes } from '../../routes/reminders';
import type { Mail } from '../mail/mailer';

export interface ReminderContent {
  to: string;
  units: UnitSystem;
  /** The beekeeper's local day. */
  today: CalendarDate;
  tasks: readonly Pick<Task, 'title' | 'dueDate' | 'hiveName' | 'apiaryName'>[];
  treatments: readonly Pick<
    Treatment,
    'treatmentName' | 'treatmentType' | 'nextDueDate' | 'hiveName' | 'feedType' | 'feedAmount'
  >[];
  /** Whether more were due than listed. */
  moreTasks: boolean;
  moreTreatments: boolean;
  /** The due tasks of each account shared with the beekeeper whose tasks they asked reminders of. */
  sharedAccounts: readonly { accountName: string; tasks: ReminderContent['tasks']; moreTasks: boolean }[];
  siteUrl: string;
  unsubscribeToken: string;
}

/** 'Fri, Nov 27': a calendar day as written, never shifted by a time zone. */
function dayOf(date: CalendarDate): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function whereOf(hiveName: string | null, apiaryName: string | null = null): string {
  if (hiveName) return ` (hive ${hiveName})`;
  return apiaryName ? ` (apiary ${apiaryName})` : '';
}

function dueOf(state: ReminderDue, date: CalendarDate): string {
  return state === 'today' ? 'due today' : `was due ${dayOf(date)}`;
}

function section(title: string, lines: readonly string[]): string[] {
  return lines.length === 0 ? [] : [title, ...lines.map((line) => `- ${line}`), ''];
}

function grouped<T>(items: readonly T[], dueDateOf: (item: T) => CalendarDate, today: CalendarDate) {
  return {
    overdue: items.filter((item) => reminderDueState(dueDateOf(item), today) === 'overdue'),
    today: items.filter((item) => reminderDueState(dueDateOf(item), today) === 'today'),
  };
}

function link(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

export function reminderEmail(content: ReminderContent): Mail {
  const { today, units, siteUrl } = content;
  const taskLine = (task: ReminderContent['tasks'][number]) =>
    `${task.title}${whereOf(task.hiveName, task.apiaryName)}, ${dueOf(reminderDueState(task.dueDate, today) ?? 'today', task.dueDate)}`;
  const treatmentLine = (treatment: ReminderContent['treatments'][number]) => {
    const due = treatment.nextDueDate ?? today;
    const feed =
      treatment.feedAmount === null
        ? ''
        : `, ${treatment.feedType ? `${FEED_TYPE_LABELS[treatment.feedType].toLowerCase()} ` : ''}${formatWeight(treatment.feedAmount, units)}`;
    return `${treatment.treatmentName}${feed}${whereOf(treatment.hiveName)}, ${dueOf(reminderDueState(due, today) ?? 'today', due)}`;
  };
  const tasks = grouped(content.tasks, (task) => task.dueDate, today);
  const treatments = grouped(content.treatments, (treatment) => treatment.nextDueDate ?? today, today);
  const unsubscribePage = new URL(REMINDER_LINKS.unsubscribe, siteUrl);
  unsubscribePage.searchParams.set('token', content.unsubscribeToken);
  const oneClick = new URL(routes.unsubscribeFromReminders.path, siteUrl);
  oneClick.searchParams.set('token', content.unsubscribeToken);

  const sharedTaskCount = content.sharedAccounts.reduce((sum, account) => sum + account.tasks.length, 0);
  const taskCount = content.tasks.length + sharedTaskCount;
  const treatmentCount = content.treatments.length;
  const counts = [
    ...(taskCount > 0 ? [countOf(taskCount, 'task', 'tasks')] : []),
    ...(treatmentCount > 0 ? [countOf(treatmentCount, 'treatment', 'treatments')] : []),
  ].join(' and ');
  const lines = [
    `Good morning! This is what is due in HiveKeeper today, ${dayOf(today)}.`,
    '',
    ...section('Overdue tasks', tasks.overdue.map(taskLine)),
    ...section('Tasks due today', tasks.today.map(taskLine)),
    ...(content.moreTasks ? ['More tasks are due than fit here: see them all on your schedule.', ''] : []),
    ...section('Overdue treatments', treatments.overdue.map(treatmentLine)),
    ...section('Treatments due today', treatments.today.map(treatmentLine)),
    ...(content.moreTreatments ? ['More treatments are due than fit here: see them all on your treatments.', ''] : []),
    ...content.sharedAccounts.flatMap((account) => [
      ...section(SHARED_ACCOUNT_MESSAGES.reminderHeading(account.accountName), account.tasks.map(taskLine)),
      ...(account.moreTasks ? [SHARED_ACCOUNT_MESSAGES.reminderMore(account.accountName), ''] : []),
    ]),
    ...(taskCount > 0 ? [`Your schedule: ${link(siteUrl, REMINDER_LINKS.schedule)}`] : []),
    ...(treatmentCount > 0 ? [`Your treatments: ${link(siteUrl, REMINDER_LINKS.treatments)}`] : []),
    '',
    `Reminder e-mails: ${REMINDER_SCHEDULE}`,
    `Unsubscribe from reminder e-mails: ${unsubscribePage.toString()}`,
    `Change which e-mails you get on your profile: ${link(siteUrl, REMINDER_LINKS.profile)}`,
  ];
  return {
    to: content.to,
    subject: `HiveKeeper: ${counts} due today or overdue`,
    text: lines.join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClick.toString()}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
