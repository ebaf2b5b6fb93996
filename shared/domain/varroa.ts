/**
 * Varroa check vocabulary without zod, so the inspection list, the hive page and read-only Lambdas name methods and
 * levels the same way without bundling the validation library.
 */

/** How the mites were counted: a wash or roll of a bee sample, a sticky board under the hive, or not at all. */
export const VARROA_METHODS = ['alcohol_wash', 'sugar_roll', 'sticky_board', 'none'] as const;
export type VarroaMethod = (typeof VARROA_METHODS)[number];

/** How the app names each method to the beekeeper. */
export const VARROA_METHOD_LABELS = {
  alcohol_wash: 'Alcohol wash',
  sugar_roll: 'Sugar roll',
  sticky_board: 'Sticky board',
  none: 'No varroa check',
} as const satisfies Record<VarroaMethod, string>;

/**
 * Bees in a wash or roll sample when the beekeeper doesn't say: about 300 adult bees (half a US cup) from a
 * brood-nest frame. Source: Honey Bee Health Coalition, *Tools for Varroa Management*; Lee, Reuter & Spivak 2010,
 * J. Econ. Entomol. 103:1039.
 */
export const VARROA_SAMPLE_BEES_DEFAULT = 300;

/** Bounds that only refuse typing slips: a sample is at most a few thousand bees, a board stays in for weeks. */
export const VARROA_BOUNDS = {
  mites: { min: 0, max: 10_000 },
  sampleBees: { min: 1, max: 5_000 },
  boardDays: { min: 1, max: 60 },
} as const;

/**
 * A varroa check as an inspection carries it. Sample bees count only for a wash or roll, board days only for a
 * sticky board; fields are optional so inspections recorded before the check existed read as "no check".
 */
export interface VarroaCheck {
  varroaMethod?: VarroaMethod | null;
  varroaMites?: number | null;
  varroaSampleBees?: number | null;
  varroaBoardDays?: number | null;
}

/** Where a count stands against the threshold: below the watch band, in it (half the threshold up to it), or at it. */
export const VARROA_LEVELS = ['ok', 'watch', 'treat'] as const;
export type VarroaLevel = (typeof VARROA_LEVELS)[number];

export const VARROA_LEVEL_LABELS = {
  ok: 'Below threshold',
  watch: 'Watch',
  treat: 'Treat',
} as const satisfies Record<VarroaLevel, string>;

/** A count's figure: mites per 100 bees for a wash or roll, mites per day for a sticky board. */
export type VarroaFigure = { unit: 'per100Bees'; value: number } | { unit: 'perDay'; value: number };

/** How a figure is written: one decimal and its unit. */
export const VARROA_FIGURE_UNITS = {
  per100Bees: 'mites/100 bees',
  perDay: 'mites/day',
} as const satisfies Record<VarroaFigure['unit'], string>;

/** A figure as the inspection list and the hive page show it, e.g. '2.3 mites/100 bees' or '4.5 mites/day'. */
export function formatVarroaFigure({ unit, value }: VarroaFigure): string {
  return `${value.toFixed(1)} ${VARROA_FIGURE_UNITS[unit]}`;
}
