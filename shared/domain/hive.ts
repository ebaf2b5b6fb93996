/**
 * Hive vocabulary without zod, so Lambdas that only read hives (and the React app's first screens) don't bundle
 * the validation library just for these constants.
 */
export const HIVE_TYPES = ['langstroth', 'top_bar', 'warre'] as const;
export type HiveType = (typeof HIVE_TYPES)[number];

/** How the app names each hive type to the beekeeper. */
export const HIVE_TYPE_LABELS = {
  langstroth: 'Langstroth',
  top_bar: 'Top bar',
  warre: 'Warré',
} as const satisfies Record<HiveType, string>;

/** Queen age in months: up to 20 years, far beyond any queen's life, so only typing slips are refused. */
export const QUEEN_AGE_MONTHS = { min: 0, max: 240 } as const;

/** Frames per hive: a nucleus has a few, a long top-bar hive can hold dozens. */
export const FRAME_COUNT = { min: 1, max: 100 } as const;

/** Hive status: active colonies count towards the dashboard; the others are kept for the record. */
export const HIVE_STATUSES = ['active', 'inactive', 'dead', 'sold', 'combined'] as const;
export type HiveStatus = (typeof HIVE_STATUSES)[number];

/** How the app names each hive status to the beekeeper. */
export const HIVE_STATUS_LABELS = {
  active: 'Active',
  inactive: 'Inactive',
  dead: 'Dead',
  sold: 'Sold',
  combined: 'Combined',
} as const satisfies Record<HiveStatus, string>;

export const HIVE_DEFAULTS = { hiveType: 'langstroth', frameCount: 10, status: 'active' } as const satisfies {
  hiveType: HiveType;
  frameCount: number;
  status: HiveStatus;
};

/** Shown as a hive's health until its first inspection gives it a label. */
export const HIVE_HEALTH_NOT_INSPECTED = 'Not inspected';
