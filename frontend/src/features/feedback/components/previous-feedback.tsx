import { PREVIOUS_FEEDBACK_SHOWN } from '@shared/schemas/feedback';
import { LoadError } from '@/components/ui/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate } from '@/lib/i18n/format';
import { useMyFeedback } from '../api/get-my-feedback';
import { feedbackMessages } from '../messages';
import { FeedbackStatusBadge } from './feedback-status-badge';

/** Your Previous Feedback (signed-in users): the 3 most recent, with their status as the admins set it. */
export function PreviousFeedback() {
  const t = useMessages(feedbackMessages);
  const feedback = useMyFeedback();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('previous.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {feedback.isPending ? (
          <p className="text-sm text-stone-700">{t('previous.loading')}</p>
        ) : feedback.isError ? (
          <LoadError what={t('previous.what')} onRetry={() => void feedback.refetch()} />
        ) : feedback.data.length === 0 ? (
          <p className="text-sm text-stone-700">{t('previous.empty')}</p>
        ) : (
          <>
            <ul aria-label={t('previous.list')} className="flex flex-col gap-3">
              {feedback.data.slice(0, PREVIOUS_FEEDBACK_SHOWN).map((item) => (
                <li key={item.id} className="flex flex-col gap-1 rounded-md border border-stone-200 p-3">
                  <div className="flex items-start justify-between gap-2">
                    <span translate="no" className="font-medium wrap-anywhere text-stone-900">
                      {item.subject}
                    </span>
                    <FeedbackStatusBadge status={item.status} />
                  </div>
                  <p translate="no" className="line-clamp-2 text-sm wrap-anywhere text-stone-700">
                    {item.message}
                  </p>
                  <time dateTime={item.createdAt} className="block text-xs text-stone-600">
                    {formatDate(item.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
            {feedback.data.length > PREVIOUS_FEEDBACK_SHOWN && (
              <p className="mt-3 text-sm text-stone-700">
                {t('previous.andMore', { count: feedback.data.length - PREVIOUS_FEEDBACK_SHOWN })}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
