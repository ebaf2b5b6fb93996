import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors, SOME_ID } from '../test-support/schema-errors';
import { inspectionInputSchema } from './inspection';

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
});
