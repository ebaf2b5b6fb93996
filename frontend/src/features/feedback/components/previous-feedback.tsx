import { FEEDBACK_MESSAGES } from '@shared/messages';
import { PREVIOUS_FEEDBACK_SHOWN } from '@shared/schemas/feedback';
import { LoadError } from '@/components/ui/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useMyFeedback } from '../api/get-my-feedback';
import { FeedbackStatusBadge } from './feedback-status-badge';
import { formatFeedbackDate } from './feedback-date';

/** Your Previous Feedback (signed-in users): the 3 most recent, with their status as the admins set it. */
export function PreviousFeedback() {
  const feedback = useMyFeedback();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Previous Feedback</CardTitle>
      </CardHeader>
      <CardContent>
        {feedback.isPending ? (
          <p className="text-sm text-stone-700">{FEEDBACK_MESSAGES.previousLoading}</p>
        ) : feedback.isError ? (
          <LoadError what="your previous feedback" onRetry={() => void feedback.refetch()} />
        ) : feedback.data.length === 0 ? (
          <p className="text-sm text-stone-700">{FEEDBACK_MESSAGES.previousEmpty}</p>
        ) : (
          <>
            <ul aria-label="Your previous feedback" className="flex flex-col gap-3">
              {feedback.data.slice(0, PREVIOUS_FEEDBACK_SHOWN).map((item) => (
                <li key={item.id} className="flex flex-col gap-1 rounded-md border border-stone-200 p-3">
                  <div className="flex items-start justify-between gap-2">
                    <span className="font-medium wrap-anywhere text-stone-900">{item.subject}</span>
                    <FeedbackStatusBadge status={item.status} />
                  </div>
                  <p className="line-clamp-2 text-sm wrap-anywhere text-stone-700">{item.message}</p>
                  <p className="text-xs text-stone-600">{formatFeedbackDate(item.createdAt)}</p>
                </li>
              ))}
            </ul>
            {feedback.data.length > PREVIOUS_FEEDBACK_SHOWN && (
              <p className="mt-3 text-sm text-stone-700">
                {FEEDBACK_MESSAGES.andMore(feedback.data.length - PREVIOUS_FEEDBACK_SHOWN)}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
