import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CurrentAccount } from '@shared/schemas/team';
import { setActingAccountId } from '@/lib/acting-account';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, server, signInAs } from '@/testing/server';
import { DashboardScreen } from './dashboard-screen';

describe('the dashboard of a member of chosen apiaries', () => {
  it("leads to their apiaries' records instead of the account's figures, which span every apiary", async () => {
    signInAs(buildUser());
    setActingAccountId('owner-1');
    const account: CurrentAccount = {
      accountId: 'owner-1',
      name: 'Maya Keeper',
      role: 'editor',
      own: false,
      planState: 'active',
      apiaryIds: ['01J0000000000000000000AAAA'],
    };
    const asked: string[] = [];
    server.use(
      http.get(apiUrl(routes.getActingAccount), () => HttpResponse.json(account)),
      http.get(apiUrl(routes.listUpcomingTasks), () => HttpResponse.json([])),
      http.get(apiUrl(routes.listApiaries), () => HttpResponse.json([])),
      http.get(apiUrl(routes.getDashboardMetrics), ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json(
          { message: 'Your place on this account covers chosen apiaries only.' },
          { status: 403 },
        );
      }),
    );
    renderWithApp(<DashboardScreen firstRun={undefined} userId="user-1" />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    // The owner's name is kept from browser translators, inside the translated sentence.
    const description = heading.nextElementSibling;
    expect(description).toHaveTextContent(/^You work on chosen apiaries of Maya Keeper's account/);
    expect(screen.getByText('Maya Keeper')).toHaveAttribute('translate', 'no');
    const records = screen.getByRole('navigation', { name: "Your apiaries' records" });
    expect(records).toHaveTextContent('HivesInspectionsSchedule');
    expect(asked).toEqual([]);
  });
});
