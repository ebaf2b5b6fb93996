import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@shared/schemas/notification';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, server, signInAs } from '@/testing/server';
import { AppRoutes } from './router';

beforeAll(async () => {
  await Promise.all([
    import('@/components/layouts/signed-in-layout'),
    import('@/features/notifications/components/notification-bell'),
    import('./routes/not-found'),
  ]);
});

const signup: Notification = {
  id: '01HV0000000000000000NOTE01',
  type: 'new_user_signup',
  title: 'New user signup',
  message: 'ann@example.com joined HiveKeeper on the Free plan.',
  read: false,
  createdAt: new Date().toISOString(),
};

/** Signed in as `isAdmin` on a page with no data of its own (the 404 page inside the signed-in frame). */
function openAppAs(isAdmin: boolean) {
  signInAs(buildUser({ isAdmin }));
  const notificationRequests = vi.fn();
  server.use(
    http.get(apiUrl(routes.getIsNewUser), () => HttpResponse.json({ isNewUser: false })),
    http.get(apiUrl(routes.listNotifications), () => {
      notificationRequests();
      return HttpResponse.json([signup]);
    }),
  );
  renderWithApp(<AppRoutes />, { path: '/no-such-page', route: null });
  return notificationRequests;
}

describe('the header bell', () => {
  it("is in an admin's header with the unread count", async () => {
    openAppAs(true);
    // The header of the signed-in frame, not the skeleton's it replaces once the user has loaded.
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toBeVisible();
    expect(screen.getByRole('banner')).toContainElement(bell);
  });

  it("is in a beekeeper's header too: their hive alerts come there", async () => {
    const notificationRequests = openAppAs(false);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByRole('banner')).toContainElement(bell);
    expect(notificationRequests).toHaveBeenCalled();
  });
});
