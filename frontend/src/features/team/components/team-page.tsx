import { Users } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEAM_LIMITS, TEAM_ROLES } from '@shared/domain/teams';
import { TOASTS } from '@shared/messages';
import { canDo } from '@shared/plan-rules';
import type { ActingAccount } from '@shared/schemas/team';
import { useActingAccounts, useActingAs, useSwitchAccount } from '@/api/acting-account';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { PageHeader } from '@/components/page-header';
import { PageSection } from '@/components/page-section';
import { ProFeaturePrompt } from '@/components/pro-feature-prompt';
import { QueryContent } from '@/components/query-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { toastRefusal } from '../utils/toast-refusal';
import { useLeaveSharedAccount, useSetSharedTaskReminders, useTeam } from '../api/team';
import { InvitationList, MemberList } from './team-lists';
import { InviteForm } from './invite-form';
import { teamMessages } from '../messages';
import { MessageWith, SLOT } from './message-with';

/**
 * `/team`: on the beekeeper's own account (or one they own with others), its team: invite, members and
 * invitations; on an account shared with them, their place there and the way out; and the accounts shared with
 * them, to open or leave.
 */
export function TeamPage() {
  const t = useMessages(teamMessages);
  const { shared, role, planState } = useActingAs();
  if (role === undefined || planState === undefined) return <Spinner className="min-h-[50vh]" />;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        title={t('title')}
        description={
          shared ? (
            <MessageWith
              message={t('descriptionShared', { account: SLOT[0], role: t(`roleInSentence.${shared.role}`) })}
              slots={[<span translate="no">{shared.name}</span>]}
            />
          ) : (
            t('description')
          )
        }
      />
      {shared && <MembershipSection account={shared} />}
      {role === 'owner' && (
        <TeamSections
          mayInvite={canDo(planState, 'team', 'create')}
          mayChange={canDo(planState, 'team', 'edit')}
          readOnlyNow={planState === 'lapsed'}
        />
      )}
      {!shared && <SharedAccountsSection />}
      <PageSection id="roles" title={t('roles.title')}>
        <dl className="flex flex-col gap-2">
          {TEAM_ROLES.map((teamRole) => (
            <div key={teamRole} className="flex flex-col sm:flex-row sm:gap-2">
              <dt className="font-medium text-stone-900 sm:w-20">{t(`role.${teamRole}`)}</dt>
              <dd className="text-stone-700">{t(`may.${teamRole}`)}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
    </div>
  );
}

function TeamSections({
  mayInvite,
  mayChange,
  readOnlyNow,
}: {
  mayInvite: boolean;
  mayChange: boolean;
  readOnlyNow: boolean;
}) {
  const t = useMessages(teamMessages);
  const team = useTeam({ enabled: true });
  return (
    <>
      <PageSection id="invite" title={t('invite.title')}>
        {mayInvite ? (
          <>
            <p className="text-sm text-stone-700">
              {t('invite.terms', { days: TEAM_LIMITS.invitationValidDays, max: TEAM_LIMITS.maxTeam })}
            </p>
            <InviteForm />
          </>
        ) : (
          <ProFeaturePrompt title={t('sharing.title')} description={t('sharing.description')} />
        )}
      </PageSection>
      <PageSection id="members" title={t('members.title')}>
        {readOnlyNow && <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('members.readOnly')}</p>}
        <QueryContent query={team} what={t('members.loading')} loading={<Skeleton className="h-16" />}>
          {({ members }) => <MemberList members={members} mayChange={mayChange} />}
        </QueryContent>
      </PageSection>
      <PageSection id="invitations" title={t('invitations.title')}>
        <QueryContent query={team} what={t('invitations.loading')} loading={<Skeleton className="h-16" />}>
          {({ invitations }) => <InvitationList invitations={invitations} mayResend={mayChange} />}
        </QueryContent>
      </PageSection>
    </>
  );
}

/** A member's place on the account they act on: back to their own, or leave it. */
function MembershipSection({ account }: { account: ActingAccount }) {
  const t = useMessages(teamMessages);
  const switchAccount = useSwitchAccount();
  const navigate = useNavigate();
  return (
    <PageSection id="membership" title={t('membership.title', { account: account.name })}>
      <p className="text-stone-700">
        {t('membership.yourRole')} <Badge>{t(`role.${account.role}`)}</Badge> {t(`may.${account.role}`)}.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => void switchAccount(null).then(() => navigate(paths.app.dashboard.getHref()))}
        >
          {t('membership.back')}
        </Button>
        <LeaveButton account={account} />
      </div>
    </PageSection>
  );
}

/** The accounts shared with the beekeeper, each to open (the header's switcher does the same) or leave. */
function SharedAccountsSection() {
  const t = useMessages(teamMessages);
  const accounts = useActingAccounts();
  const switchAccount = useSwitchAccount();
  const navigate = useNavigate();
  return (
    <PageSection id="shared" title={t('shared.title')}>
      <QueryContent query={accounts} what={t('shared.loading')} loading={<Skeleton className="h-16" />}>
        {(all) => {
          const others = all.filter((account) => !account.own);
          if (others.length === 0) {
            return (
              <p className="flex items-center gap-2 text-sm text-stone-700">
                <Users aria-hidden="true" className="size-4 shrink-0" />
                {t('shared.none')}
              </p>
            );
          }
          return (
            <ul className="flex flex-col divide-y divide-stone-200">
              {others.map((account) => (
                <li
                  key={account.accountId}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="flex min-w-0 flex-wrap items-center gap-2 font-medium text-stone-900 wrap-anywhere">
                    <span translate="no">{account.name}</span> <Badge>{t(`role.${account.role}`)}</Badge>
                  </span>
                  <div className="flex flex-wrap items-center gap-2">
                    <TaskRemindersToggle account={account} />
                    <Button
                      size="sm"
                      onClick={() =>
                        void switchAccount(account.accountId).then(() => navigate(paths.app.dashboard.getHref()))
                      }
                    >
                      {t('shared.open')}
                    </Button>
                    <LeaveButton account={account} />
                  </div>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryContent>
    </PageSection>
  );
}

/** "E-mail me its tasks": the shared account's tasks due in the beekeeper's own reminder e-mail. */
function TaskRemindersToggle({ account }: { account: ActingAccount }) {
  const t = useMessages(teamMessages);
  const id = useId();
  const setReminders = useSetSharedTaskReminders();
  const on = setReminders.isPending ? setReminders.variables.on : (account.taskReminders ?? false);
  return (
    <span className="flex items-center">
      <Checkbox
        id={id}
        checked={on}
        aria-busy={setReminders.isPending}
        onChange={(event) =>
          void setReminders
            .mutateAsync({ accountId: account.accountId, on: event.target.checked })
            .catch(() => toastError(t('shared.remindersFailed')))
        }
      />
      <Label htmlFor={id} className="text-sm font-normal">
        {t('shared.reminders')}
      </Label>
    </span>
  );
}

function LeaveButton({ account }: { account: ActingAccount }) {
  const t = useMessages(teamMessages);
  const leave = useLeaveSharedAccount();
  const switchAccount = useSwitchAccount();
  const navigate = useNavigate();
  const { shared } = useActingAs();
  return (
    <ConfirmDeleteButton
      verb={t('leave.verb')}
      itemName={account.name}
      wording={{
        name: t('leave.name', { account: account.name }),
        question: t('leave.question', { account: account.name }),
      }}
      description={t('leave.description')}
      confirmLabel={t('leave.verb')}
      pendingLabel={t('leave.pending')}
      onConfirm={async () => {
        try {
          await leave.mutateAsync(account.accountId);
          toastSuccess(TOASTS.leftAccount(account.name));
          // Left the account on screen: back to the beekeeper's own.
          if (shared) await switchAccount(null).then(() => navigate(paths.app.dashboard.getHref()));
        } catch (error) {
          toastRefusal(error, t('leave.failed'));
        }
      }}
    />
  );
}
