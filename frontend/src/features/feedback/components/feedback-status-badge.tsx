import type { FeedbackStatus } from '@shared/schemas/feedback';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n/catalog';
import { feedbackMessages } from '../messages';
import { FEEDBACK_STATUS_TONES } from './feedback-labels';

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const t = useMessages(feedbackMessages);
  return <Badge tone={FEEDBACK_STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
}
