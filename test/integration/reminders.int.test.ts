/**
 * Reminder e-mails through the local stack: a beekeeper who saved their time zone with reminders on and has a task
 * due today gets the e-mail in the local inbox when the job runs (through the local scheduler's run endpoint, as
 * `npm run job -- sendReminderEmails` runs it), and its one-click link turns reminders off; a tampered link is 400.
 */
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { LOCAL_JOBS_PATH } from '../../infra/local/scheduler';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import type { CurrentUser } from '../../shared/schemas/user';
import { apiAs, createUser, inboxFor, localStack } from '../../infra/local/test-support/integration-stack';

/** Runs the job now and waits for it, as `npm run job -- sendReminderEmails` does. */
async function runReminderJob(): Promise<{ sent: number }> {
  const response = await fetch(new URL(`${LOCAL_JOBS_PATH}/sendReminderEmails?wait=true`, localStack().app), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ job: 'sendReminderEmails' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { sent: number } }).result;
}

/** The one-click POST a mail client makes (RFC 8058), to the API path with the e-mail's token. */
function oneClick(token: string): Promise<Response> {
  return fetch(new URL(`${apiPath(routes.unsubscribeFromReminders)}?token=${token}`, localStack().app), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
}

describe('reminder e-mails', () => {
  it('land in the local inbox, and their unsubscribe link turns reminders off; a tampered one is 400', async () => {
    const beekeeper = await createUser({ label: 'reminders' });
    const api = apiAs(beekeeper);
    const saved = await api<CurrentUser>('PATCH', apiPath(routes.updateProfile), {
      preferences: { timezone: 'UTC', notifications: { taskReminders: true, treatmentReminders: true } },
    });
    expect(saved.status).toBe(200);
    const apiary = (await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Home yard', location: 'Hill' }))
      .body;
    const hive = (await api<Hive>('POST', apiPath(routes.createHive), { name: 'Marigold', apiaryId: apiary.id })).body;
    const today = new Date().toISOString().slice(0, 10);
    const task = await api('POST', apiPath(routes.createTask), {
      title: 'Add a super',
      dueDate: today,
      priority: 'high',
      type: 'maintenance',
      hiveId: hive.id,
    });
    expect(task.status).toBe(201);

    expect((await runReminderJob()).sent).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await inboxFor(beekeeper.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('HiveKeeper: 1 task due today or overdue');
    expect(mail?.body.text).toContain('- Add a super (hive Marigold), due today');
    expect(mail?.body.text).toContain(`${localStack().app}/schedule`);
    const link = /Unsubscribe from reminder e-mails: (\S+)/.exec(mail?.body.text ?? '')?.[1] ?? '';
    expect(link.startsWith(`${localStack().app}/unsubscribe?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token') ?? '';

    // Run again the same day: nothing twice.
    await runReminderJob();
    expect(await inboxFor(beekeeper.email)).toHaveLength(1);

    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await oneClick(tampered)).status).toBe(400);
    const unchanged = await api<CurrentUser>('GET', apiPath(routes.getCurrentUser));
    expect(unchanged.body.preferences.notifications.taskReminders).toBe(true);

    expect((await oneClick(token)).status).toBe(200);
    const after = await api<CurrentUser>('GET', apiPath(routes.getCurrentUser));
    expect(after.body.preferences.notifications).toMatchObject({ taskReminders: false, treatmentReminders: false });
  });
});
