import * as z from 'zod';
import { VALIDATION } from '../messages';
import {
  calendarDateSchema,
  optionalChoice,
  optionalText,
  recordFields,
  requiredChoice,
  requiredDate,
  requiredId,
  requiredQuantity,
} from './common';

export const PRODUCT_TYPES = ['honey', 'wax', 'propolis', 'pollen', 'royal_jelly'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCTION_UNITS = ['lbs', 'kg', 'oz', 'jars'] as const;
export type ProductionUnit = (typeof PRODUCTION_UNITS)[number];

export const PRODUCT_QUALITIES = ['premium', 'grade_a', 'grade_b', 'commercial'] as const;
export type ProductQuality = (typeof PRODUCT_QUALITIES)[number];

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
  notes: optionalText(2000, 'Notes'),
});
export type ProductionInput = z.input<typeof productionInputSchema>;
export type ParsedProductionInput = z.output<typeof productionInputSchema>;

/** A production record as `GET /api/production` lists it. */
export const productionRecordSchema = z.object({
  ...recordFields,
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
