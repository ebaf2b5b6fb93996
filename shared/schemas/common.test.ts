import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { VALIDATION } from '../messages';
import { fieldErrors, SOME_ID } from '../test-support/schema-errors';
import {
  blankToUndefined,
  CALENDAR_YEARS,
  calendarDateSchema,
  editHeadersSchema,
  idParamsSchema,
  numberFromText,
  optionalEmail,
  optionalMoney,
  optionalRating,
  optionalText,
  ratingWithDefault,
  requiredDate,
  requiredMoney,
  requiredText,
  textList,
  withClientId,
} from './common';

describe('ids', () => {
  it('accepts a ULID and refuses anything else', () => {
    expect(fieldErrors(idParamsSchema, { id: SOME_ID })).toEqual({});
    expect(fieldErrors(idParamsSchema, { id: 'not-an-id' })).toEqual({ id: [VALIDATION.invalidId] });
    expect(fieldErrors(idParamsSchema, { id: SOME_ID.toLowerCase() })).toEqual({ id: [VALIDATION.invalidId] });
  });
});

describe("offline sync's ids and versions", () => {
  const note = withClientId(z.object({ text: z.string() }));

  it("takes a create's form fields with the id the app made, or none", () => {
    expect(note.parse({ text: 'Calm', id: SOME_ID })).toEqual({ text: 'Calm', id: SOME_ID });
    expect(note.parse({ text: 'Calm' })).toEqual({ text: 'Calm' });
    expect(fieldErrors(note, { text: 'Calm', id: 'made-up' })).toEqual({ id: [VALIDATION.invalidId] });
  });

  it("takes an edit's version as HiveKeeper answers them, and refuses text no version is", () => {
    expect(editHeadersSchema.parse({ 'if-match': '2026-05-01T09:00:00.000Z', accept: '*/*' })).toEqual({
      'if-match': '2026-05-01T09:00:00.000Z',
    });
    expect(editHeadersSchema.parse({})).toEqual({});
    for (const version of ['', 'two words', 'x'.repeat(65), 'caf\u00e9']) {
      expect(fieldErrors(editHeadersSchema, { 'if-match': version })).toEqual({
        'if-match': [VALIDATION.invalidVersion],
      });
    }
  });
});

describe('blanks and numeric text', () => {
  it('treats empty, all-space and null as not given', () => {
    expect(blankToUndefined('')).toBeUndefined();
    expect(blankToUndefined('   ')).toBeUndefined();
    expect(blankToUndefined(null)).toBeUndefined();
    expect(blankToUndefined(0)).toBe(0);
    expect(blankToUndefined('a')).toBe('a');
  });

  it('reads decimal text as numbers and leaves other text for the schema to reject', () => {
    expect(numberFromText(' 12.50 ')).toBe(12.5);
    expect(numberFromText('.5')).toBe(0.5);
    expect(numberFromText('-3')).toBe(-3);
    expect(numberFromText('')).toBeUndefined();
    expect(numberFromText('1e3')).toBe('1e3');
    expect(numberFromText('0x10')).toBe('0x10');
    expect(numberFromText(7)).toBe(7);
  });
});

describe('calendar dates', () => {
  it('accepts real YYYY-MM-DD days only', () => {
    expect(calendarDateSchema.safeParse('2024-02-29').success).toBe(true);
    for (const bad of ['2023-02-29', '2024-04-31', '2024-5-01', '2024-05-01T00:00:00Z', '05/01/2024']) {
      expect(calendarDateSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('gives the field message when missing or blank and the format message when malformed', () => {
    const schema = z.object({ day: requiredDate(VALIDATION.dateRequired) });
    expect(fieldErrors(schema, {})).toEqual({ day: [VALIDATION.dateRequired] });
    expect(fieldErrors(schema, { day: ' ' })).toEqual({ day: [VALIDATION.dateRequired] });
    expect(fieldErrors(schema, { day: '2024-13-01' })).toEqual({ day: [VALIDATION.dateInvalid] });
  });

  it('keeps every date within CALENDAR_YEARS: a yearly task due 9999-12-31 would complete into year 10000', () => {
    const schema = z.object({ day: requiredDate(VALIDATION.dateRequired) });
    const outOfRange = VALIDATION.dateOutOfRange(CALENDAR_YEARS.from, CALENDAR_YEARS.through);
    for (const day of ['1900-01-01', '2200-12-31']) expect(fieldErrors(schema, { day }), day).toEqual({});
    for (const day of ['0001-01-01', '1899-12-31', '2201-01-01', '9999-12-31']) {
      expect(fieldErrors(schema, { day }), day).toEqual({ day: [outOfRange] });
      expect(calendarDateSchema.safeParse(day).success, day).toBe(false);
    }
  });
});

describe('texts', () => {
  const schema = z.object({
    name: requiredText(VALIDATION.nameRequired, 100, 'Name'),
    notes: optionalText(1000, 'Notes', 'many'),
  });

  it("takes any language's letters and emoji, and line breaks in notes", () => {
    expect(fieldErrors(schema, { name: 'Königin Ælfgifu 🐝 蜂', notes: 'Calm.\nTwo frames of brood.' })).toEqual({});
  });

  it('refuses line breaks in a name, and hidden characters or broken Unicode anywhere', () => {
    expect(fieldErrors(schema, { name: 'Rose\nHive' })).toEqual({ name: [VALIDATION.lineBreaks('Name')] });
    for (const hidden of ['\u0000', '\u0007', '\u202e', '\u2066', '\ud83d']) {
      expect(fieldErrors(schema, { name: `Rose${hidden}Hive` }), JSON.stringify(hidden)).toEqual({
        name: [VALIDATION.hiddenCharacters('Name')],
      });
      expect(fieldErrors(schema, { name: 'Rose', notes: `Calm${hidden}` }), JSON.stringify(hidden)).toEqual({
        notes: [VALIDATION.hiddenCharacters('Notes')],
      });
    }
  });
});

describe('ratings', () => {
  const schema = z.object({ score: ratingWithDefault(3), stars: optionalRating() });

  it('takes the default when absent or blank and reads numeric text', () => {
    expect(schema.parse({})).toEqual({ score: 3 });
    expect(schema.parse({ score: '', stars: '5' })).toEqual({ score: 3, stars: 5 });
  });

  it('treats 0 stars as no rating', () => {
    expect(schema.parse({ stars: 0 })).toEqual({ score: 3 });
  });

  it.each([0, 6, 2.5, 'high'])('refuses %s with the range message', (value) => {
    expect(fieldErrors(schema, { score: value })).toEqual({ score: [VALIDATION.ratingRange] });
  });

  it('accepts the ends of the scale', () => {
    expect(schema.parse({ score: 1, stars: 5 })).toEqual({ score: 1, stars: 5 });
  });
});

describe('money', () => {
  const schema = z.object({
    amount: requiredMoney({ missing: VALIDATION.amountRequired, range: VALIDATION.amountPositive }, 'Amount'),
    cost: optionalMoney(VALIDATION.costPositive, 'Cost'),
  });

  it('accepts numbers and numeric text with cents, including 0', () => {
    expect(schema.parse({ amount: '1234.50', cost: 0 })).toEqual({ amount: 1234.5, cost: 0 });
    expect(schema.parse({ amount: 0.1 + 0.2, cost: '' })).toEqual({ amount: 0.1 + 0.2 });
  });

  it('refuses negative, non-numeric and sub-cent amounts', () => {
    expect(fieldErrors(schema, { amount: -0.01 })).toEqual({ amount: [VALIDATION.amountPositive] });
    expect(fieldErrors(schema, { amount: 'ten', cost: '-1' })).toEqual({
      amount: [VALIDATION.amountPositive],
      cost: [VALIDATION.costPositive],
    });
    expect(fieldErrors(schema, { amount: 12.345 })).toEqual({ amount: [VALIDATION.moneyPrecision('Amount')] });
  });

  it('requires an amount and caps it', () => {
    expect(fieldErrors(schema, { amount: '' })).toEqual({ amount: [VALIDATION.amountRequired] });
    expect(fieldErrors(schema, { amount: 10_000_000.01 })).toEqual({
      amount: [VALIDATION.tooLarge('Amount', '10,000,000')],
    });
  });
});

describe('text lists', () => {
  const schema = z.object({ diseases: textList('diseases', 2, 10) });

  it('trims entries, drops blanks and defaults to empty', () => {
    expect(schema.parse({})).toEqual({ diseases: [] });
    expect(schema.parse({ diseases: [' Nosema ', ''] })).toEqual({ diseases: ['Nosema'] });
  });

  it('limits the count and the length of entries', () => {
    expect(fieldErrors(schema, { diseases: ['a', 'b', 'c'] })).toEqual({
      diseases: [VALIDATION.tooMany('diseases', 2)],
    });
    expect(fieldErrors(schema, { diseases: ['ok', 'x'.repeat(11)] })).toEqual({
      'diseases.1': ['Each of the diseases must be at most 10 characters'],
    });
  });
});

describe('optional e-mail', () => {
  const schema = z.object({ email: optionalEmail() });

  it('treats blank as absent and lower-cases a valid address', () => {
    expect(schema.parse({ email: '  ' })).toEqual({});
    expect(schema.parse({ email: ' Bee@Example.ORG ' })).toEqual({ email: 'bee@example.org' });
  });

  it('refuses an invalid address', () => {
    expect(fieldErrors(schema, { email: 'bee@' })).toEqual({ email: [VALIDATION.emailInvalid] });
  });
});
