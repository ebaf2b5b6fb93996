/** What `/feedback`, the admin's Feedback Management and the feedback routes say. */
import { FEEDBACK_RATE_LIMITS } from '../rules/feedback-rate-limits';
import { messageTable } from '../i18n/message-table';

export const FEEDBACK_VALIDATION = messageTable({
  feedbackCategoryRequired: 'Please select a category',
  subjectMinLength: 'Subject must be at least 3 characters',
  messageMinLength: 'Message must be at least 10 characters',
  ratingRange: 'Rating must be between 1 and 5',
} as const);

export const FEEDBACK_API_ERRORS = messageTable({
  feedbackNotFound: 'Feedback not found',
  /** The 429 of POST /api/feedback; the form shows it as the failure toast's text. */
  feedbackRateLimited: `You have sent a lot of feedback in a short time (at most ${FEEDBACK_RATE_LIMITS.perAddress.max} an hour from one address without signing in and ${FEEDBACK_RATE_LIMITS.perUser.max} a day from one account). Please try again later.`,
} as const);
