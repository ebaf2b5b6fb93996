/** The 1-5 scale of inspection scores and feedback ratings (spec sections 3 and 9); zod-free for the rules. */
export const RATING_SCALE = { min: 1, max: 5 } as const;
