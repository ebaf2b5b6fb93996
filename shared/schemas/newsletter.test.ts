import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors } from '../test-support/schema-errors';
import { newsletterSignupInputSchema } from './newsletter';

describe('newsletterSignupInputSchema', () => {
  it('requires an e-mail address', () => {
    expect(fieldErrors(newsletterSignupInputSchema, {})).toEqual({ email: [VALIDATION.emailRequired] });
    expect(fieldErrors(newsletterSignupInputSchema, { email: '  ' })).toEqual({ email: [VALIDATION.emailRequired] });
  });

  it('refuses an invalid address', () => {
    expect(fieldErrors(newsletterSignupInputSchema, { email: 'bees.example.org' })).toEqual({
      email: [VALIDATION.emailInvalid],
    });
  });

  it('normalises the address so it is stored once', () => {
    expect(newsletterSignupInputSchema.parse({ email: ' Queen@Example.ORG ' })).toEqual({ email: 'queen@example.org' });
  });
});
