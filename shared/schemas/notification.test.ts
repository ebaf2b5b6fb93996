import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors } from '../test-support/schema-errors';
import { simulateSignupInputSchema } from './notification';

describe('simulateSignupInputSchema', () => {
  it('needs a name, a valid e-mail and a username; the tier defaults to free', () => {
    expect(fieldErrors(simulateSignupInputSchema, { name: '', email: 'x', username: 'a' })).toEqual({
      name: [VALIDATION.nameRequired],
      email: [VALIDATION.emailInvalid],
      username: [VALIDATION.usernameFormat],
    });
    expect(simulateSignupInputSchema.parse({ name: 'Test', email: 'test@example.org', username: 'tester' })).toEqual({
      name: 'Test',
      email: 'test@example.org',
      username: 'tester',
      subscriptionTier: 'free',
    });
  });
});
