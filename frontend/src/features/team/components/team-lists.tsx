import { useQuery } from '@tanstack/react-query';
import { Mail, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { TEAM_ROLES, type TeamRole } from '@shared/domain/teams';
import { TOASTS } from '@shared/messages';
import type { Apiary } from '@shared/schemas/apiary';
import { teamMemberInputSchema, type Team, type TeamInvitation, type TeamMember } from '@shared/schemas/team';
import { apiariesQueryOptions } from '@/api/get-apiaries';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label, Select } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate } from '@/lib/i18n/format';
import { toastSuccess } from '@/lib/outcome-toasts';
import { toastRefusal } from '../utils/toast-refusal';
import {
  useRemoveTeamMember,
  useResendTeamInvitation,
  useRevokeTeamInvitation,
  useUpdateTeamMember,
} from '../api/team';
import { teamMessages } from '../messages';
import { MessageWith, SLOT } from './message-with';
import { ScopePicker, ScopeText } from './scope-picker';

/**
 * The members, each with their role and apiaries (changeable with Pro) and Remove; the empty team says who to
 * invite.
 */
export function MemberList({ members, mayChange }: { members: Team['members']; mayChange: boolean }) {
  const t = useMessages(teamMessages);
  // The apiaries' names only when a member has chosen ones to name.
  const apiaries = useQuery({
    ...apiariesQueryOptions(),
    enabled: members.some((member) => member.apiaryIds !== null),
  }).data;
  if (members.length === 0) {
    return <p className="text-sm text-stone-700">{t('members.none')}</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-stone-200">
      {members.map((member) => (
        <MemberRow key={member.memberId} member={member} mayChange={mayChange} apiaries={apiaries} />
      ))}
    </ul>
  );
}

function MemberRow({
  member,
  mayChange,
  apiaries,
}: {
  member: TeamMember;
  mayChange: boolean;
  apiaries: Apiary[] | undefined;
}) {
  const t = useMessages(teamMessages);
  const roleId = useId();
  const update = useUpdateTeamMember();
  const remove = useRemoveTeamMember();
  const [editingScope, setEditingScope] = useState(false);

  /** Sends the member's role and scope, both: a scope left out is the whole account. */
  async function change(input: Pick<TeamMember, 'role' | 'apiaryIds'>, failure: string): Promise<boolean> {
    try {
      await update.mutateAsync({ id: member.memberId, input });
      toastSuccess(TOASTS.memberUpdated(member.name));
      return true;
    } catch (error) {
      toastRefusal(error, failure);
      return false;
    }
  }

  return (
    <li className="flex flex-col gap-3 py-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-col wrap-anywhere">
          <span translate="no" className="font-medium text-stone-900">
            {member.name}
          </span>
          {member.email !== member.name && (
            <span translate="no" className="text-sm text-stone-700">
              {member.email}
            </span>
          )}
          <span className="text-sm text-stone-700">
            {t('member.apiaries')} <ScopeText apiaryIds={member.apiaryIds} apiaries={apiaries} />
          </span>
          <span className="text-sm text-stone-600">{t('member.since', { date: formatDate(member.since) })}</span>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {mayChange ? (
            <div className="flex flex-col gap-1">
              <Label htmlFor={roleId} className="text-xs">
                {t('member.role')}
              </Label>
              <Select
                id={roleId}
                value={member.role}
                disabled={update.isPending}
                onChange={(event) =>
                  void change(
                    { role: event.target.value as TeamRole, apiaryIds: member.apiaryIds },
                    t('member.roleFailed'),
                  )
                }
              >
                {TEAM_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`role.${role}`)}
                  </option>
                ))}
              </Select>
            </div>
          ) : (
            <Badge>{t(`role.${member.role}`)}</Badge>
          )}
          {mayChange && !editingScope && (
            <Button
              variant="outline"
              className="min-h-11"
              aria-label={t('member.changeApiaries', { name: member.name })}
              onClick={() => setEditingScope(true)}
            >
              {t('member.apiariesButton')}
            </Button>
          )}
          <ConfirmDeleteButton
            itemName={member.name}
            wording={{
              name: t('member.removeName', { name: member.name }),
              question: t('member.removeQuestion', { name: member.name }),
            }}
            description={
              <MessageWith
                message={t('member.removeDescription', { name: SLOT[0] })}
                slots={[<span translate="no">{member.name}</span>]}
              />
            }
            verb={t('member.remove')}
            confirmLabel={t('member.remove')}
            pendingLabel={t('member.removing')}
            onConfirm={async () => {
              try {
                await remove.mutateAsync(member.memberId);
                toastSuccess(TOASTS.memberRemoved(member.name));
              } catch (error) {
                toastRefusal(error, t('member.removeFailed'));
              }
            }}
          />
        </div>
      </div>
      {editingScope && (
        <ScopeEditor
          member={member}
          pending={update.isPending}
          onSave={async (apiaryIds) => {
            if (await change({ role: member.role, apiaryIds }, t('member.apiariesFailed'))) setEditingScope(false);
          }}
          onCancel={() => setEditingScope(false)}
        />
      )}
    </li>
  );
}

/** The member's apiaries to choose again, checked as the server will check them before they are sent. */
function ScopeEditor({
  member,
  pending,
  onSave,
  onCancel,
}: {
  member: TeamMember;
  pending: boolean;
  onSave: (apiaryIds: string[] | null) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useMessages(teamMessages);
  const [apiaryIds, setApiaryIds] = useState(member.apiaryIds);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="flex flex-col gap-3 rounded-md border border-stone-200 p-3"
      aria-label={t('member.apiariesOf', { name: member.name })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = teamMemberInputSchema.safeParse({ role: member.role, apiaryIds });
        if (!parsed.success) setError(parsed.error.issues[0]?.message);
        else void onSave(parsed.data.apiaryIds ?? null);
      }}
    >
      <ScopePicker
        value={apiaryIds}
        onChange={(chosen) => {
          setApiaryIds(chosen);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex gap-2">
        <Button type="submit" className="min-h-11" disabled={pending}>
          {pending ? t('scope.saving') : t('scope.save')}
        </Button>
        <Button type="button" variant="outline" className="min-h-11" onClick={onCancel}>
          {t('scope.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The invitations waiting, with when each link stops working, Resend (Pro) and Revoke. */
export function InvitationList({ invitations, mayResend }: { invitations: Team['invitations']; mayResend: boolean }) {
  const t = useMessages(teamMessages);
  // When the list was shown: what has expired by then says so.
  const [shownAt] = useState(Date.now);
  if (invitations.length === 0) return <p className="text-sm text-stone-700">{t('invitations.none')}</p>;
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
  const t = useMessages(teamMessages);
  const resend = useResendTeamInvitation();
  const revoke = useRevokeTeamInvitation();
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1 wrap-anywhere">
        <span className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
          <span translate="no">{invitation.email}</span>
          <Badge>{t(`role.${invitation.role}`)}</Badge>
          {expired && <Badge tone="amber">{t('invitation.expired')}</Badge>}
        </span>
        <span className="text-sm text-stone-600">
          {t('invitation.sent', { date: formatDate(invitation.sentAt) })} ·{' '}
          {expired
            ? t('invitation.linkExpired')
            : t('invitation.linkWorks', { date: formatDate(invitation.expiresAt) })}
        </span>
      </div>
      <div className="flex items-center gap-2">
        {mayResend && (
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            aria-label={t('invitation.resendName', { email: invitation.email })}
            onClick={() =>
              void resend
                .mutateAsync(invitation.id)
                .then(() => toastSuccess(TOASTS.invitationResent(invitation.email)))
                .catch((error: unknown) => toastRefusal(error, t('invitation.resendFailed')))
            }
          >
            <RotateCw aria-hidden="true" />
            {resend.isPending ? t('invitation.sending') : t('invitation.resend')}
          </Button>
        )}
        <ConfirmDeleteButton
          itemName={invitation.email}
          wording={{
            name: t('invitation.revokeName', { email: invitation.email }),
            question: t('invitation.revokeQuestion', { email: invitation.email }),
          }}
          description={t('invitation.revokeDescription')}
          verb={t('invitation.revoke')}
          confirmLabel={t('invitation.revoke')}
          pendingLabel={t('invitation.revoking')}
          onConfirm={async () => {
            try {
              await revoke.mutateAsync(invitation.id);
              toastSuccess(TOASTS.invitationRevoked);
            } catch (error) {
              toastRefusal(error, t('invitation.revokeFailed'));
            }
          }}
        />
      </div>
    </li>
  );
}
