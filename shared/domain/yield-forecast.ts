/** The yield forecast's vocabulary without zod: its rules and its answer's schema both read it. */
export const COLONY_STRENGTHS = ['strong', 'average', 'weak', 'not_inspected'] as const;
export type ColonyStrength = (typeof COLONY_STRENGTHS)[number];

export const FORECAST_INPUT_KEYS = [
  'active_hives',
  'history',
  'baseline',
  'weighting',
  'harvest_months',
  'season_progress',
  'harvested',
  'colony_strength',
] as const;
export type ForecastInputKey = (typeof FORECAST_INPUT_KEYS)[number];
