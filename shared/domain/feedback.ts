/** Feedback vocabulary without zod: its categories and statuses, for the entity and the stats. */
export const FEEDBACK_CATEGORIES = ['bug_report', 'feature_request', 'general', 'improvement'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** An admin may move feedback from any status to any other. */
export const FEEDBACK_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
