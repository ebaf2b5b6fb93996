import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@shared/schemas/notification';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { renderWithApp } from '@/testing/render';
import { apiPattern, apiUrl, server } from '@/testing/server';
import { NotificationBell } from './notification-bell';

const MINUTE = 60_000;
const ago = (milliseconds: number) => new Date(Date.now() - milliseconds).toISOString();

function notification(id: string, message: string, createdAt: string): Notification {
  return { id, type: 'new_user_signup', title: 'New user signup', message, read: false, createdAt };
}

const newest = notification('01HV0000000000000000NOTE01', 'ann@example.com joined HiveKeeper.', ago(5 * MINUTE));
const older = notification(
  '01HV0000000000000000NOTE02',
  'bob@example.com joined HiveKeeper.',
  ago(3 * 24 * 60 * MINUTE),
);
const oldest = notification(
  '01HV0000000000000000NOTE03',
  'cy@example.com joined HiveKeeper.',
  '2025-12-24T08:30:00.000Z',
);

/**
 * The unread list the server keeps: a PATCH marks one read, a POST to read-all every one, so the next GET leaves
 * them out.
 */
function serveUnread(initial: Notification[], markRead: 'ok' | 'fail' = 'ok') {
  let unread = [...initial];
  const marked: string[] = [];
  server.use(
    http.get(apiUrl(routes.listNotifications), ({ request }) => {
      expect(new URL(request.url).searchParams.get('unread')).toBe('true');
      return HttpResponse.json(unread);
    }),
    http.patch(apiPattern(routes.markNotificationRead), async ({ params }) => {
      await delay(50);
      if (markRead === 'fail') return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
      marked.push(String(params.id));
      unread = unread.filter((entry) => entry.id !== params.id);
      return HttpResponse.json({ ...initial.find((entry) => entry.id === params.id), read: true });
    }),
    http.post(apiUrl(routes.markAllNotificationsRead), async () => {
      await delay(50);
      if (markRead === 'fail') return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
      marked.push(...unread.map((entry) => entry.id));
      const answer = { marked: unread.length };
      unread = [];
      return HttpResponse.json(answer);
    }),
  );
  return marked;
}

describe('the notification bell', () => {
  it('shows the unread count and, opened from the keyboard, the unread notifications with their times', async () => {
    serveUnread([newest, older, oldest]);
    const { user } = renderWithApp(<NotificationBell />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    bell.focus();
    await user.keyboard('{Enter}');

    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(popover).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'New user signupann@example.com joined HiveKeeper.5m ago',
      'New user signupbob@example.com joined HiveKeeper.3d ago',
      'New user signupcy@example.com joined HiveKeeper.Dec 24, 2025',
    ]);
    await expectNoSeriousA11yViolations('the open notification popover');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The first press loaded the popover, which brought its own bell: the keyboard is back on that one.
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveFocus();
  });

  it("words a beekeeper's hive alert in their units and links it to the hive's page", async () => {
    const swarm: Notification = {
      id: '01HV0000000000000000ALERT1',
      type: 'hive_alert',
      title: 'Swarm suspected: Buttercup',
      message: 'stored English',
      code: 'swarmSuspected',
      params: { hiveId: 'hive-7', hiveName: 'Buttercup', kg: 2, days: 0 },
      read: false,
      createdAt: ago(5 * MINUTE),
    };
    serveUnread([swarm]);
    const { user } = renderWithApp(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(popover).getByRole('listitem')).toHaveTextContent(
      "Buttercup's scale dropped 4.4 lbs within half an hour, with no inspection or harvest to explain it",
    );
    const link = within(popover).getByRole('link', { name: 'Swarm suspected: Buttercup' });
    expect(link).toHaveAttribute('href', '/hives/hive-7');
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('dismissing one marks it read: it leaves at once, the count follows, and the server is told', async () => {
    const marked = serveUnread([newest, older]);
    const { user } = renderWithApp(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    await user.click(await screen.findByRole('button', { name: 'Mark as read: New user signup, 5m ago' }));
    const popover = screen.getByRole('dialog', { name: 'Notifications' });
    // Gone before the server answers (it takes 50 ms), and the keyboard stays in the popover.
    expect(within(popover).getAllByRole('listitem')).toHaveLength(1);
    expect(within(popover).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await waitFor(() => expect(marked).toEqual([newest.id]));
  });

  it("brings a notification back with 'Failed to mark notification as read' when the server refuses", async () => {
    serveUnread([newest], 'fail');
    const { user } = renderWithApp(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: /^Mark as read/ }));

    expect(await screen.findByText('Failed to mark notification as read')).toBeInTheDocument();
    const popover = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(popover).findByText(newest.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks them all read with Mark all read, and its name says the count its badge shows', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      notification(
        `01HV00000000000000000MANY${String(index).padStart(2, '0')}`,
        `keeper${index}@example.com joined.`,
        ago(index * MINUTE),
      ),
    );
    const marked = serveUnread(many);
    const { user } = renderWithApp(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(bell).toHaveTextContent('12');
    await user.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(popover).findAllByRole('listitem')).toHaveLength(12);

    await user.click(within(popover).getByRole('button', { name: 'Mark all read' }));
    // Empty before the server answers, and the keyboard stays in the popover.
    expect(within(popover).getByText('No new notifications')).toBeInTheDocument();
    expect(within(popover).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    expect(within(popover).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
    await waitFor(() => expect(marked).toHaveLength(12));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations('the emptied notification popover');

    await user.click(within(popover).getByRole('button', { name: 'Close notifications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("brings them back with 'Failed to mark all notifications as read' when the server refuses", async () => {
    serveUnread([newest, older], 'fail');
    const { user } = renderWithApp(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('Failed to mark all notifications as read')).toBeInTheDocument();
    const popover = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(popover).findAllByRole('listitem')).toHaveLength(2);
  });

  it('says when there is nothing new', async () => {
    serveUnread([]);
    const { user } = renderWithApp(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load, and shows it once it loads', async () => {
    server.use(
      http.get(apiUrl(routes.listNotifications), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const { user } = renderWithApp(<NotificationBell />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/load your notifications/);
    serveUnread([newest]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(newest.message)).toBeInTheDocument();
  });
});
