import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/schemas/user';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { buildFinanceSummary, serveFinances, serveFinanceSummary } from '@/testing/finances';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, serveBeekeeper, server } from '@/testing/server';
import { FinanceRoute } from './finance';

function renderFinance() {
  return renderWithApp(<FinanceRoute />, { path: paths.app.finance.getHref() });
}

/** Counts the finance requests the screen makes. */
function countFinanceRequests(): string[] {
  const requests: string[] = [];
  server.use(
    http.get(apiUrl(routes.listFinances), ({ request }) => {
      requests.push(request.url);
      return HttpResponse.json([]);
    }),
    http.get(apiUrl(routes.getFinanceSummary), ({ request }) => {
      requests.push(request.url);
      return HttpResponse.json(buildFinanceSummary());
    }),
  );
  return requests;
}

describe('/finance', () => {
  it('shows a free beekeeper the paywall, asks the API for nothing, and closing it goes to the dashboard', async () => {
    serveBeekeeper({ user: buildUser({ subscriptionPlan: 'free', subscriptionStatus: 'free' }) });
    const requests = countFinanceRequests();
    const { user } = renderFinance();

    const paywall = await screen.findByRole('dialog', { name: 'Financial Management is a Pro feature' });
    expect(paywall).toHaveAccessibleDescription(/income and expenses/);
    expect(screen.queryByRole('heading', { name: 'Financial Management', level: 1 })).not.toBeInTheDocument();
    expect(document.title).toBe('Financial Management · HiveKeeper');
    await expectNoSeriousA11yViolations('the finance paywall');

    await user.keyboard('{Escape}');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(requests).toEqual([]);
  });

  it.each<[string, Partial<CurrentUser>]>([
    ['a Pro beekeeper', { subscriptionPlan: 'pro', subscriptionStatus: 'active' }],
    ['an admin on the free plan', { isAdmin: true }],
  ])('shows %s the screen', async (_who, plan) => {
    serveBeekeeper({ user: buildUser(plan) });
    serveFinances([]);
    serveFinanceSummary((year) => buildFinanceSummary({ year }));
    renderFinance();

    expect(await screen.findByRole('heading', { name: 'Financial Management', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
