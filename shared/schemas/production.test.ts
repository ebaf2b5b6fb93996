import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors, SOME_ID } from '../test-support/schema-errors';
import {
  PRODUCT_TYPES,
  PRODUCTION_DEFAULTS,
  productionInputSchema,
  productionListQuerySchema,
  productionSummaryQuerySchema,
} from './production';

const valid = { hiveId: SOME_ID, productType: 'honey', quantity: 12.5, unit: 'lbs', harvestDate: '2026-08-20' };

describe('productionInputSchema', () => {
  it('gives the spec messages for every missing required field', () => {
    expect(fieldErrors(productionInputSchema, {})).toEqual({
      hiveId: [VALIDATION.hiveRequired],
      productType: [VALIDATION.productTypeRequired],
      quantity: [VALIDATION.quantityRequired],
      unit: [VALIDATION.unitRequired],
      harvestDate: [VALIDATION.harvestDateRequired],
    });
    expect(
      fieldErrors(productionInputSchema, { hiveId: '', productType: '', quantity: '', unit: '', harvestDate: '' }),
    ).toEqual({
      hiveId: [VALIDATION.hiveRequired],
      productType: [VALIDATION.productTypeRequired],
      quantity: [VALIDATION.quantityRequired],
      unit: [VALIDATION.unitRequired],
      harvestDate: [VALIDATION.harvestDateRequired],
    });
  });

  it('accepts a quantity of 0 or more, as number or text', () => {
    expect(productionInputSchema.parse({ ...valid, quantity: '0' }).quantity).toBe(0);
    expect(productionInputSchema.parse({ ...valid, quantity: '3.7' }).quantity).toBe(3.7);
    expect(fieldErrors(productionInputSchema, { ...valid, quantity: -0.1 })).toEqual({
      quantity: [VALIDATION.quantityPositive],
    });
  });

  it('refuses unknown product types, units and qualities', () => {
    expect(fieldErrors(productionInputSchema, { ...valid, productType: 'mead', unit: 'g', quality: 'best' })).toEqual({
      productType: [VALIDATION.invalidOption('Product type', PRODUCT_TYPES)],
      unit: [VALIDATION.invalidOption('Unit', ['lbs', 'kg', 'oz', 'jars'])],
      quality: [VALIDATION.invalidOption('Quality', ['premium', 'grade_a', 'grade_b', 'commercial'])],
    });
  });

  it('leaves quality and notes out when blank', () => {
    expect(productionInputSchema.parse({ ...valid, quality: '', notes: '' })).toEqual(valid);
  });

  it('starts the form at honey in lbs', () => {
    expect(PRODUCTION_DEFAULTS).toEqual({ productType: 'honey', unit: 'lbs' });
  });
});

describe('productionListQuerySchema', () => {
  it('pages 20 by default, at most 100, after a dated cursor', () => {
    expect(productionListQuerySchema.parse({})).toEqual({ limit: 20 });
    const cursor = `2026-08-20_${SOME_ID}`;
    expect(productionListQuerySchema.parse({ hiveId: SOME_ID, limit: '100', cursor })).toEqual({
      hiveId: SOME_ID,
      limit: 100,
      cursor,
    });
    expect(fieldErrors(productionListQuerySchema, { limit: '101', cursor: 'page-2' })).toEqual({
      limit: [VALIDATION.pageLimitRange(100)],
      cursor: [VALIDATION.invalidCursor],
    });
  });
});

describe('productionSummaryQuerySchema', () => {
  it('takes a whole year as text, or none for this year', () => {
    expect(productionSummaryQuerySchema.parse({})).toEqual({});
    expect(productionSummaryQuerySchema.parse({ year: '2025' })).toEqual({ year: 2025 });
    expect(productionSummaryQuerySchema.safeParse({ year: '2025.5' }).success).toBe(false);
  });
});
