import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors } from '../test-support/schema-errors';
import { apiaryInputSchema, apiarySchema, moveHivesInputSchema } from './apiary';

describe('apiaryInputSchema', () => {
  it('requires a name and a location with the spec messages', () => {
    expect(fieldErrors(apiaryInputSchema, {})).toEqual({
      name: [VALIDATION.nameRequired],
      location: [VALIDATION.locationRequired],
    });
    expect(fieldErrors(apiaryInputSchema, { name: '  ', location: '' })).toEqual({
      name: [VALIDATION.nameRequired],
      location: [VALIDATION.locationRequired],
    });
  });

  it('keeps coordinates as text, drops blank optional fields and trims', () => {
    expect(
      apiaryInputSchema.parse({
        name: ' Home yard ',
        location: 'Behind the barn',
        latitude: 45.5231,
        longitude: '-122.6765',
        description: '',
      }),
    ).toEqual({ name: 'Home yard', location: 'Behind the barn', latitude: '45.5231', longitude: '-122.6765' });
  });

  it('refuses coordinates out of range or not numbers', () => {
    expect(fieldErrors(apiaryInputSchema, { name: 'A', location: 'B', latitude: '90.1', longitude: 'east' })).toEqual({
      latitude: [VALIDATION.latitudeRange],
      longitude: [VALIDATION.longitudeRange],
    });
    expect(fieldErrors(apiaryInputSchema, { name: 'A', location: 'B', latitude: '-90', longitude: '180' })).toEqual({});
  });

  it('accepts the coordinate texts the weather route accepts and keeps them as typed', () => {
    expect(apiaryInputSchema.parse({ name: 'A', location: 'B', latitude: ' +45.5 ', longitude: '.5' })).toEqual({
      name: 'A',
      location: 'B',
      latitude: '+45.5',
      longitude: '.5',
    });
    expect(apiaryInputSchema.parse({ name: 'A', location: 'B', latitude: '45.', longitude: null })).toEqual({
      name: 'A',
      location: 'B',
      latitude: '45.',
    });
    expect(fieldErrors(apiaryInputSchema, { name: 'A', location: 'B', latitude: '1e1', longitude: '0x10' })).toEqual({
      latitude: [VALIDATION.latitudeRange],
      longitude: [VALIDATION.longitudeRange],
    });
  });

  it('limits the length of texts', () => {
    expect(fieldErrors(apiaryInputSchema, { name: 'x'.repeat(101), location: 'B' })).toEqual({
      name: [VALIDATION.tooLong('Name', 100)],
    });
  });
});

describe('apiarySchema', () => {
  it('describes the answer with nullable optional fields', () => {
    const apiary = {
      id: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      name: 'Home yard',
      location: 'Behind the barn',
      latitude: null,
      longitude: null,
      description: null,
      hiveCount: 4,
      createdAt: '2026-05-01T10:00:00.000Z',
    };
    expect(apiarySchema.parse(apiary)).toEqual(apiary);
    expect(apiarySchema.safeParse({ ...apiary, createdAt: 'yesterday' }).success).toBe(false);
    expect(apiarySchema.safeParse({ ...apiary, hiveCount: -1 }).success).toBe(false);
  });
});

describe('moveHivesInputSchema', () => {
  it('needs the apiary the hives go to, as an id', () => {
    expect(fieldErrors(moveHivesInputSchema, {})).toEqual({ toApiaryId: [VALIDATION.apiaryRequired] });
    expect(fieldErrors(moveHivesInputSchema, { toApiaryId: '' })).toEqual({ toApiaryId: [VALIDATION.apiaryRequired] });
    expect(fieldErrors(moveHivesInputSchema, { toApiaryId: 'yard-2' })).toEqual({ toApiaryId: [VALIDATION.invalidId] });
    expect(moveHivesInputSchema.parse({ toApiaryId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' })).toEqual({
      toApiaryId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
    });
  });
});
