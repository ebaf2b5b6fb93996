/**
 * What the admins hear of teams: a `new_team` notification for each admin when an account gets its first member,
 * naming the owner (the notice is about their account, so their deletion takes it). One per team, not per member:
 * a team's members are bounded, and its owner is a paying beekeeper (sharing is Pro).
 */
import type { AdminDirectory } from '../admins/admin-directory';
import type { AdminNotice } from '../data/admin-notices';
import { notifyAdmins } from './notify-admins';

export function newTeamNotice({ accountId, accountName }: { accountId: string; accountName: string }): AdminNotice {
  return {
    type: 'new_team',
    title: 'New team',
    message: `${accountName} shared their account: their first team member joined.`,
    code: 'newTeam',
    params: { accountName },
    aboutUserId: accountId,
  };
}

/** Gives every admin a `new_team` notification; answers how many admins it reached. */
export async function notifyAdminsOfNewTeam(
  team: { accountId: string; accountName: string },
  userPoolId: string,
  directory?: AdminDirectory,
): Promise<number> {
  return notifyAdmins(newTeamNotice(team), userPoolId, directory);
}
