import type { FeedbackStatus } from '@shared/schemas/feedback';

export const FEEDBACK_STATUS_LABELS: Readonly<Record<FeedbackStatus, string>> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** The spec's status colours: open blue, in progress yellow, resolved green, closed grey. */
export const FEEDBACK_STATUS_TONES = {
  open: 'blue',
  in_progress: 'amber',
  resolved: 'green',
  closed: 'neutral',
} as const satisfies Record<FeedbackStatus, string>;
