import * as z from 'zod';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, type FeedbackCategory, type FeedbackStatus } from '../domain/feedback';
import { VALIDATION } from '../messages';
import {
  optionalChoice,
  optionalEmail,
  optionalRating,
  pageLimit,
  ratingSchema,
  recordFields,
  requiredChoice,
  textOfLength,
  ULID_PATTERN,
} from './common';

export { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, type FeedbackCategory, type FeedbackStatus } from '../domain/feedback';

/** The categories as the form, the admin list and the admins' notifications name them. */
export const FEEDBACK_CATEGORY_LABELS: Readonly<Record<FeedbackCategory, string>> = {
  bug_report: 'Bug Report',
  feature_request: 'Feature Request',
  general: 'General Feedback',
  improvement: 'Improvement Suggestion',
};

export const FEEDBACK_TEXT_LIMITS = {
  subject: { min: 3, max: 200 },
  message: { min: 10, max: 5000 },
} as const;

/**
 * What the feedback form sends (POST /api/feedback). Signed-out visitors may leave an e-mail; for signed-in users
 * the server takes the address from their account instead.
 */
export const feedbackInputSchema = z.object({
  category: requiredChoice(FEEDBACK_CATEGORIES, VALIDATION.feedbackCategoryRequired, 'Category'),
  subject: textOfLength(FEEDBACK_TEXT_LIMITS.subject, VALIDATION.subjectMinLength, 'Subject'),
  message: textOfLength(FEEDBACK_TEXT_LIMITS.message, VALIDATION.messageMinLength, 'Message', 'many'),
  rating: optionalRating(),
  userEmail: optionalEmail(),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;
export type ParsedFeedbackInput = z.output<typeof feedbackInputSchema>;

/** What an admin's status selector sends (PUT /api/feedback/{id}). */
export const feedbackStatusInputSchema = z.object({
  status: requiredChoice(FEEDBACK_STATUSES, VALIDATION.statusRequired, 'Status'),
});
export type FeedbackStatusInput = z.input<typeof feedbackStatusInputSchema>;
export type ParsedFeedbackStatusInput = z.output<typeof feedbackStatusInputSchema>;

/** A feedback item as `GET /api/feedback` (own) and `GET /api/feedback?admin=true` (all) list it. */
export const feedbackSchema = z.object({
  ...recordFields,
  category: z.enum(FEEDBACK_CATEGORIES),
  subject: z.string(),
  message: z.string(),
  rating: ratingSchema.nullable(),
  userEmail: z.string().nullable(),
  userId: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** How many of their own items `/feedback`'s Your Previous Feedback shows. */
export const PREVIOUS_FEEDBACK_SHOWN = 3;

/**
 * `GET /api/feedback`: the caller's own, newest first; with `admin=true` (admins only) everyone's, newest first,
 * one status's and/or one category's, a page of `limit` after `cursor` (the id of the page before's last item).
 */
export const FEEDBACK_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

export const feedbackListQuerySchema = z.object({
  admin: z.enum(['true', 'false'], { error: VALIDATION.trueOrFalse('admin') }).optional(),
  status: optionalChoice(FEEDBACK_STATUSES, 'Status'),
  category: optionalChoice(FEEDBACK_CATEGORIES, 'Category'),
  limit: pageLimit(FEEDBACK_PAGE),
  cursor: z.string().regex(ULID_PATTERN, { error: VALIDATION.invalidCursor }).optional(),
});
export type FeedbackListQuery = z.output<typeof feedbackListQuerySchema>;

/** `GET /api/feedback/stats` (admins): the stat cards of Feedback Management, kept with every write. */
export const feedbackStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  byStatus: z.object(
    Object.fromEntries(FEEDBACK_STATUSES.map((status) => [status, z.number().int()])) as {
      [S in FeedbackStatus]: z.ZodNumber;
    },
  ),
  /** The mean of the given ratings to one decimal; null while no feedback has one. */
  averageRating: z.number().nullable(),
});
export type FeedbackStats = z.infer<typeof feedbackStatsSchema>;
