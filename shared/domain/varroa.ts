/** The varroa check of an inspection, without zod, so the rules and the screens can share the vocabulary. */

/**
 * How the mites were counted: an alcohol wash or a sugar roll of a sample of bees (mites per 100 bees), a sticky
 * board under the mesh floor (mites dropped per day), or no count this time.
 */
export const VARROA_METHODS = ['alcohol_wash', 'sugar_roll', 'sticky_board', 'none'] as const;
export type VarroaMethod = (typeof VARROA_METHODS)[number];

/**
 * A wash or a roll samples about half a cup of bees from the brood nest, some 300 bees: the usual sample size of
 * the Honey Bee Health Coalition's "Tools for Varroa Management" (2022), so it is the default.
 */
export const VARROA_SAMPLE_BEES_DEFAULT = 300;

/** Bounds that only refuse typing slips: a sample is at most a few thousand bees, a board stays in for weeks. */
export const VARROA_BOUNDS = {
  mites: { min: 0, max: 10_000 },
  sampleBees: { min: 1, max: 5_000 },
  boardDays: { min: 1, max: 60 },
} as const;
