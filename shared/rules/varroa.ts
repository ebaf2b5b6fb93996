import { VARROA_SAMPLE_BEES_DEFAULT, type VarroaCheck, type VarroaFigure, type VarroaLevel } from '../domain/varroa';

/**
 * Varroa counts and thresholds. Labels are the legal instruction and differ by country, so these are defaults with
 * their sources, configurable by region, never hard rules (figures from ../notes/beekeeping-science.md).
 */

/** Infestation from a wash or roll: mites / sample bees x 100 (HBHC, *Tools for Varroa Management*). */
export function mitesPer100Bees(mites: number, sampleBees: number = VARROA_SAMPLE_BEES_DEFAULT): number {
  return (mites / sampleBees) * 100;
}

/** Natural drop on a sticky board left 3-7 days, reported per day (UK National Bee Unit, *Managing Varroa*). */
export function mitesPerDay(mites: number, boardDays: number): number {
  return mites / boardDays;
}

/** A check's figure, or null without a count (no check, no mites entered, or no board days / sample to divide by). */
export function varroaFigure(check: VarroaCheck): VarroaFigure | null {
  const { varroaMethod, varroaMites, varroaSampleBees, varroaBoardDays } = check;
  if (varroaMites == null || varroaMites < 0) return null;
  if (varroaMethod === 'alcohol_wash' || varroaMethod === 'sugar_roll') {
    const sampleBees = varroaSampleBees ?? VARROA_SAMPLE_BEES_DEFAULT;
    return sampleBees > 0 ? { unit: 'per100Bees', value: mitesPer100Bees(varroaMites, sampleBees) } : null;
  }
  if (varroaMethod === 'sticky_board') {
    return varroaBoardDays != null && varroaBoardDays > 0
      ? { unit: 'perDay', value: mitesPerDay(varroaMites, varroaBoardDays) }
      : null;
  }
  return null;
}

export type Hemisphere = 'northern' | 'southern';

/**
 * An apiary's hemisphere from its latitude (as the apiary keeps it, text, or a number). Without a usable latitude
 * the northern calendar applies, as the sources' tables are written for it.
 */
export function hemisphereOf(latitude: string | number | null | undefined): Hemisphere {
  const degrees = typeof latitude === 'string' && latitude.trim() !== '' ? Number(latitude) : latitude;
  return typeof degrees === 'number' && Number.isFinite(degrees) && degrees < 0 ? 'southern' : 'northern';
}

/** The northern-calendar month (1-12) a month stands for: in the southern hemisphere the months shift by six. */
export function northernMonth(month: number, hemisphere: Hemisphere): number {
  return hemisphere === 'southern' ? ((month + 5) % 12) + 1 : month;
}

/** The month (1-12) of a `YYYY-MM-DD` calendar date. */
export function monthOfCalendarDate(date: string): number {
  return Number(date.slice(5, 7));
}

/** The colony phases of the HBHC's threshold table. */
export const COLONY_PHASES = ['dormancy', 'population_increase', 'peak_population', 'population_decrease'] as const;
export type ColonyPhase = (typeof COLONY_PHASES)[number];

/**
 * The colony's phase in a month, northern temperate calendar shifted by hemisphere: dormancy November-February,
 * increase March-May, peak June-August, decrease September-October (HBHC, *Tools for Varroa Management*, Table 1).
 */
export function colonyPhase(month: number, hemisphere: Hemisphere): ColonyPhase {
  const northern = northernMonth(month, hemisphere);
  if (northern >= 3 && northern <= 5) return 'population_increase';
  if (northern >= 6 && northern <= 8) return 'peak_population';
  if (northern >= 9 && northern <= 10) return 'population_decrease';
  return 'dormancy';
}

/**
 * Multiplier from a sticky board's daily natural drop to the colony's mite population, by northern month: x400 in
 * November-February, x100 in March-April and September-October, x30 in May-August. Source: UK National Bee Unit,
 * *Managing Varroa*.
 */
function dailyDropMultiplier(northern: number): number {
  if (northern >= 5 && northern <= 8) return 30;
  if (northern >= 3 && northern <= 10) return 100;
  return 400;
}

/** The colony's mite population estimated from a board's daily drop in a month (NBU conversion, rounded). */
export function estimatedColonyMites(dailyDrop: number, month: number, hemisphere: Hemisphere): number {
  return Math.round(dailyDrop * dailyDropMultiplier(northernMonth(month, hemisphere)));
}

/** A region's thresholds: per 100 bees by phase for a wash or roll, and the sticky-board figures. */
export interface VarroaThresholds {
  /** Treat at or above this many mites per 100 adult bees (wash or roll), by colony phase. */
  per100Bees: Record<ColonyPhase, number>;
  /** Treat when the board's estimated colony population reaches this many mites. */
  boardColonyMites: number;
  /** Treat when the board's daily drop is above this at any time of year. */
  boardSevereDailyDrop: number;
}

/**
 * The UK National Bee Unit's sticky-board figures (*Managing Varroa*): act before the colony carries about 1,000
 * mites; more than 9 a day is severe at any time of year. The only board figures the notes give, used everywhere.
 */
const NBU_BOARD = { boardColonyMites: 1000, boardSevereDailyDrop: 9 } as const;

/**
 * Default thresholds by region; a beekeeper's local label or extension service may say otherwise. Where sources
 * disagree (earlier HBHC editions 2-3 by season; the spec's tip text 3 active season, 2 fall) the default follows
 * the newest HBHC edition.
 */
export const VARROA_THRESHOLDS_BY_REGION = {
  /**
   * Honey Bee Health Coalition, *Tools for Varroa Management*, 9th edition (2026), Table 1, as encoded in another
   * app's code (the guide itself not read): 1 while dormant and in population increase, 2 at peak and in decrease.
   */
  default: {
    per100Bees: { dormancy: 1, population_increase: 1, peak_population: 2, population_decrease: 2 },
    ...NBU_BOARD,
  },
  /**
   * Mississippi State University Extension, P4049: 1 in February (the broodless month there) and 3 in the growing
   * season, read here as 1 while dormant and 3 in the other phases.
   */
  us_mississippi: {
    per100Bees: { dormancy: 1, population_increase: 3, peak_population: 3, population_decrease: 3 },
    ...NBU_BOARD,
  },
} as const satisfies Record<string, VarroaThresholds>;
export type VarroaRegion = keyof typeof VARROA_THRESHOLDS_BY_REGION;

/** The watch band starts at half the threshold (beekeeping-science notes, after HBHC Table 1). */
const WATCH_FRACTION = 0.5;

function levelAgainst(value: number, treatAt: number, treatAbove = false): VarroaLevel {
  if (treatAbove ? value > treatAt : value >= treatAt) return 'treat';
  if (value >= treatAt * WATCH_FRACTION) return 'watch';
  return 'ok';
}

const LEVEL_RANK: Record<VarroaLevel, number> = { ok: 0, watch: 1, treat: 2 };

/** Where an apiary is and which region's figures it follows. */
export interface VarroaContext {
  latitude?: string | number | null;
  region?: VarroaRegion;
}

/** The wash-or-roll threshold (mites per 100 bees) in a month for an apiary: the hive page's threshold line. */
export function varroaThresholdPer100Bees(month: number, { latitude, region = 'default' }: VarroaContext = {}): number {
  return VARROA_THRESHOLDS_BY_REGION[region].per100Bees[colonyPhase(month, hemisphereOf(latitude))];
}

/**
 * Where a figure stands in a month: a wash or roll against the phase's threshold; a board by its estimated colony
 * population against the action figure, or its daily drop against the severe line, whichever is worse.
 */
export function varroaLevel(figure: VarroaFigure, month: number, context: VarroaContext = {}): VarroaLevel {
  if (figure.unit === 'per100Bees') return levelAgainst(figure.value, varroaThresholdPer100Bees(month, context));
  const thresholds = VARROA_THRESHOLDS_BY_REGION[context.region ?? 'default'];
  const colonyMites = estimatedColonyMites(figure.value, month, hemisphereOf(context.latitude));
  const byPopulation = levelAgainst(colonyMites, thresholds.boardColonyMites);
  const byDailyDrop = levelAgainst(figure.value, thresholds.boardSevereDailyDrop, true);
  return LEVEL_RANK[byDailyDrop] > LEVEL_RANK[byPopulation] ? byDailyDrop : byPopulation;
}
