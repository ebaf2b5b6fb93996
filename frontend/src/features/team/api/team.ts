/**
 * The team's requests: the owner's team screen (members, invitations), a beekeeper's places on others' accounts,
 * and an invitation's preview and acceptance. Each change refetches what it touched.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActingAccount,
  InvitationPreview,
  SharedTaskReminders,
  Team,
  TeamInvitation,
  TeamInvitationInput,
  TeamMember,
  TeamMemberInput,
} from '@shared/schemas/team';
import { actingAccountsQueryOptions } from '@/api/acting-account';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

export const teamQueryOptions = () =>
  queryOptions({ queryKey: [apiPath(routes.getTeam)], queryFn: () => api.get<Team>(apiPath(routes.getTeam)) });

export function useTeam({ enabled }: { enabled: boolean }) {
  return useQuery({ ...teamQueryOptions(), enabled });
}

/** A mutation that refetches the team when it settles. */
function useTeamMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
  });
}

export const useInviteTeamMember = () =>
  useTeamMutation((input: TeamInvitationInput) => api.post<TeamInvitation>(apiPath(routes.inviteTeamMember), input));

export const useResendTeamInvitation = () =>
  useTeamMutation((id: string) => api.post<TeamInvitation>(apiPath(routes.resendTeamInvitation, { id })));

export const useRevokeTeamInvitation = () =>
  useTeamMutation((id: string) => api.delete(apiPath(routes.revokeTeamInvitation, { id })));

export const useUpdateTeamMember = () =>
  useTeamMutation(({ id, input }: { id: string; input: TeamMemberInput }) =>
    api.patch<TeamMember>(apiPath(routes.updateTeamMember, { id }), input),
  );

export const useRemoveTeamMember = () =>
  useTeamMutation((id: string) => api.delete(apiPath(routes.removeTeamMember, { id })));

/** Leaves an account shared with the beekeeper; the switcher's list follows. */
export function useLeaveSharedAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => api.delete(apiPath(routes.leaveSharedAccount, { id: accountId })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: actingAccountsQueryOptions().queryKey }),
  });
}

/** Whether a shared account's tasks come in the beekeeper's reminder e-mails; the switcher's list follows. */
export function useSetSharedTaskReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, on }: { accountId: string; on: boolean }) =>
      api.put<SharedTaskReminders>(apiPath(routes.setSharedTaskReminders, { id: accountId }), { on }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: actingAccountsQueryOptions().queryKey }),
  });
}

/** What the invitation an e-mailed link names offers; 410 once used, revoked or expired, 400 for a broken link. */
export function useInvitationPreview(token: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [apiPath(routes.previewTeamInvitation), token],
    queryFn: () =>
      api.get<InvitationPreview>(`${apiPath(routes.previewTeamInvitation)}?${new URLSearchParams({ token })}`),
    enabled: enabled && token !== '',
  });
}

export function useAcceptTeamInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<ActingAccount>(apiPath(routes.acceptTeamInvitation), { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actingAccountsQueryOptions().queryKey }),
  });
}
