/**
 * How much feedback one sender may send, so the public form can't flood the admins' list: a visitor (not signed in)
 * per source address, a signed-in beekeeper per account only (club members share a network address, not a limit).
 * Fixed windows: the count starts again each hour / day.
 */
export const FEEDBACK_RATE_LIMITS = {
  perAddress: { max: 5, windowHours: 1 },
  perUser: { max: 10, windowHours: 24 },
} as const;
