import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors, SOME_ID } from '../test-support/schema-errors';
import { inspectionInputSchema, inspectionListQuerySchema } from './inspection';

describe('inspectionInputSchema', () => {
  it('requires a hive and a date with the spec messages', () => {
    expect(fieldErrors(inspectionInputSchema, {})).toEqual({
      hiveId: [VALIDATION.hiveRequired],
      inspectionDate: [VALIDATION.dateRequired],
    });
    expect(fieldErrors(inspectionInputSchema, { hiveId: '', inspectionDate: '' })).toEqual({
      hiveId: [VALIDATION.hiveRequired],
      inspectionDate: [VALIDATION.dateRequired],
    });
  });

  it('applies the form defaults: scores 3, small hive beetle 1, no findings, no photos', () => {
    expect(inspectionInputSchema.parse({ hiveId: SOME_ID, inspectionDate: '2026-05-01' })).toEqual({
      hiveId: SOME_ID,
      inspectionDate: '2026-05-01',
      queenSeen: false,
      queenCells: false,
      broodPattern: 3,
      temperament: 3,
      population: 3,
      foodStores: 3,
      smallHiveBeetle: 1,
      eggsPresent: false,
      openBrood: false,
      cappedBrood: false,
      diseases: [],
      treatments: [],
      photos: [],
      varroaMethod: 'none',
    });
  });

  it('keeps what the beekeeper recorded', () => {
    const parsed = inspectionInputSchema.parse({
      hiveId: SOME_ID,
      inspectionDate: '2026-05-01',
      queenSeen: true,
      broodPattern: '5',
      smallHiveBeetle: 2,
      diseases: ['Chalkbrood', ' '],
      notes: ' Calm colony ',
      photos: ['https://uploads.example/p1.jpg'],
    });
    expect(parsed).toMatchObject({
      queenSeen: true,
      broodPattern: 5,
      smallHiveBeetle: 2,
      diseases: ['Chalkbrood'],
      notes: 'Calm colony',
      photos: ['https://uploads.example/p1.jpg'],
    });
  });

  it('refuses scores outside 1-5 and more than 5 photos', () => {
    const base = { hiveId: SOME_ID, inspectionDate: '2026-05-01' };
    expect(fieldErrors(inspectionInputSchema, { ...base, temperament: 0, foodStores: 6 })).toEqual({
      temperament: [VALIDATION.ratingRange],
      foodStores: [VALIDATION.ratingRange],
    });
    const photos = Array.from({ length: 6 }, (_, index) => `https://uploads.example/p${index}.jpg`);
    expect(fieldErrors(inspectionInputSchema, { ...base, photos })).toEqual({
      photos: [VALIDATION.tooMany('photos', 5)],
    });
    expect(fieldErrors(inspectionInputSchema, { ...base, photos: photos.slice(0, 5) })).toEqual({});
  });

  it('refuses a yes/no field that is not a boolean', () => {
    expect(
      fieldErrors(inspectionInputSchema, { hiveId: SOME_ID, inspectionDate: '2026-05-01', queenSeen: 'maybe' }),
    ).toEqual({ queenSeen: [VALIDATION.trueOrFalse('Queen seen')] });
  });

  describe('the varroa check', () => {
    const base = { hiveId: SOME_ID, inspectionDate: '2026-05-01' };

    it('samples 300 bees in a wash or a roll unless told otherwise', () => {
      expect(inspectionInputSchema.parse({ ...base, varroaMethod: 'alcohol_wash', varroaMites: '9' })).toMatchObject({
        varroaMethod: 'alcohol_wash',
        varroaMites: 9,
        varroaSampleBees: 300,
      });
      expect(
        inspectionInputSchema.parse({ ...base, varroaMethod: 'sugar_roll', varroaMites: 4, varroaSampleBees: 250 }),
      ).toMatchObject({ varroaSampleBees: 250 });
    });

    it('counts a sticky board over its days, with no sample of bees', () => {
      const board = { ...base, varroaMethod: 'sticky_board', varroaMites: 30 };
      expect(inspectionInputSchema.parse({ ...board, varroaBoardDays: 3 })).toMatchObject({
        varroaBoardDays: 3,
      });
      expect(inspectionInputSchema.parse({ ...board, varroaBoardDays: 3 })).not.toHaveProperty('varroaSampleBees');
      expect(fieldErrors(inspectionInputSchema, { ...board, varroaSampleBees: 300 })).toEqual({
        varroaBoardDays: [VALIDATION.varroaBoardDaysRequired],
        varroaSampleBees: [VALIDATION.varroaSampleBeesNotForBoard],
      });
    });

    it('refuses counts without a method, board days for a wash, and unknown methods', () => {
      expect(fieldErrors(inspectionInputSchema, { ...base, varroaMites: 3 })).toEqual({
        varroaMethod: [VALIDATION.varroaCountWithoutMethod],
      });
      expect(fieldErrors(inspectionInputSchema, { ...base, varroaMethod: 'alcohol_wash', varroaBoardDays: 2 })).toEqual(
        { varroaBoardDays: [VALIDATION.varroaBoardDaysOnlyForBoard] },
      );
      expect(fieldErrors(inspectionInputSchema, { ...base, varroaMethod: 'guess' })).toHaveProperty('varroaMethod');
      expect(fieldErrors(inspectionInputSchema, { ...base, varroaMethod: 'alcohol_wash', varroaMites: -1 })).toEqual({
        varroaMites: [VALIDATION.varroaMitesRange],
      });
    });
  });
});

describe('inspectionListQuerySchema', () => {
  it('pages 20 by default, at most 100, after a cursor of a date and an id', () => {
    expect(inspectionListQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(inspectionListQuerySchema.parse({ limit: '100', cursor: `2026-05-01_${SOME_ID}` })).toEqual({
      limit: 100,
      cursor: `2026-05-01_${SOME_ID}`,
    });
    expect(fieldErrors(inspectionListQuerySchema, { limit: '101', cursor: 'anything' })).toEqual({
      limit: [VALIDATION.pageLimitRange(100)],
      cursor: [VALIDATION.invalidCursor],
    });
  });
});
