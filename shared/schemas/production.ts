import * as z from 'zod';
import { PRODUCT_TYPES, PRODUCT_QUALITIES, type ProductType } from '../domain/production';
import { VALIDATION } from '../messages';
import { COLONY_STRENGTHS, HARVEST_MONTH_SOURCES, YIELD_BASELINE_REGIONS } from '../domain/yield-forecast';
import { PRODUCTION_UNITS, type ProductionUnit } from '../domain/production';
import {
  calendarDateSchema,
  DATED_CURSOR_PATTERN,
  numberFromText,
  optionalId,
  pageLimit,
  type NumberField,
  optionalChoice,
  optionalText,
  offlineRecordFields,
  requiredChoice,
  requiredDate,
  requiredId,
  requiredQuantity,
  withClientId,
} from './common';

export { PRODUCT_TYPES, PRODUCT_QUALITIES, type ProductType, type ProductQuality } from '../domain/production';

export { PRODUCTION_UNITS, type ProductionUnit } from '../domain/production';

/** What the add form starts with. */
export const PRODUCTION_DEFAULTS = { productType: 'honey', unit: 'lbs' } as const satisfies {
  productType: ProductType;
  unit: ProductionUnit;
};

/** Largest quantity one harvest record may hold, in any unit. */
const QUANTITY_MAX = 1_000_000;

/** What the add form sends (POST /api/production). */
export const productionInputSchema = z.object({
  hiveId: requiredId(VALIDATION.hiveRequired),
  productType: requiredChoice(PRODUCT_TYPES, VALIDATION.productTypeRequired, 'Product type'),
  quantity: requiredQuantity(
    { missing: VALIDATION.quantityRequired, range: VALIDATION.quantityPositive },
    QUANTITY_MAX,
    'Quantity',
  ),
  unit: requiredChoice(PRODUCTION_UNITS, VALIDATION.unitRequired, 'Unit'),
  harvestDate: requiredDate(VALIDATION.harvestDateRequired),
  quality: optionalChoice(PRODUCT_QUALITIES, 'Quality'),
  notes: optionalText(2000, 'Notes', 'many'),
});
export type ProductionInput = z.input<typeof productionInputSchema>;
export type ParsedProductionInput = z.output<typeof productionInputSchema>;

/**
 * What POST /api/production takes: the form's fields and the id the app made for the harvest, if any
 * (`withClientId`).
 */
export const productionCreateSchema = withClientId(productionInputSchema);

/** A production record as `GET /api/production` lists it. */
export const productionRecordSchema = z.object({
  ...offlineRecordFields,
  hiveId: z.string(),
  hiveName: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  quantity: z.number().nonnegative(),
  unit: z.enum(PRODUCTION_UNITS),
  harvestDate: calendarDateSchema,
  quality: z.enum(PRODUCT_QUALITIES).nullable(),
  notes: z.string().nullable(),
});
export type ProductionRecord = z.infer<typeof productionRecordSchema>;

export const PRODUCTION_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

/** `GET /api/production`: a page of harvests, newest first, all the caller's or one hive's. */
export const productionListQuerySchema = z.object({
  hiveId: optionalId(),
  limit: pageLimit(PRODUCTION_PAGE),
  /** `<harvestDate>_<id>` of the last record of the page before. */
  cursor: z.string().regex(DATED_CURSOR_PATTERN, { error: VALIDATION.invalidCursor }).optional(),
});
export type ProductionListQuery = z.output<typeof productionListQuerySchema>;

/** `GET /api/production/summary?year=`: this year (UTC) unless said. */
export const productionSummaryQuerySchema = z.object({
  year: z.preprocess(
    (value: NumberField) => numberFromText(value),
    z.number({ error: VALIDATION.invalidRequest }).int().min(2000).max(2100).optional(),
  ),
});

/** What was harvested of one product, or in one place or month: weights in lbs, jars counted apart. */
const harvestTotalsSchema = z.object({ lbs: z.number().nonnegative(), jars: z.number().nonnegative() });
export type HarvestTotals = z.infer<typeof harvestTotalsSchema>;

/**
 * What one hive or apiary gave: honey (`lbs`, `jars`), so its rows add up to the year's honey, and the other
 * products (wax, propolis, pollen, royal jelly) apart, never added to the honey.
 */
const placeHarvestSchema = harvestTotalsSchema.extend({ otherProducts: harvestTotalsSchema });

/** `GET /api/production/summary`: the year's harvests, from the per-month, per-hive and per-apiary tallies. */
export const productionSummarySchema = z.object({
  year: z.number().int(),
  /** Honey by weight in lbs (lbs, kg and oz converted), and honey jars counted apart. */
  honey: harvestTotalsSchema,
  activeHives: z.number().int().nonnegative(),
  /** Honey lbs per active hive, to one decimal; null with no active hive. */
  honeyPerActiveHiveLbs: z.number().nonnegative().nullable(),
  byProduct: z.array(harvestTotalsSchema.extend({ productType: z.enum(PRODUCT_TYPES) })),
  byHive: z.array(placeHarvestSchema.extend({ hiveId: z.string(), hiveName: z.string() })),
  byApiary: z.array(placeHarvestSchema.extend({ apiaryId: z.string(), apiaryName: z.string() })),
  /** Honey of each month `01`..`12`, the year asked for and the one before, for the charts. */
  honeyByMonth: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      lbs: z.number().nonnegative(),
      jars: z.number().nonnegative(),
      lastYearLbs: z.number().nonnegative(),
      lastYearJars: z.number().nonnegative(),
    }),
  ),
  /** The year of the oldest harvest (null with none): the Year selector offers every year from it. */
  firstYear: z.number().int().nullable(),
});
export type ProductionSummary = z.infer<typeof productionSummarySchema>;

/** Honey expected this season, in lbs: the poorest, the usual and the best outcome. */
const yieldRangeFields = {
  lowLbs: z.number().nonnegative(),
  expectedLbs: z.number().nonnegative(),
  highLbs: z.number().nonnegative(),
};

const hiveCount = z.number().int().nonnegative();

/** `GET /api/production/forecast`: this season's honey forecast (`forecastYield`), weights in lbs. */
export const yieldForecastSchema = z.object({
  season: z.number().int(),
  hemisphere: z.enum(['northern', 'southern']),
  total: z.object({ ...yieldRangeFields, harvestedLbs: z.number().nonnegative() }),
  hives: z.array(
    z.object({
      ...yieldRangeFields,
      hiveId: z.string(),
      hiveName: z.string(),
      harvestedLbs: z.number().nonnegative(),
      strength: z.enum(COLONY_STRENGTHS),
    }),
  ),
  /** Which inputs made the figure, as facts (weights in lbs), in the order the screen lists them. */
  inputs: z.array(
    z.discriminatedUnion('key', [
      z.object({ key: z.literal('active_hives'), count: z.number().int().nonnegative() }),
      z.object({
        key: z.literal('history'),
        seasons: z.number().int().nonnegative(),
        perHiveLbs: z.number().nonnegative().nullable(),
      }),
      z.object({ key: z.literal('baseline'), region: z.enum(YIELD_BASELINE_REGIONS), perColonyLbs: z.number() }),
      z.object({ key: z.literal('weighting'), historyPercent: z.number().int().min(0).max(100) }),
      z.object({
        key: z.literal('harvest_months'),
        source: z.enum(HARVEST_MONTH_SOURCES),
        months: z.array(z.number().int().min(1).max(12)),
      }),
      z.object({
        key: z.literal('season_progress'),
        toComePercent: z.number().int().min(0).max(100),
        hemisphere: z.enum(['northern', 'southern']),
      }),
      z.object({ key: z.literal('harvested'), lbs: z.number().nonnegative() }),
      z.object({ key: z.literal('scale_gain'), hives: hiveCount, lbs: z.number().positive() }),
      z.object({
        key: z.literal('colony_strength'),
        hives: z.object({ strong: hiveCount, average: hiveCount, weak: hiveCount, not_inspected: hiveCount }),
      }),
    ]),
  ),
});
