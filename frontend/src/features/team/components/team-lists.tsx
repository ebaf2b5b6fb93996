import { format } from 'date-fns';
import { Mail, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@shared/domain/teams';
import { TOASTS } from '@shared/messages';
import type { Team, TeamInvitation, TeamMember } from '@shared/schemas/team';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label, Select } from '@/components/ui/input';
import { toastSuccess } from '@/lib/outcome-toasts';
import { toastRefusal } from '../utils/toast-refusal';
import {
  useRemoveTeamMember,
  useResendTeamInvitation,
  useRevokeTeamInvitation,
  useUpdateTeamMember,
} from '../api/team';

const dateOf = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** The members, each with their role (changeable with Pro) and Remove; the empty team says who to invite. */
export function MemberList({ members, mayChange }: { members: Team['members']; mayChange: boolean }) {
  if (members.length === 0) {
    return <p className="text-sm text-stone-700">No one else is on your team yet.</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-stone-200">
      {members.map((member) => (
        <MemberRow key={member.memberId} member={member} mayChange={mayChange} />
      ))}
    </ul>
  );
}

function MemberRow({ member, mayChange }: { member: TeamMember; mayChange: boolean }) {
  const roleId = useId();
  const update = useUpdateTeamMember();
  const remove = useRemoveTeamMember();

  async function changeRole(role: TeamRole) {
    try {
      await update.mutateAsync({ id: member.memberId, input: { role } });
      toastSuccess(TOASTS.memberUpdated(member.name));
    } catch (error) {
      toastRefusal(error, 'The role was not changed.');
    }
  }

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col wrap-anywhere">
        <span className="font-medium text-stone-900">{member.name}</span>
        {member.email !== member.name && <span className="text-sm text-stone-700">{member.email}</span>}
        <span className="text-sm text-stone-600">Member since {dateOf(member.since)}</span>
      </div>
      <div className="flex items-end gap-2">
        {mayChange ? (
          <div className="flex flex-col gap-1">
            <Label htmlFor={roleId} className="text-xs">
              Role
            </Label>
            <Select
              id={roleId}
              value={member.role}
              disabled={update.isPending}
              onChange={(event) => void changeRole(event.target.value as TeamRole)}
            >
              {TEAM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {TEAM_ROLE_LABELS[role].name}
                </option>
              ))}
            </Select>
          </div>
        ) : (
          <Badge>{TEAM_ROLE_LABELS[member.role].name}</Badge>
        )}
        <ConfirmDeleteButton
          itemName={member.name}
          description={`${member.name} loses access to your account at once. What they recorded stays.`}
          verb="Remove"
          confirmLabel="Remove"
          pendingLabel="Removing..."
          onConfirm={async () => {
            try {
              await remove.mutateAsync(member.memberId);
              toastSuccess(TOASTS.memberRemoved(member.name));
            } catch (error) {
              toastRefusal(error, 'The member was not removed.');
            }
          }}
        />
      </div>
    </li>
  );
}

/** The invitations waiting, with when each link stops working, Resend (Pro) and Revoke. */
export function InvitationList({ invitations, mayResend }: { invitations: Team['invitations']; mayResend: boolean }) {
  // When the list was shown: what has expired by then says so.
  const [shownAt] = useState(Date.now);
  if (invitations.length === 0) return <p className="text-sm text-stone-700">No invitation is waiting.</p>;
  return (
    <ul className="flex flex-col divide-y divide-stone-200">
      {invitations.map((invitation) => (
        <InvitationRow
          key={invitation.id}
          invitation={invitation}
          mayResend={mayResend}
          expired={Date.parse(invitation.expiresAt) <= shownAt}
        />
      ))}
    </ul>
  );
}

function InvitationRow({
  invitation,
  mayResend,
  expired,
}: {
  invitation: TeamInvitation;
  mayResend: boolean;
  expired: boolean;
}) {
  const resend = useResendTeamInvitation();
  const revoke = useRevokeTeamInvitation();
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1 wrap-anywhere">
        <span className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
          {invitation.email}
          <Badge>{TEAM_ROLE_LABELS[invitation.role].name}</Badge>
          {expired && <Badge tone="amber">Expired</Badge>}
        </span>
        <span className="text-sm text-stone-600">
          Sent {dateOf(invitation.sentAt)} ·{' '}
          {expired ? 'link expired' : `link works until ${dateOf(invitation.expiresAt)}`}
        </span>
      </div>
      <div className="flex items-center gap-2">
        {mayResend && (
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            aria-label={`Resend the invitation to ${invitation.email}`}
            onClick={() =>
              void resend
                .mutateAsync(invitation.id)
                .then(() => toastSuccess(TOASTS.invitationResent(invitation.email)))
                .catch((error: unknown) => toastRefusal(error, 'The invitation was not sent again.'))
            }
          >
            <RotateCw aria-hidden="true" />
            {resend.isPending ? 'Sending...' : 'Resend'}
          </Button>
        )}
        <ConfirmDeleteButton
          itemName={`the invitation to ${invitation.email}`}
          description="Its link stops working at once."
          verb="Revoke"
          confirmLabel="Revoke"
          pendingLabel="Revoking..."
          onConfirm={async () => {
            try {
              await revoke.mutateAsync(invitation.id);
              toastSuccess(TOASTS.invitationRevoked);
            } catch (error) {
              toastRefusal(error, 'The invitation was not revoked.');
            }
          }}
        />
      </div>
    </li>
  );
}
