/**
 * A reminder e-mail: plain text listing the beekeeper's overdue and due-today tasks and treatments, then the due
 * tasks of the accounts shared with them that they asked reminders of, each under the account's name, with hive
 * names, dates as they read on the beekeeper's day and weights in their units, in the language of their profile,
 * links to the schedule and the treatments, and a signed one-click unsubscribe link (also as RFC 8058's
 * `List-Unsubscribe` headers).
 */
import { REMINDER_LINKS } from '../../../shared/domain/reminder-links';
import type { Locale } from '../../../shared/i18n/locales';
import { REMINDER_LOCAL_HOUR, reminderDueState, type ReminderDue } from '../../../shared/rules/reminders';
import { formatWeight, type UnitSystem } from '../../../shared/rules/units';
import type { CalendarDate } from '../../../shared/schemas/common';
import type { Task } from '../../../shared/schemas/task';
import type { Treatment } from '../../../shared/schemas/treatment';
import { remindersRoutes as routes } from '../../routes/reminders';
import type { TranslateOf } from '../i18n/server-catalog';
import type { Mail } from '../mail/mailer';
import { reminderEmailMessages } from './reminder-email-messages';

type Translate = TranslateOf<typeof reminderEmailMessages>;

export interface ReminderContent {
  to: string;
  units: UnitSystem;
  /** The language of the beekeeper's profile (American English until they choose one). */
  locale: Locale;
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

/** 'Fri, Nov 27', 'Fr., 27. Nov.': a calendar day as written in `locale`, never shifted by a time zone. */
function dayOf(date: CalendarDate, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function whereOf(t: Translate, hiveName: string | null, apiaryName: string | null = null): string {
  if (hiveName) return t('inHive', { name: hiveName });
  return apiaryName ? t('inApiary', { name: apiaryName }) : '';
}

function dueOf(t: Translate, locale: Locale, state: ReminderDue, date: CalendarDate): string {
  return state === 'today' ? t('dueToday') : t('wasDue', { day: dayOf(date, locale) });
}

function subjectOf(t: Translate, tasks: number, treatments: number): string {
  if (tasks > 0 && treatments > 0) return t('subjectBoth', { tasks, treatments });
  return tasks > 0 ? t('subjectTasks', { tasks }) : t('subjectTreatments', { treatments });
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
  const { today, units, siteUrl, locale } = content;
  const t = reminderEmailMessages(locale);
  const due = (date: CalendarDate) => dueOf(t, locale, reminderDueState(date, today) ?? 'today', date);
  const taskLine = (task: ReminderContent['tasks'][number]) =>
    t('line', { what: task.title, place: whereOf(t, task.hiveName, task.apiaryName), due: due(task.dueDate) });
  const treatmentLine = (treatment: ReminderContent['treatments'][number]) => {
    const { treatmentName, feedType, feedAmount } = treatment;
    const amount = feedAmount === null ? null : formatWeight(feedAmount, units, locale);
    const what =
      amount === null
        ? treatmentName
        : feedType
          ? t('treatmentWithFeed', { treatment: treatmentName, feed: t(`feed.${feedType}`), amount })
          : t('treatmentWithAmount', { treatment: treatmentName, amount });
    return t('line', { what, place: whereOf(t, treatment.hiveName), due: due(treatment.nextDueDate ?? today) });
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
  const lines = [
    t('greeting', { day: dayOf(today, locale) }),
    '',
    ...section(t('overdueTasks'), tasks.overdue.map(taskLine)),
    ...section(t('tasksToday'), tasks.today.map(taskLine)),
    ...(content.moreTasks ? [t('moreTasks'), ''] : []),
    ...section(t('overdueTreatments'), treatments.overdue.map(treatmentLine)),
    ...section(t('treatmentsToday'), treatments.today.map(treatmentLine)),
    ...(content.moreTreatments ? [t('moreTreatments'), ''] : []),
    ...content.sharedAccounts.flatMap((account) => [
      ...section(t('sharedHeading', { account: account.accountName }), account.tasks.map(taskLine)),
      ...(account.moreTasks ? [t('sharedMore', { account: account.accountName }), ''] : []),
    ]),
    ...(taskCount > 0 ? [t('scheduleLink', { url: link(siteUrl, REMINDER_LINKS.schedule) })] : []),
    ...(treatmentCount > 0 ? [t('treatmentsLink', { url: link(siteUrl, REMINDER_LINKS.treatments) })] : []),
    '',
    t('schedule', { hour: REMINDER_LOCAL_HOUR }),
    t('unsubscribe', { url: unsubscribePage.toString() }),
    t('profile', { url: link(siteUrl, REMINDER_LINKS.profile) }),
  ];
  return {
    to: content.to,
    subject: subjectOf(t, taskCount, treatmentCount),
    text: lines.join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClick.toString()}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
