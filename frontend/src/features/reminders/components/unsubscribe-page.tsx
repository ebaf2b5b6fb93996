import { Link } from 'react-router-dom';
import { SignedLinkActionPage } from '@/components/signed-link-action-page';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { unsubscribeMessages } from '../messages';
import { useUnsubscribeFromReminders } from '../api/unsubscribe-from-reminders';

/** `/unsubscribe?token=...`, the page of a reminder e-mail's unsubscribe link: the button turns reminders off. */
export function UnsubscribePage({ token }: { token: string }) {
  const t = useMessages(unsubscribeMessages);
  return (
    <SignedLinkActionPage
      token={token}
      action={useUnsubscribeFromReminders()}
      heading={t('heading')}
      prompt={t('prompt')}
      actionLabel={t('action')}
      pendingLabel={t('pending')}
      leaveLabel={t('leave')}
      failed={t('failed')}
      done={
        <>
          <p className="text-lg text-stone-800">{t('done')}</p>
          <p className="text-stone-700">
            {t('turnBackOn')}{' '}
            <Link to={paths.app.profile.getHref()} className="font-medium text-honey-800 underline">
              {t('openProfile')}
            </Link>
          </p>
        </>
      }
    />
  );
}
