import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { buildDashboardMetrics } from '@/testing/records';
import { ANY_API_URL, apiUrl, buildUser, serveDashboardMetrics, server, signInAs } from '@/testing/server';
import { AppRoutes } from '../router';
import { loadDashboardScreen } from './home-chunks';

// The screens met here are lazy chunks: compiled once up front, so no test's waiting time goes on the import.
beforeAll(async () => {
  await Promise.all([
    import('@/components/layouts/signed-in-layout'),
    import('./hives'),
    import('./home'),
    loadDashboardScreen(),
  ]);
});

/** A beekeeper whose sign-in has just gone through: the current user answers, the lists answer empty. */
function signedIn() {
  server.use(
    http.get(ANY_API_URL, () => HttpResponse.json([])),
    http.get(apiUrl(routes.getIsNewUser), () => HttpResponse.json({ isNewUser: false })),
  );
  serveDashboardMetrics(buildDashboardMetrics());
  signInAs(buildUser());
}

describe('after signing in', () => {
  it('returns to the page that was asked for, query included, with focus on its main heading', async () => {
    signedIn();
    renderWithApp(<AppRoutes />, { path: '/login?redirect=%2Fhives%3FapiaryId%3Dapiary-7', route: null });
    const heading = await screen.findByRole('heading', { name: 'Hives', level: 1 });
    expect(screen.getByTestId('location')).toHaveTextContent('/hives?apiaryId=apiary-7');
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable by script only: no extra Tab stop.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it.each(['https://evil.example/hives', '//evil.example/hives', '/\\evil.example'])(
    'goes to the dashboard instead of %s',
    async (redirect) => {
      signedIn();
      renderWithApp(<AppRoutes />, { path: `/login?redirect=${encodeURIComponent(redirect)}`, route: null });
      const heading = await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      await waitFor(() => expect(heading).toHaveFocus());
    },
  );
});
