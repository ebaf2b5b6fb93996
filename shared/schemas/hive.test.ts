import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors, SOME_ID } from '../test-support/schema-errors';
import { HIVE_DEFAULTS } from '../domain/hive';
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
      queenAge: [VALIDATION.queenAgeWhole],
      frameCount: [VALIDATION.frameCountRange],
      hiveType: [VALIDATION.hiveTypeInvalid],
      status: [VALIDATION.invalidOption('Status', ['active', 'inactive', 'dead', 'sold', 'combined'])],
    });
  });

  it('has the spec defaults for the server to apply', () => {
    expect(HIVE_DEFAULTS).toEqual({ hiveType: 'langstroth', frameCount: 10, status: 'active' });
  });
});
