/** Bounds that only refuse typing slips: a feeding is at most a few hundred lbs, a count at most 100 per 100 bees. */
export const FEED_AMOUNT_LBS = { min: 0.1, max: 500 } as const;
export const MITES_PER_100_BEES = { min: 0, max: 100 } as const;
