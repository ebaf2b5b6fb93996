import { Link } from 'react-router-dom';
import { UNSUBSCRIBE_MESSAGES } from '@shared/rules/reminders';
import { SignedLinkActionPage } from '@/components/signed-link-action-page';
import { paths } from '@/config/paths';
import { useUnsubscribeFromReminders } from '../api/unsubscribe-from-reminders';

/** `/unsubscribe?token=...`, the page of a reminder e-mail's unsubscribe link: the button turns reminders off. */
export function UnsubscribePage({ token }: { token: string }) {
  return (
    <SignedLinkActionPage
      token={token}
      action={useUnsubscribeFromReminders()}
      heading={UNSUBSCRIBE_MESSAGES.heading}
      prompt={UNSUBSCRIBE_MESSAGES.prompt}
      actionLabel="Unsubscribe from reminder e-mails"
      pendingLabel="Unsubscribing…"
      leaveLabel="Keep them coming"
      failed={UNSUBSCRIBE_MESSAGES.failed}
      done={
        <>
          <p className="text-lg text-stone-800">{UNSUBSCRIBE_MESSAGES.done}</p>
          <p className="text-stone-700">
            {UNSUBSCRIBE_MESSAGES.turnBackOn}{' '}
            <Link to={paths.app.profile.getHref()} className="font-medium text-honey-800 underline">
              Open your profile
            </Link>
          </p>
        </>
      }
    />
  );
}
