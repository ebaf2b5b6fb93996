import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_HEADER } from '@shared/domain/team-links';
import { API_ERRORS, TOASTS } from '@shared/messages';
import type { ActingAccount } from '@shared/schemas/team';
import { apiariesQueryOptions } from '@/api/get-apiaries';
import { paths } from '@/config/paths';
import { actingAccountId, setActingAccountId } from '@/lib/acting-account';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { buildApiary } from '@/testing/records';
import { apiUrl, buildUser, server, signInAs } from '@/testing/server';
import { AccountSwitcher } from './account-switcher';

const ACCOUNTS: ActingAccount[] = [
  { accountId: 'user-1', name: 'Ada Apiarist', role: 'owner', own: true },
  { accountId: 'owner-1', name: 'Maya Keeper', role: 'editor', own: false },
];

/** The account's apiaries, as a screen on display shows them: whose they are follows the account header. */
function ApiaryNames() {
  const apiaries = useQuery(apiariesQueryOptions()).data;
  return <output aria-label="Apiaries on screen">{apiaries?.map((apiary) => apiary.name).join(', ')}</output>;
}

/** The accounts, and the account header of each `GET /api/team/acting`; `removed` answers it 403. */
function serveAccounts({ removed = false } = {}) {
  const headers: (string | null)[] = [];
  server.use(
    http.get(apiUrl(routes.listActingAccounts), () => HttpResponse.json(ACCOUNTS)),
    http.get(apiUrl(routes.listApiaries), ({ request }) =>
      HttpResponse.json([
        buildApiary({ name: request.headers.get(ACCOUNT_HEADER) === 'owner-1' ? "Maya's Orchard" : 'My Garden' }),
      ]),
    ),
    http.get(apiUrl(routes.getActingAccount), ({ request }) => {
      headers.push(request.headers.get(ACCOUNT_HEADER));
      if (removed) return HttpResponse.json({ message: API_ERRORS.notAMember }, { status: 403 });
      return HttpResponse.json({ ...ACCOUNTS[1], planState: 'active' });
    }),
  );
  return headers;
}

describe("the header's account switcher", () => {
  it('is not there for a beekeeper with only their own account', async () => {
    signInAs(buildUser());
    server.use(http.get(apiUrl(routes.listActingAccounts), () => HttpResponse.json([ACCOUNTS[0]])));
    const { queryClient } = renderWithApp(<AccountSwitcher />, { path: paths.app.hives.getHref() });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('button', { name: /Switch account/ })).not.toBeInTheDocument();
  });

  it('switches to a shared account: its requests name it, the screen on display shows its data, the dashboard opens', async () => {
    signInAs(buildUser());
    const headers = serveAccounts();
    const { user } = renderWithApp(
      <>
        <AccountSwitcher />
        <ApiaryNames />
      </>,
      { path: paths.app.hives.getHref(), route: '*' },
    );
    expect(await screen.findByText('My Garden')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Switch account, now on Your account' }));
    await user.click(await screen.findByRole('menuitem', { name: /Maya Keeper's account/ }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(actingAccountId()).toBe('owner-1');
    expect(
      await screen.findByRole('button', { name: "Switch account, now on Maya Keeper's account (editor)" }),
    ).toBeInTheDocument();
    expect(headers).toEqual(['owner-1']);
    expect(await screen.findByText("Maya's Orchard")).toBeInTheDocument();
  });

  it('takes a beekeeper removed from the account back to their own, and says so', async () => {
    signInAs(buildUser());
    setActingAccountId('owner-1');
    serveAccounts({ removed: true });
    renderWithApp(<AccountSwitcher />, { path: paths.app.hives.getHref(), route: '*' });
    expect(await screen.findByText(TOASTS.accessEnded)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(actingAccountId()).toBeNull();
  });
});
