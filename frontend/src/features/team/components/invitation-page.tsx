import { MailCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { TOASTS } from '@shared/messages';
import type { CurrentUser } from '@shared/schemas/user';
import { useSwitchAccount } from '@/api/acting-account';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/catalog';
import { toastSuccess } from '@/lib/outcome-toasts';
import { toastRefusal } from '../utils/toast-refusal';
import { useAcceptTeamInvitation, useInvitationPreview } from '../api/team';
import { teamMessages } from '../messages';
import { MessageWith, SLOT } from './message-with';

const CARD =
  'mx-auto flex w-full max-w-lg flex-col gap-4 rounded-lg border border-stone-200 bg-white p-6 wrap-anywhere';

/**
 * `/invitation?token=`: a team invitation e-mail's link. A visitor signs in, or signs up with the invited e-mail,
 * and comes back here; a signed-in beekeeper sees what the invitation offers and accepts it, or learns why not.
 */
export function InvitationPage({ token, user }: { token: string; user: CurrentUser | null }) {
  const t = useMessages(teamMessages);
  const here = paths.invitation.getHref(token);
  if (!user) {
    return (
      <div className={CARD}>
        <MailCheck aria-hidden="true" className="size-8 text-honey-700" />
        <h1 tabIndex={-1} className="text-2xl font-bold text-stone-900">
          {t('accept.invitedTitle')}
        </h1>
        <p className="text-stone-700">{t('accept.invitedText')}</p>
        <div className="flex flex-wrap gap-2">
          <Link className={buttonVariants()} to={paths.auth.login.getHref({ redirect: here })}>
            {t('accept.signIn')}
          </Link>
          <Link
            className={buttonVariants({ variant: 'outline' })}
            to={paths.auth.login.getHref({ tab: 'signUp', redirect: here })}
          >
            {t('accept.signUp')}
          </Link>
        </div>
      </div>
    );
  }
  return <SignedInInvitation token={token} user={user} />;
}

function SignedInInvitation({ token, user }: { token: string; user: CurrentUser }) {
  const t = useMessages(teamMessages);
  const preview = useInvitationPreview(token, { enabled: true });
  const accept = useAcceptTeamInvitation();
  const switchAccount = useSwitchAccount();
  const navigate = useNavigate();

  if (token === '' || preview.isError) {
    const message = isApiError(preview.error) ? preview.error.serverMessage : undefined;
    return (
      <div className={CARD}>
        <h1 tabIndex={-1} className="text-2xl font-bold text-stone-900">
          {t('accept.unusableTitle')}
        </h1>
        <p className="text-stone-700">{message ?? t('accept.incomplete')}</p>
        <Link className={buttonVariants({ variant: 'outline' })} to={paths.app.dashboard.getHref()}>
          {t('accept.dashboard')}
        </Link>
      </div>
    );
  }
  if (preview.isPending) return <Spinner className="min-h-[40vh]" />;

  const invitation = preview.data;
  const forSomeoneElse = invitation.email !== user.email.toLowerCase();

  async function join() {
    try {
      const account = await accept.mutateAsync(token);
      await switchAccount(account.accountId);
      toastSuccess(TOASTS.joined(account.name));
      void navigate(paths.app.dashboard.getHref());
    } catch (error) {
      toastRefusal(error, t('accept.failed'));
    }
  }

  return (
    <div className={CARD}>
      <MailCheck aria-hidden="true" className="size-8 text-honey-700" />
      <h1 tabIndex={-1} className="text-2xl font-bold text-stone-900">
        <MessageWith
          message={t('accept.title', { account: SLOT[0] })}
          slots={[<span translate="no">{invitation.accountName}</span>]}
        />
      </h1>
      <p className="text-stone-700">
        <MessageWith
          message={t('accept.role', { role: SLOT[0], may: t(`mayInSentence.${invitation.role}`) })}
          slots={[<strong>{t(`roleInSentence.${invitation.role}`)}</strong>]}
        />
      </p>
      {forSomeoneElse ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <MessageWith
            message={t('accept.elsewhere', { email: SLOT[0], user: SLOT[1] })}
            slots={[<span translate="no">{invitation.email}</span>, <span translate="no">{user.email}</span>]}
          />
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void join()} disabled={accept.isPending}>
            {accept.isPending ? t('accept.joining') : t('accept.join', { account: invitation.accountName })}
          </Button>
          <Link className={buttonVariants({ variant: 'outline' })} to={paths.app.dashboard.getHref()}>
            {t('accept.notNow')}
          </Link>
        </div>
      )}
    </div>
  );
}
