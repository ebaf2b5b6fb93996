import { Users } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEAM_LIMITS, TEAM_ROLE_LABELS, TEAM_ROLES } from '@shared/domain/teams';
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
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { toastRefusal } from '../utils/toast-refusal';
import { useLeaveSharedAccount, useSetSharedTaskReminders, useTeam } from '../api/team';
import { InvitationList, MemberList } from './team-lists';
import { InviteForm } from './invite-form';

export const SHARING_FEATURE = {
  title: 'Sharing your account is a Pro feature',
  description:
    'Invite staff, a mentor or your club as owners, editors or viewers. They work on your apiaries from their own sign-in.',
};

/**
 * `/team`: on the beekeeper's own account (or one they own with others), its team: invite, members and
 * invitations; on an account shared with them, their place there and the way out; and the accounts shared with
 * them, to open or leave.
 */
export function TeamPage() {
  const { shared, role, planState } = useActingAs();
  if (role === undefined || planState === undefined) return <Spinner className="min-h-[50vh]" />;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        title="Team"
        description={
          shared
            ? `You are working in ${shared.name}'s account as ${TEAM_ROLE_LABELS[shared.role].name.toLowerCase()}.`
            : 'Share your apiaries with the people who work them, and open the accounts shared with you.'
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
      <PageSection id="roles" title="What each role may do">
        <dl className="flex flex-col gap-2">
          {TEAM_ROLES.map((teamRole) => (
            <div key={teamRole} className="flex flex-col sm:flex-row sm:gap-2">
              <dt className="font-medium text-stone-900 sm:w-20">{TEAM_ROLE_LABELS[teamRole].name}</dt>
              <dd className="text-stone-700">{TEAM_ROLE_LABELS[teamRole].may}</dd>
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
  const team = useTeam({ enabled: true });
  return (
    <>
      <PageSection id="invite" title="Invite a beekeeper">
        {mayInvite ? (
          <>
            <p className="text-sm text-stone-700">
              They get an e-mail with a link that works once, for {TEAM_LIMITS.invitationValidDays} days. A team has at
              most {TEAM_LIMITS.maxTeam} members and invitations.
            </p>
            <InviteForm />
          </>
        ) : (
          <ProFeaturePrompt {...SHARING_FEATURE} />
        )}
      </PageSection>
      <PageSection id="members" title="Members">
        {readOnlyNow && (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            Without Pro your members can only read your records. Renew Pro and their roles count again.
          </p>
        )}
        <QueryContent query={team} what="your team" loading={<Skeleton className="h-16" />}>
          {({ members }) => <MemberList members={members} mayChange={mayChange} />}
        </QueryContent>
      </PageSection>
      <PageSection id="invitations" title="Invitations">
        <QueryContent query={team} what="your invitations" loading={<Skeleton className="h-16" />}>
          {({ invitations }) => <InvitationList invitations={invitations} mayResend={mayChange} />}
        </QueryContent>
      </PageSection>
    </>
  );
}

/** A member's place on the account they act on: back to their own, or leave it. */
function MembershipSection({ account }: { account: ActingAccount }) {
  const switchAccount = useSwitchAccount();
  const navigate = useNavigate();
  return (
    <PageSection id="membership" title={`${account.name}'s account`}>
      <p className="text-stone-700">
        Your role: <Badge>{TEAM_ROLE_LABELS[account.role].name}</Badge> {TEAM_ROLE_LABELS[account.role].may}.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => void switchAccount(null).then(() => navigate(paths.app.dashboard.getHref()))}
        >
          Back to your own account
        </Button>
        <LeaveButton account={account} />
      </div>
    </PageSection>
  );
}

/** The accounts shared with the beekeeper, each to open (the header's switcher does the same) or leave. */
function SharedAccountsSection() {
  const accounts = useActingAccounts();
  const switchAccount = useSwitchAccount();
  const navigate = useNavigate();
  return (
    <PageSection id="shared" title="Accounts shared with you">
      <QueryContent query={accounts} what="the accounts shared with you" loading={<Skeleton className="h-16" />}>
        {(all) => {
          const others = all.filter((account) => !account.own);
          if (others.length === 0) {
            return (
              <p className="flex items-center gap-2 text-sm text-stone-700">
                <Users aria-hidden="true" className="size-4 shrink-0" />
                None yet: when a beekeeper invites you, their e-mail's link brings you here.
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
                    {account.name} <Badge>{TEAM_ROLE_LABELS[account.role].name}</Badge>
                  </span>
                  <div className="flex flex-wrap items-center gap-2">
                    <TaskRemindersToggle account={account} />
                    <Button
                      size="sm"
                      onClick={() =>
                        void switchAccount(account.accountId).then(() => navigate(paths.app.dashboard.getHref()))
                      }
                    >
                      Open
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
            .catch(() => toastError('Your reminder choice was not saved.'))
        }
      />
      <Label htmlFor={id} className="text-sm font-normal">
        E-mail me its tasks
      </Label>
    </span>
  );
}

function LeaveButton({ account }: { account: ActingAccount }) {
  const leave = useLeaveSharedAccount();
  const switchAccount = useSwitchAccount();
  const navigate = useNavigate();
  const { shared } = useActingAs();
  return (
    <ConfirmDeleteButton
      verb="Leave"
      itemName={`${account.name}'s account`}
      description="You lose access at once; only an owner's new invitation brings you back."
      confirmLabel="Leave"
      pendingLabel="Leaving..."
      onConfirm={async () => {
        try {
          await leave.mutateAsync(account.accountId);
          toastSuccess(TOASTS.leftAccount(account.name));
          // Left the account on screen: back to the beekeeper's own.
          if (shared) await switchAccount(null).then(() => navigate(paths.app.dashboard.getHref()));
        } catch (error) {
          toastRefusal(error, 'You are still on that account.');
        }
      }}
    />
  );
}
