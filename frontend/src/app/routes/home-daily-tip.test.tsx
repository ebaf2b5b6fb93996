import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/lib/api-routes';
import { dailyTipShownKey } from '@/features/daily-tip/utils/daily-tip-turn';
import { WELCOME_TOAST } from '@/hooks/use-welcome-toast';
import { buildDashboardMetrics } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { ANY_API_URL, apiUrl, buildUser, serveDashboardMetrics, server, signInAs } from '@/testing/server';
import { AppRoutes } from '../router';

// The dashboard and the tip's dialog are lazy chunks the test runner compiles on first import.
const LAZY_SCREEN = { timeout: 5_000 };

const renderDashboard = () => renderWithApp(<AppRoutes />, { path: '/', route: null });

/** A signed-in beekeeper whose dashboard answers empty lists; `isNew` for a brand-new account. */
function signIn({ isNew }: { isNew: boolean }) {
  server.use(http.get(ANY_API_URL, () => HttpResponse.json([])));
  serveDashboardMetrics(buildDashboardMetrics());
  server.use(http.get(apiUrl(routes.getIsNewUser), () => HttpResponse.json({ isNewUser: isNew })));
  return signInAs(buildUser({ id: 'fresh-beekeeper' }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 3, 10, 9));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the daily tip on the dashboard', () => {
  it("leaves a brand-new beekeeper's first visit to the welcome and the getting-started steps", async () => {
    const user = signIn({ isNew: true });
    renderDashboard();
    expect(await screen.findByText(WELCOME_TOAST.title, {}, LAZY_SCREEN)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, LAZY_SCREEN)).toBeVisible();
    await waitFor(() => expect(localStorage.getItem(dailyTipShownKey(user.id))).toBe('2026-04-10'));
    // Given the time a due tip takes to show, none comes.
    await expect(screen.findByRole('dialog', {}, { timeout: 2_000 })).rejects.toThrow();
  });

  it('shows over the loaded dashboard on a later day', async () => {
    const user = signIn({ isNew: false });
    localStorage.setItem(dailyTipShownKey(user.id), '2026-04-09');
    renderDashboard();
    expect(await screen.findByRole('dialog', { name: 'Daily Beekeeping Tip' }, LAZY_SCREEN)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1, hidden: true })).toBeInTheDocument();
  });
});
