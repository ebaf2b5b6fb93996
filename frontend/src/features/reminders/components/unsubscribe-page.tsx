import { Link } from 'react-router-dom';
import { UNSUBSCRIBE_MESSAGES } from '@shared/rules/reminders';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useUnsubscribeFromReminders } from '../api/unsubscribe-from-reminders';

/**
 * `/unsubscribe?token=...`, the page of a reminder e-mail's unsubscribe link: no sign-in, the signed token names the
 * beekeeper. Opening it changes nothing (mail scanners open links); the button turns reminders off.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeFromReminders();
  const failure =
    unsubscribe.error === null
      ? null
      : (isApiError(unsubscribe.error, 400) && unsubscribe.error.serverMessage) || UNSUBSCRIBE_MESSAGES.failed;

  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4 px-4 py-12">
      <h1 className="text-3xl font-bold text-stone-900">{UNSUBSCRIBE_MESSAGES.heading}</h1>
      {unsubscribe.isSuccess ? (
        <div role="status" className="flex flex-col gap-3">
          <p className="text-lg text-stone-800">{UNSUBSCRIBE_MESSAGES.done}</p>
          <p className="text-stone-700">
            {UNSUBSCRIBE_MESSAGES.turnBackOn}{' '}
            <Link to={paths.app.profile.getHref()} className="font-medium text-honey-800 underline">
              Open your profile
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="text-stone-700">{UNSUBSCRIBE_MESSAGES.prompt}</p>
          {failure && (
            <p role="alert" className="text-red-700">
              {failure}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              disabled={unsubscribe.isPending || token === ''}
              onClick={() => unsubscribe.mutate(token)}
            >
              {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe from reminder e-mails'}
            </Button>
            <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
              Keep them coming
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
