import { afterEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors, SOME_ID } from '../test-support/schema-errors';
import {
  FRAME_COUNT,
  HIVE_DEFAULTS,
  HIVE_TYPE_LABELS,
  HIVE_TYPES,
  QUEEN_AGE_MONTHS,
  QUEEN_MARKINGS,
} from '../domain/hive';
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
    expect(HIVE_TYPES.map((type) => HIVE_TYPE_LABELS[type])).toEqual([
      'Langstroth',
      'Top bar',
      'Warré',
      'British National',
      'Dadant',
      'Layens',
      'Long hive',
      'Nucleus',
    ]);
    expect(hiveInputSchema.parse({ name: 'A', apiaryId: SOME_ID, hiveType: 'british_national' })).toMatchObject({
      hiveType: 'british_national',
    });
  });

  it('has the spec defaults for the server to apply', () => {
    expect(HIVE_DEFAULTS).toEqual({ hiveType: 'langstroth', frameCount: 10, status: 'active' });
  });
});

describe("the queen's introduction and mark", () => {
  const hive = { name: 'A', apiaryId: SOME_ID };
  afterEach(() => vi.useRealTimers());

  it('takes the month or the day she was introduced, and her mark', () => {
    expect(hiveInputSchema.parse({ ...hive, queenIntroducedOn: '2025-06', queenMarking: 'blue' })).toEqual({
      ...hive,
      queenIntroducedOn: '2025-06',
      queenMarking: 'blue',
    });
    expect(hiveInputSchema.parse({ ...hive, queenIntroducedOn: ' 2025-06-14 ', queenMarking: 'unmarked' })).toEqual({
      ...hive,
      queenIntroducedOn: '2025-06-14',
      queenMarking: 'unmarked',
    });
    expect(hiveInputSchema.parse({ ...hive, queenIntroducedOn: '', queenMarking: '' })).toEqual(hive);
  });

  it('refuses what is not a month or a real day, with its message', () => {
    for (const queenIntroducedOn of ['2025', '2025-13', '2025-02-30', 'June 2025', '25-06-14', 202506]) {
      expect(fieldErrors(hiveInputSchema, { ...hive, queenIntroducedOn })).toEqual({
        queenIntroducedOn: [VALIDATION.queenIntroducedInvalid],
      });
    }
  });

  it('refuses a date in the future or older than any queen lives', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-20T12:00:00Z'));
    expect(VALIDATION.queenIntroducedRange).toBe('Queen introduced must be today or earlier, within the last 20 years');
    for (const queenIntroducedOn of ['2026-06-25', '2026-07', '2006-05']) {
      expect(fieldErrors(hiveInputSchema, { ...hive, queenIntroducedOn })).toEqual({
        queenIntroducedOn: [VALIDATION.queenIntroducedRange],
      });
    }
    expect(fieldErrors(hiveInputSchema, { ...hive, queenIntroducedOn: '2026-06-20' })).toEqual({});
    expect(fieldErrors(hiveInputSchema, { ...hive, queenIntroducedOn: '2006-06' })).toEqual({});
  });

  it('takes her date or her age in months, not both', () => {
    expect(fieldErrors(hiveInputSchema, { ...hive, queenIntroducedOn: '2025-06', queenAge: 12 })).toEqual({
      queenAge: [VALIDATION.queenAgeOrIntroduced],
    });
    // Shown beside the other fields' messages.
    expect(
      fieldErrors(hiveInputSchema, { name: '', apiaryId: SOME_ID, queenIntroducedOn: '2025-06', queenAge: 1 }),
    ).toEqual({
      name: [VALIDATION.nameRequired],
      queenAge: [VALIDATION.queenAgeOrIntroduced],
    });
  });

  it('knows the year colours and unmarked', () => {
    expect(QUEEN_MARKINGS).toEqual(['white', 'yellow', 'red', 'green', 'blue', 'unmarked']);
    expect(fieldErrors(hiveInputSchema, { ...hive, queenMarking: 'pink' })).toEqual({
      queenMarking: [VALIDATION.invalidOption('Queen marking', QUEEN_MARKINGS)],
    });
  });
});
