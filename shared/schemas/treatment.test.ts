import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors, SOME_ID } from '../test-support/schema-errors';
import { TREATMENT_DEFAULTS, treatmentInputSchema } from './treatment';

const valid = {
  hiveId: SOME_ID,
  treatmentType: 'varroa',
  treatmentName: 'Oxalic acid vapor',
  applicationDate: '2026-09-01',
};

describe('treatmentInputSchema', () => {
  it('gives the spec messages for every missing required field', () => {
    expect(fieldErrors(treatmentInputSchema, { treatmentName: ' ' })).toEqual({
      hiveId: [VALIDATION.hiveRequired],
      treatmentType: [VALIDATION.treatmentTypeRequired],
      treatmentName: [VALIDATION.treatmentNameRequired],
      applicationDate: [VALIDATION.applicationDateRequired],
    });
  });

  it('reads cost sent as text and leaves blank optional fields out', () => {
    expect(treatmentInputSchema.parse({ ...valid, cost: '24.99', dosage: '', nextDueDate: '', notes: '' })).toEqual({
      ...valid,
      cost: 24.99,
    });
  });

  it('refuses a negative cost', () => {
    expect(fieldErrors(treatmentInputSchema, { ...valid, cost: '-5' })).toEqual({ cost: [VALIDATION.costPositive] });
  });

  it('wants the next due date on or after the application date', () => {
    expect(fieldErrors(treatmentInputSchema, { ...valid, nextDueDate: '2026-08-31' })).toEqual({
      nextDueDate: [VALIDATION.nextDueDateBeforeApplication],
    });
    expect(fieldErrors(treatmentInputSchema, { ...valid, nextDueDate: '2026-09-01' })).toEqual({});
  });

  it('reports the due date order together with other errors', () => {
    expect(fieldErrors(treatmentInputSchema, { ...valid, treatmentName: '', nextDueDate: '2026-01-01' })).toEqual({
      treatmentName: [VALIDATION.treatmentNameRequired],
      nextDueDate: [VALIDATION.nextDueDateBeforeApplication],
    });
  });

  it('starts the form at varroa', () => {
    expect(TREATMENT_DEFAULTS.treatmentType).toBe('varroa');
  });
});
