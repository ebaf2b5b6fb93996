import { describe, expect, it } from 'vitest';
import { reminderEmail, type ReminderContent } from './reminder-email';

const content: ReminderContent = {
  to: 'ann@example.test',
  units: 'imperial',
  locale: 'en-US',
  today: '2026-11-27',
  tasks: [
    { title: 'Check for queen cells', dueDate: '2026-11-25', hiveName: 'Buttercup', apiaryName: 'Home' },
    { title: 'Order frames', dueDate: '2026-11-27', hiveName: null, apiaryName: 'Hillside' },
  ],
  treatments: [
    {
      treatmentName: 'Apivar',
      treatmentType: 'varroa',
      nextDueDate: '2026-11-20',
      hiveName: 'Clover',
      feedType: null,
      feedAmount: null,
    },
    {
      treatmentName: 'Winter feeding',
      treatmentType: 'feeding',
      nextDueDate: '2026-11-27',
      hiveName: 'Buttercup',
      feedType: 'sugar_syrup',
      feedAmount: 10,
    },
  ],
  moreTasks: false,
  moreTreatments: false,
  sharedAccounts: [],
  siteUrl: 'https://hivekeeper.example',
  unsubscribeToken: 'dXNlcg.c2ln',
};

describe('the reminder e-mail', () => {
  it('lists overdue and due-today tasks and treatments with hives, days and links', () => {
    const mail = reminderEmail(content);
    expect(mail.to).toBe('ann@example.test');
    expect(mail.subject).toBe('HiveKeeper: 2 tasks and 2 treatments due today or overdue');
    expect(mail.text).toBe(
      [
        'Good morning! This is what is due in HiveKeeper today, Fri, Nov 27.',
        '',
        'Overdue tasks',
        '- Check for queen cells (hive Buttercup), was due Wed, Nov 25',
        '',
        'Tasks due today',
        '- Order frames (apiary Hillside), due today',
        '',
        'Overdue treatments',
        '- Apivar (hive Clover), was due Fri, Nov 20',
        '',
        'Treatments due today',
        '- Winter feeding, sugar syrup 10 lbs (hive Buttercup), due today',
        '',
        'Your schedule: https://hivekeeper.example/schedule',
        'Your treatments: https://hivekeeper.example/treatments',
        '',
        'Reminder e-mails: Sent once a day at 7:00 your local time, only when something is due.',
        'Unsubscribe from reminder e-mails: https://hivekeeper.example/unsubscribe?token=dXNlcg.c2ln',
        'Change which e-mails you get on your profile: https://hivekeeper.example/profile',
      ].join('\n'),
    );
  });

  it('gives feed amounts in metric units to a metric beekeeper', () => {
    const { text } = reminderEmail({ ...content, units: 'metric' });
    expect(text).toContain('- Winter feeding, sugar syrup 4.5 kg (hive Buttercup), due today');
    expect(text).not.toContain('lbs');
  });

  it('carries the one-click unsubscribe headers of RFC 8058', () => {
    expect(reminderEmail(content).headers).toEqual({
      'List-Unsubscribe': '<https://hivekeeper.example/api/reminders/unsubscribe?token=dXNlcg.c2ln>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('names only what is there, and says when more are due than listed', () => {
    const mail = reminderEmail({ ...content, treatments: [], moreTasks: true });
    expect(mail.subject).toBe('HiveKeeper: 2 tasks due today or overdue');
    expect(mail.text).toContain('More tasks are due than fit here');
    expect(mail.text).not.toContain('treatments');
  });

  it("lists a shared account's due tasks under its name, counted in the subject", () => {
    const mail = reminderEmail({
      ...content,
      tasks: [],
      treatments: [],
      sharedAccounts: [
        {
          accountName: 'Olive Grove',
          tasks: [{ title: 'Add a super', dueDate: '2026-11-26', hiveName: 'Linden', apiaryName: 'Orchard' }],
          moreTasks: true,
        },
      ],
    });
    expect(mail.subject).toBe('HiveKeeper: 1 task due today or overdue');
    expect(mail.text).toContain(
      [
        "Olive Grove's account: tasks due today or overdue",
        '- Add a super (hive Linden), was due Thu, Nov 26',
        '',
        "More of Olive Grove's tasks are due than fit here: see them in HiveKeeper on Olive Grove's account.",
      ].join('\n'),
    );
    expect(mail.text).toContain('Your schedule: https://hivekeeper.example/schedule');
    expect(mail.text).not.toContain('Overdue tasks');
  });

  it("speaks the beekeeper's language: German words, dates and numbers, the beekeeper's names as written", () => {
    const mail = reminderEmail({ ...content, locale: 'de', units: 'metric' });
    expect(mail.subject).toBe('HiveKeeper: 2 Aufgaben und 2 Behandlungen heute fällig oder überfällig');
    expect(mail.text).toContain('Guten Morgen! Das steht heute, Fr., 27. Nov., in HiveKeeper an.');
    expect(mail.text).toContain(
      'Überfällige Aufgaben\n- Check for queen cells (Volk Buttercup), war am Mi., 25. Nov. fällig',
    );
    expect(mail.text).toContain('- Winter feeding, Zuckersirup 4,5 kg (Volk Buttercup), heute fällig');
    expect(mail.text).toContain(
      'Erinnerungs-E-Mails: einmal am Tag um 7:00 Uhr Ihrer Ortszeit, nur wenn etwas fällig ist.',
    );
    expect(mail.text).not.toMatch(/due|Overdue|Unsubscribe/);
  });

  it('counts in Polish with its few and many forms', () => {
    const two = reminderEmail({ ...content, locale: 'pl', treatments: [] });
    expect(two.subject).toBe('HiveKeeper: 2 zadania na dziś lub zaległe');
    const task = content.tasks[0];
    if (!task) throw new Error('The content has no task');
    const five = reminderEmail({ ...content, locale: 'pl', treatments: [], tasks: Array(5).fill(task) });
    expect(five.subject).toBe('HiveKeeper: 5 zadań na dziś lub zaległe');
  });
});
