/**
 * How much feedback one sender may send, so the public form can't flood the admins' list: per source address
 * (signed in or not) and, for signed-in users, per account. Fixed windows: the count starts again each hour / day.
 */
export const FEEDBACK_RATE_LIMITS = {
  perAddress: { max: 5, windowHours: 1 },
  perUser: { max: 10, windowHours: 24 },
} as const;
