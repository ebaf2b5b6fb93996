import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  type FeedbackCategory,
  type FeedbackStatus,
} from '@shared/schemas/feedback';
import { useMessages } from '@/lib/i18n/catalog';
import { feedbackMessages } from '../messages';

/** The statuses as the badges and selectors name them, in the language shown. */
export function useStatusLabels(): Record<FeedbackStatus, string> {
  const t = useMessages(feedbackMessages);
  return Object.fromEntries(FEEDBACK_STATUSES.map((status) => [status, t(`status.${status}`)])) as Record<
    FeedbackStatus,
    string
  >;
}

/** The categories as the form and the admin's list name them, in the language shown. */
export function useCategoryLabels(): Record<FeedbackCategory, string> {
  const t = useMessages(feedbackMessages);
  return Object.fromEntries(FEEDBACK_CATEGORIES.map((category) => [category, t(`category.${category}`)])) as Record<
    FeedbackCategory,
    string
  >;
}

/** The spec's status colours: open blue, in progress yellow, resolved green, closed grey. */
export const FEEDBACK_STATUS_TONES = {
  open: 'blue',
  in_progress: 'amber',
  resolved: 'green',
  closed: 'neutral',
} as const satisfies Record<FeedbackStatus, string>;
