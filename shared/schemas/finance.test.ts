import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors, SOME_ID } from '../test-support/schema-errors';
import {
  EXPENSE_CATEGORIES,
  FINANCE_DEFAULTS,
  financialRecordInputSchema,
  INCOME_CATEGORIES,
  isCategoryOfType,
} from './finance';

const valid = {
  type: 'income',
  category: 'honey_sales',
  amount: '1234.50',
  description: 'Farmers market',
  transactionDate: '2026-07-04',
};

describe('financialRecordInputSchema', () => {
  it('gives the spec messages for every missing required field', () => {
    expect(fieldErrors(financialRecordInputSchema, {})).toEqual({
      type: [VALIDATION.typeRequired],
      category: [VALIDATION.categoryRequired],
      amount: [VALIDATION.amountRequired],
      description: [VALIDATION.descriptionRequired],
      transactionDate: [VALIDATION.dateRequired],
    });
  });

  it('reads the amount, drops empty hive and apiary links', () => {
    expect(financialRecordInputSchema.parse({ ...valid, hiveId: '', apiaryId: null })).toEqual({
      ...valid,
      amount: 1234.5,
    });
    expect(financialRecordInputSchema.parse({ ...valid, hiveId: SOME_ID }).hiveId).toBe(SOME_ID);
  });

  it('refuses a negative amount or one with fractions of a cent', () => {
    expect(fieldErrors(financialRecordInputSchema, { ...valid, amount: -1 })).toEqual({
      amount: [VALIDATION.amountPositive],
    });
    expect(fieldErrors(financialRecordInputSchema, { ...valid, amount: '9.999' })).toEqual({
      amount: [VALIDATION.moneyPrecision('Amount')],
    });
  });

  it('refuses a category of the other type, alongside other errors', () => {
    expect(fieldErrors(financialRecordInputSchema, { ...valid, category: 'feed' })).toEqual({
      category: [VALIDATION.categoryTypeMismatch],
    });
    expect(fieldErrors(financialRecordInputSchema, { ...valid, type: 'expense', description: '' })).toEqual({
      description: [VALIDATION.descriptionRequired],
      category: [VALIDATION.categoryTypeMismatch],
    });
  });

  it('gives only the required message when the type is missing', () => {
    expect(fieldErrors(financialRecordInputSchema, { ...valid, type: '' })).toEqual({
      type: [VALIDATION.typeRequired],
    });
  });

  it('starts the form at an equipment expense', () => {
    expect(FINANCE_DEFAULTS).toEqual({ type: 'expense', category: 'equipment' });
    expect(isCategoryOfType(FINANCE_DEFAULTS.type, FINANCE_DEFAULTS.category)).toBe(true);
  });
});

describe('isCategoryOfType', () => {
  it('places every category under exactly one type', () => {
    for (const category of INCOME_CATEGORIES) {
      expect([isCategoryOfType('income', category), isCategoryOfType('expense', category)]).toEqual([true, false]);
    }
    for (const category of EXPENSE_CATEGORIES) {
      expect([isCategoryOfType('income', category), isCategoryOfType('expense', category)]).toEqual([false, true]);
    }
  });
});
