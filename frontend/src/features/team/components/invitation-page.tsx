import { MailCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { TEAM_ROLE_LABELS } from '@shared/domain/teams';
import { TOASTS } from '@shared/messages';
import type { CurrentUser } from '@shared/schemas/user';
import { useSwitchAccount } from '@/api/acting-account';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { toastSuccess } from '@/lib/outcome-toasts';
import { toastRefusal } from '../utils/toast-refusal';
import { useAcceptTeamInvitation, useInvitationPreview } from '../api/team';

const CARD =
  'mx-auto flex w-full max-w-lg flex-col gap-4 rounded-lg border border-stone-200 bg-white p-6 wrap-anywhere';

/**
 * `/invitation?token=`: a team invitation e-mail's link. A visitor signs in, or signs up with the invited e-mail,
 * and comes back here; a signed-in beekeeper sees what the invitation offers and accepts it, or learns why not.
 */
export function InvitationPage({ token, user }: { token: string; user: CurrentUser | null }) {
  const here = paths.invitation.getHref(token);
  if (!user) {
    return (
      <div className={CARD}>
        <MailCheck aria-hidden="true" className="size-8 text-honey-700" />
        <h1 tabIndex={-1} className="text-2xl font-bold text-stone-900">
          You are invited to a HiveKeeper team
        </h1>
        <p className="text-stone-700">
          Sign in to accept, or create your free account with the e-mail the invitation was sent to: you come back here
          after.
        </p>
        <div className="flex flex-wrap gap-2">
          <Link className={buttonVariants()} to={paths.auth.login.getHref({ redirect: here })}>
            Sign in to accept
          </Link>
          <Link
            className={buttonVariants({ variant: 'outline' })}
            to={paths.auth.login.getHref({ tab: 'signUp', redirect: here })}
          >
            Create an account
          </Link>
        </div>
      </div>
    );
  }
  return <SignedInInvitation token={token} user={user} />;
}

function SignedInInvitation({ token, user }: { token: string; user: CurrentUser }) {
  const preview = useInvitationPreview(token, { enabled: true });
  const accept = useAcceptTeamInvitation();
  const switchAccount = useSwitchAccount();
  const navigate = useNavigate();

  if (token === '' || preview.isError) {
    const message = isApiError(preview.error) ? preview.error.serverMessage : undefined;
    return (
      <div className={CARD}>
        <h1 tabIndex={-1} className="text-2xl font-bold text-stone-900">
          This invitation can&apos;t be used
        </h1>
        <p className="text-stone-700">{message ?? 'The link is incomplete. Open it from the e-mail again.'}</p>
        <Link className={buttonVariants({ variant: 'outline' })} to={paths.app.dashboard.getHref()}>
          Go to your dashboard
        </Link>
      </div>
    );
  }
  if (preview.isPending) return <Spinner className="min-h-[40vh]" />;

  const invitation = preview.data;
  const role = TEAM_ROLE_LABELS[invitation.role];
  const forSomeoneElse = invitation.email !== user.email.toLowerCase();

  async function join() {
    try {
      const account = await accept.mutateAsync(token);
      await switchAccount(account.accountId);
      toastSuccess(TOASTS.joined(account.name));
      void navigate(paths.app.dashboard.getHref());
    } catch (error) {
      toastRefusal(error, 'The invitation was not accepted.');
    }
  }

  return (
    <div className={CARD}>
      <MailCheck aria-hidden="true" className="size-8 text-honey-700" />
      <h1 tabIndex={-1} className="text-2xl font-bold text-stone-900">
        {invitation.accountName} invites you to their apiaries
      </h1>
      <p className="text-stone-700">
        As <strong>{role.name.toLowerCase()}</strong>: {role.may.toLowerCase()}. You keep your own account and switch
        between the two in the header.
      </p>
      {forSomeoneElse ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          This invitation was sent to {invitation.email}, and you are signed in as {user.email}. Sign out and sign in
          (or sign up) with {invitation.email} to accept it.
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void join()} disabled={accept.isPending}>
            {accept.isPending ? 'Joining...' : `Join ${invitation.accountName}'s account`}
          </Button>
          <Link className={buttonVariants({ variant: 'outline' })} to={paths.app.dashboard.getHref()}>
            Not now
          </Link>
        </div>
      )}
    </div>
  );
}
