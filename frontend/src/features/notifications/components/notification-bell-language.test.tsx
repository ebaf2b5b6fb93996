import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@shared/schemas/notification';
import { activateLocale } from '@/lib/i18n/catalog';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { apiUrl, server } from '@/testing/server';
import { NotificationBell } from './notification-bell';

const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();

function notice(
  id: string,
  fields: Pick<Notification, 'type' | 'title' | 'message' | 'code' | 'params'>,
): Notification {
  return { id: `01HV0000000000000000NOTE0${id}`, read: false, createdAt: fiveMinutesAgo, ...fields };
}

const UNREAD: Notification[] = [
  notice('1', {
    type: 'new_user_signup',
    title: 'New user signup',
    message: 'Ann Lee (ann@example.com) joined HiveKeeper on the Pro plan.',
    code: 'signup',
    params: { who: 'Ann Lee (ann@example.com)', plan: 'pro' },
  }),
  notice('2', {
    type: 'new_feedback',
    title: 'New feedback from visitors',
    message: 'Visitors sent 3 pieces of feedback. Read them in Feedback Management.',
    code: 'visitorFeedback',
    params: { count: 3 },
  }),
  notice('3', {
    type: 'new_feedback',
    title: 'New feedback',
    message: 'Bug Report: "Photos upload twice" from a beekeeper.',
    code: 'feedback',
    params: { category: 'bug_report', subject: 'Photos upload twice' },
  }),
  // Stored before notices kept their code: its English stays.
  notice('4', { type: 'new_team', title: 'New team', message: 'Bea shared their account.' }),
];

describe("the admins' notification bell in the admin's language", () => {
  it('words coded notices in German and keeps the stored English of older ones', async () => {
    await activateLocale('de');
    server.use(http.get(apiUrl(routes.listNotifications), () => HttpResponse.json(UNREAD)));
    const { user } = renderWithApp(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: /^Benachrichtigungen, 4/ }));
    const popover = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    const texts = within(popover)
      .getAllByRole('listitem')
      .map((item) => [...item.querySelectorAll('p')].map((line) => line.textContent));
    expect(texts).toEqual([
      ['Neue Registrierung', 'Ann Lee (ann@example.com) ist HiveKeeper im Tarif Pro beigetreten.'],
      ['Neues Feedback von Besuchern', 'Besucher haben 3 Feedbacks gesendet. In der Feedback-Verwaltung lesen.'],
      ['Neues Feedback', 'Fehlermeldung: „Photos upload twice“ von einem Imker.'],
      ['New team', 'Bea shared their account.'],
    ]);
  });
});
