import { Star } from 'lucide-react';
import { FEEDBACK_STATUSES, type Feedback, type FeedbackStatus } from '@shared/schemas/feedback';
import { Badge } from '@/components/ui/badge';
import { Select } from '@/components/ui/input';
import { ChoiceOptions } from '@/components/ui/select-options';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate } from '@/lib/i18n/format';
import { toast } from '@/lib/toast';
import { useUpdateFeedbackStatus } from '../api/update-feedback-status';
import { feedbackMessages } from '../messages';
import { useStatusLabels } from './feedback-labels';
import { FeedbackStatusBadge } from './feedback-status-badge';
import { ratingLabel } from './star-rating';

/** How many characters of a user id name a signed-in sender without an e-mail (spec section 2). */
const USER_ID_SHOWN = 8;

/** Who sent it: their e-mail, else the start of their user id; null when anonymous. */
export function submitterOf({ userEmail, userId }: Pick<Feedback, 'userEmail' | 'userId'>): string | null {
  if (userEmail) return userEmail;
  if (userId) return userId.slice(0, USER_ID_SHOWN);
  return null;
}

/** One feedback item of the admin's list, with its inline status selector. */
export function FeedbackAdminItem({ feedback }: { feedback: Feedback }) {
  const t = useMessages(feedbackMessages);
  const statusLabels = useStatusLabels();
  const updateStatus = useUpdateFeedbackStatus();
  const submitter = submitterOf(feedback);

  function changeStatus(status: FeedbackStatus) {
    updateStatus.mutate(
      { id: feedback.id, status },
      {
        onSuccess: () =>
          toast({
            title: t('admin.statusUpdatedTitle'),
            description: t('admin.statusUpdated', { subject: feedback.subject, status: statusLabels[status] }),
            variant: 'success',
          }),
        onError: () =>
          toast({
            title: t('admin.updateFailedTitle'),
            description: t('admin.updateFailed'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    // Named by its subject's heading: the beekeeper's words, kept from translators there.
    <li
      aria-labelledby={`feedback-${feedback.id}`}
      className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <FeedbackStatusBadge status={feedback.status} />
        <Badge tone="honey">{t(`category.${feedback.category}`)}</Badge>
        {feedback.rating !== null && (
          <span className="inline-flex items-center gap-1 text-sm text-stone-700">
            <Star aria-hidden="true" className="size-4 fill-honey-600 text-honey-600" />
            {ratingLabel(t, feedback.rating)}
          </span>
        )}
      </div>
      <h3 id={`feedback-${feedback.id}`} translate="no" className="font-semibold wrap-anywhere text-stone-900">
        {feedback.subject}
      </h3>
      <p translate="no" className="text-sm whitespace-pre-line wrap-anywhere text-stone-700">
        {feedback.message}
      </p>
      <div className="flex flex-col gap-2 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <time dateTime={feedback.createdAt}>{formatDate(feedback.createdAt)}</time> ·{' '}
          {submitter === null ? t('admin.from', { sender: t('admin.anonymous') }) : <From sender={submitter} />}
        </p>
        <label className="flex items-center gap-2">
          <span>{t('admin.status')}</span>
          <Select
            className="w-40"
            value={feedback.status}
            disabled={updateStatus.isPending}
            onChange={(event) => changeStatus(event.target.value as FeedbackStatus)}
          >
            <ChoiceOptions choices={FEEDBACK_STATUSES} labels={statusLabels} />
          </Select>
        </label>
      </div>
    </li>
  );
}

/** Where the sender's address goes in "From {sender}": a character of Unicode's private use, in no message. */
const SENDER = '\uE000';

/** "From <sender>", the address marked `translate="no"` wherever the language puts it. */
function From({ sender }: { sender: string }) {
  const t = useMessages(feedbackMessages);
  const [before, after] = t('admin.from', { sender: SENDER }).split(SENDER);
  return (
    <>
      {before}
      <span translate="no">{sender}</span>
      {after}
    </>
  );
}
