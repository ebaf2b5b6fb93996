import type { FeedbackStatus } from '@shared/schemas/feedback';
import { Badge } from '@/components/ui/badge';
import { FEEDBACK_STATUS_LABELS, FEEDBACK_STATUS_TONES } from './feedback-labels';

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return <Badge tone={FEEDBACK_STATUS_TONES[status]}>{FEEDBACK_STATUS_LABELS[status]}</Badge>;
}
