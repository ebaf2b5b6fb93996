import { describe, expect, it } from 'vitest';
import { countOf } from './count-of';
import * as messages from './messages';
import { API_ERRORS, TOASTS, VALIDATION } from './messages';

describe('messages', () => {
  it('says each message once, so one wording serves the UI and the API', () => {
    const texts = [...Object.values(VALIDATION), ...Object.values(API_ERRORS), ...Object.values(TOASTS)].filter(
      (message) => typeof message === 'string',
    );
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it.each([
    ['VALIDATION', VALIDATION],
    ['API_ERRORS', API_ERRORS],
    ['TOASTS', TOASTS],
  ] as const)("gathers every area's part into %s, and no key from two areas", (table, gathered) => {
    const parts = Object.entries(messages).filter(([name]) => name.endsWith(`_${table}`));
    const keys = parts.flatMap(([, part]) => Object.keys(part as object));
    expect(parts.length).toBeGreaterThan(3);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(keys.sort()).toEqual(Object.keys(gathered).sort());
  });

  it('puts the noun in the number its count needs', () => {
    expect(countOf(1, 'apiary', 'apiaries')).toBe('1 apiary');
    expect(countOf(2, 'apiary', 'apiaries')).toBe('2 apiaries');
    expect(countOf(0, 'hive', 'hives')).toBe('0 hives');
    expect(countOf(1, 'hive', 'hives')).toBe('1 hive');
  });

  it('writes coordinate ranges from the bounds', () => {
    expect(VALIDATION.latitudeRange).toBe('Latitude must be a number between -90 and 90');
    expect(VALIDATION.longitudeRange).toBe('Longitude must be a number between -180 and 180');
  });

  it('quotes the free limits in the limit messages', () => {
    expect(API_ERRORS.hiveLimitReached).toBe("You've reached the limit of 3 hives on the free plan.");
    expect(API_ERRORS.apiaryLimitReached).toBe("You've reached the limit of 1 apiary on the free plan.");
  });
});
