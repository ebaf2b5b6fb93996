import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors, SOME_ID } from '../test-support/schema-errors';
import { FRAME_COUNT, HIVE_DEFAULTS, HIVE_TYPE_LABELS, HIVE_TYPES, QUEEN_AGE_MONTHS } from '../domain/hive';
import { hiveInputSchema } from './hive';

describe('hiveInputSchema', () => {
  it('requires a name and an apiary with the spec messages', () => {
    expect(fieldErrors(hiveInputSchema, {})).toEqual({
      name: [VALIDATION.nameRequired],
      apiaryId: [VALIDATION.apiaryRequired],
    });
    expect(fieldErrors(hiveInputSchema, { name: '', apiaryId: '' })).toEqual({
      name: [VALIDATION.nameRequired],
      apiaryId: [VALIDATION.apiaryRequired],
    });
    expect(fieldErrors(hiveInputSchema, { name: 'A', apiaryId: 'apiary-1' })).toEqual({
      apiaryId: [VALIDATION.invalidId],
    });
  });

  it('converts numeric text to integers and leaves empty optional fields out', () => {
    expect(
      hiveInputSchema.parse({ name: 'Hive 1', apiaryId: SOME_ID, queenAge: '14', frameCount: '', queenId: ' ' }),
    ).toEqual({ name: 'Hive 1', apiaryId: SOME_ID, queenAge: 14 });
  });

  it('refuses fractional or out-of-range counts and unknown types', () => {
    expect(
      fieldErrors(hiveInputSchema, {
        name: 'A',
        apiaryId: SOME_ID,
        queenAge: 1.5,
        frameCount: 0,
        hiveType: 'skep',
        status: 'lost',
      }),
    ).toEqual({
      queenAge: [VALIDATION.queenAgeRange],
      frameCount: [VALIDATION.frameCountRange],
      hiveType: [VALIDATION.invalidOption('Hive type', HIVE_TYPES)],
      status: [VALIDATION.invalidOption('Status', ['active', 'inactive', 'dead', 'sold', 'combined'])],
    });
  });

  it('checks the bounds its range messages name', () => {
    expect(VALIDATION.queenAgeRange).toBe('Queen age (months) must be a whole number from 0 to 240');
    expect(VALIDATION.frameCountRange).toBe('Frame count must be a whole number from 1 to 100');
    const hive = { name: 'A', apiaryId: SOME_ID };
    expect(fieldErrors(hiveInputSchema, { ...hive, queenAge: QUEEN_AGE_MONTHS.max + 1 })).toEqual({
      queenAge: [VALIDATION.queenAgeRange],
    });
    expect(fieldErrors(hiveInputSchema, { ...hive, frameCount: FRAME_COUNT.max + 1 })).toEqual({
      frameCount: [VALIDATION.frameCountRange],
    });
    expect(
      hiveInputSchema.parse({ ...hive, queenAge: QUEEN_AGE_MONTHS.min, frameCount: String(FRAME_COUNT.max) }),
    ).toEqual({ ...hive, queenAge: QUEEN_AGE_MONTHS.min, frameCount: FRAME_COUNT.max });
    expect(
      fieldErrors(hiveInputSchema, { ...hive, queenAge: QUEEN_AGE_MONTHS.max, frameCount: FRAME_COUNT.min }),
    ).toEqual({});
  });

  it('names every hive type for the beekeeper', () => {
    expect(HIVE_TYPES.map((type) => HIVE_TYPE_LABELS[type])).toEqual(['Langstroth', 'Top bar', 'Warré']);
  });

  it('has the spec defaults for the server to apply', () => {
    expect(HIVE_DEFAULTS).toEqual({ hiveType: 'langstroth', frameCount: 10, status: 'active' });
  });
});
