import { describe, expect, it } from 'vitest';
import { API_ERRORS, VALIDATION } from './messages';

describe('messages', () => {
  it('says each message once, so one wording serves the UI and the API', () => {
    const texts = [...Object.values(VALIDATION), ...Object.values(API_ERRORS)].filter(
      (message) => typeof message === 'string',
    );
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it('quotes the free limits in the limit messages', () => {
    expect(API_ERRORS.hiveLimitReached).toBe("You've reached the limit of 3 hives on the free plan.");
    expect(API_ERRORS.apiaryLimitReached).toBe("You've reached the limit of 1 apiary on the free plan.");
  });
});
