import { Star } from 'lucide-react';
import { FEEDBACK_MESSAGES } from '@shared/messages';
import {
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_STATUSES,
  type Feedback,
  type FeedbackStatus,
} from '@shared/schemas/feedback';
import { Badge } from '@/components/ui/badge';
import { Select } from '@/components/ui/input';
import { ChoiceOptions } from '@/components/ui/select-options';
import { toast } from '@/lib/toast';
import { useUpdateFeedbackStatus } from '../api/update-feedback-status';
import { formatFeedbackDate } from './feedback-date';
import { FEEDBACK_STATUS_LABELS } from './feedback-labels';
import { FeedbackStatusBadge } from './feedback-status-badge';
import { ratingLabel } from './star-rating';

/** How many characters of a user id name a signed-in sender without an e-mail (spec section 2). */
const USER_ID_SHOWN = 8;

/** Who sent it: their e-mail, else the start of their user id, else Anonymous. */
export function submitterOf({ userEmail, userId }: Pick<Feedback, 'userEmail' | 'userId'>): string {
  if (userEmail) return userEmail;
  if (userId) return userId.slice(0, USER_ID_SHOWN);
  return 'Anonymous';
}

/** One feedback item of the admin's list, with its inline status selector. */
export function FeedbackAdminItem({ feedback }: { feedback: Feedback }) {
  const updateStatus = useUpdateFeedbackStatus();

  function changeStatus(status: FeedbackStatus) {
    updateStatus.mutate(
      { id: feedback.id, status },
      {
        onSuccess: () =>
          toast({
            title: FEEDBACK_MESSAGES.statusUpdatedTitle,
            description: FEEDBACK_MESSAGES.statusUpdated(feedback.subject, FEEDBACK_STATUS_LABELS[status]),
            variant: 'success',
          }),
        onError: () =>
          toast({
            title: FEEDBACK_MESSAGES.updateFailedTitle,
            description: FEEDBACK_MESSAGES.updateFailed,
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <li aria-label={feedback.subject} className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <FeedbackStatusBadge status={feedback.status} />
        <Badge tone="honey">{FEEDBACK_CATEGORY_LABELS[feedback.category]}</Badge>
        {feedback.rating !== null && (
          <span className="inline-flex items-center gap-1 text-sm text-stone-700">
            <Star aria-hidden="true" className="size-4 fill-honey-600 text-honey-600" />
            {ratingLabel(feedback.rating)}
          </span>
        )}
      </div>
      <h3 className="font-semibold wrap-anywhere text-stone-900">{feedback.subject}</h3>
      <p className="text-sm whitespace-pre-line wrap-anywhere text-stone-700">{feedback.message}</p>
      <div className="flex flex-col gap-2 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between">
        <p>
          {formatFeedbackDate(feedback.createdAt)} · From {submitterOf(feedback)}
        </p>
        <label className="flex items-center gap-2">
          <span>Status</span>
          <Select
            className="w-40"
            value={feedback.status}
            disabled={updateStatus.isPending}
            onChange={(event) => changeStatus(event.target.value as FeedbackStatus)}
          >
            <ChoiceOptions choices={FEEDBACK_STATUSES} labels={FEEDBACK_STATUS_LABELS} />
          </Select>
        </label>
      </div>
    </li>
  );
}
