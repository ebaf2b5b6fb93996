/** The yield forecast's vocabulary without zod: its rules and its answer's schema both read it. */
export const COLONY_STRENGTHS = ['strong', 'average', 'weak', 'not_inspected'] as const;
export type ColonyStrength = (typeof COLONY_STRENGTHS)[number];

/** The published averages a forecast falls back on without the beekeeper's own seasons. */
export const YIELD_BASELINE_REGIONS = ['us', 'uk'] as const;
export type YieldBaselineRegion = (typeof YIELD_BASELINE_REGIONS)[number];

/** Whose months say when honey comes off: the beekeeper's past harvests, or the season guides' typical ones. */
export const HARVEST_MONTH_SOURCES = ['own', 'typical'] as const;
export type HarvestMonthSource = (typeof HARVEST_MONTH_SOURCES)[number];
