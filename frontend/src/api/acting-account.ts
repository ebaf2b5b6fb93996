/**
 * Which account the screens act on and what the beekeeper may do there: on their own, everything their plan allows;
 * on one shared with them, what their role there allows (`GET /api/team/acting`: the role acted with now and the
 * owner's plan, which governs Pro features). The server enforces all of it; the screens only leave out the buttons
 * a role can't use.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { roleMeets, type TeamRole } from '@shared/domain/teams';
import { planStateOf, type PlanState } from '@shared/plan-rules';
import type { ActingAccount, CurrentAccount } from '@shared/schemas/team';
import { api } from '@/lib/api-client';
import { actingAccountId, setActingAccountId } from '@/lib/acting-account';
import { apiPath, routes } from '@/lib/api-routes';
import { useUser, userQueryOptions } from './get-user';

export const actingAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [apiPath(routes.listActingAccounts)],
    queryFn: () => api.get<ActingAccount[]>(apiPath(routes.listActingAccounts)),
  });

/** The beekeeper's own account and those shared with them: the header's switcher. */
export function useActingAccounts() {
  return useQuery(actingAccountsQueryOptions());
}

export const currentAccountQueryOptions = (accountId: string | null) =>
  queryOptions({
    queryKey: [apiPath(routes.getActingAccount), accountId],
    queryFn: () => api.get<CurrentAccount>(apiPath(routes.getActingAccount)),
    enabled: accountId !== null,
  });

/** The shared account acted on (its name, role and plan); disabled on the beekeeper's own. */
export function useSharedAccount() {
  return useQuery(currentAccountQueryOptions(actingAccountId()));
}

export interface ActingAs {
  /** Null on the beekeeper's own account. */
  shared: CurrentAccount | null;
  /** Undefined while a shared account's role loads: no write button shows until it is known. */
  role: TeamRole | undefined;
  planState: PlanState | undefined;
}

/** Who the screens act as: the beekeeper on their own account, or their role on the shared one. */
export function useActingAs(): ActingAs {
  const user = useUser().data;
  const shared = useSharedAccount();
  if (actingAccountId() === null) {
    // Their own account is theirs whatever its plan: the plan waits for the user to load.
    return { shared: null, role: 'owner', planState: user ? planStateOf(user) : undefined };
  }
  const account = shared.data;
  return { shared: account ?? null, role: account?.role, planState: account?.planState };
}

/** Whether the beekeeper's role on the account acted on allows `need`: editor to record, owner for the account's own. */
export function useMay(need: 'editor' | 'owner'): boolean {
  const { role } = useActingAs();
  return role !== undefined && roleMeets(role, need);
}

/**
 * Acts on `accountId` (null: the beekeeper's own) from now on: nothing cached of the account left shows on the
 * next, every screen loads afresh; the current user stays, as it is the same person.
 */
export async function switchAccount(queryClient: QueryClient, accountId: string | null): Promise<void> {
  await queryClient.cancelQueries();
  setActingAccountId(accountId);
  const userKey = userQueryOptions().queryKey[0];
  // Reset, not removed: every screen showing a query is told, renders again and asks for the next account's data.
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== userKey });
}

export function useSwitchAccount() {
  const queryClient = useQueryClient();
  return useCallback((accountId: string | null) => switchAccount(queryClient, accountId), [queryClient]);
}
