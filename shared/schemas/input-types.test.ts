/**
 * The `*Input` types describe what a client sends, so a form or script that sends a wrong field type fails to
 * compile. `tsc -p .` checks the `@ts-expect-error` lines: each must be an error, or the build fails.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiaryInput, ParsedApiaryInput } from './apiary';
import type { HiveInput, ParsedHiveInput } from './hive';
import type { InspectionInput } from './inspection';
import type { ParsedTreatmentInput, TreatmentInput } from './treatment';

describe('input types', () => {
  it('take what a form sends: text, numbers or numeric text, and blanks', () => {
    const hive: HiveInput = {
      name: 'Hive 1',
      apiaryId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      queenAge: '14',
      frameCount: 10,
      hiveType: '',
      queenId: null,
    };
    const apiary: ApiaryInput = { name: 'Home yard', location: 'Barn', latitude: 45.5, longitude: '-122.6' };
    expectTypeOf(hive.queenAge).toEqualTypeOf<number | string | null | undefined>();
    expectTypeOf(apiary.latitude).toEqualTypeOf<number | string | null | undefined>();
    expectTypeOf<TreatmentInput['cost']>().toEqualTypeOf<number | string | null | undefined>();
    expectTypeOf<InspectionInput['inspectionDate']>().toEqualTypeOf<string | null | undefined>();
  });

  it('refuse a wrong field type', () => {
    const apiaryId = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
    // @ts-expect-error an apiary id is text
    const numericId: HiveInput = { name: 'x', apiaryId: 42 };
    // @ts-expect-error a queen age is a number or its text
    const objectAge: HiveInput = { name: 'x', apiaryId, queenAge: {} };
    // @ts-expect-error a frame count is a number or its text
    const booleanFrames: HiveInput = { name: 'x', apiaryId, frameCount: true };
    // @ts-expect-error a hive type is one of HIVE_TYPES
    const unknownType: HiveInput = { name: 'x', apiaryId, hiveType: 'skep' };
    // @ts-expect-error a latitude is a number or its text
    const objectLatitude: ApiaryInput = { name: 'x', location: 'y', latitude: { degrees: 45 } };
    expectTypeOf([numericId, objectAge, booleanFrames, unknownType, objectLatitude]).not.toBeNever();
  });

  it('are parsed into the types the server stores', () => {
    expectTypeOf<ParsedHiveInput['queenAge']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ParsedApiaryInput['latitude']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ParsedTreatmentInput['cost']>().toEqualTypeOf<number | undefined>();
  });
});
