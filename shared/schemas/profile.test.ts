import { describe, expect, it } from 'vitest';
import { API_ERRORS, VALIDATION } from '../messages';
import { fieldErrors } from '../test-support/schema-errors';
import { profilePictureInputSchema, profileUpdateInputSchema, usernameCheckSchema } from './profile';

describe('profileUpdateInputSchema', () => {
  it('keeps only the fields sent, trimmed', () => {
    expect(profileUpdateInputSchema.parse({ firstName: ' Ada ' })).toEqual({ firstName: 'Ada' });
    expect(profileUpdateInputSchema.parse({})).toEqual({});
  });

  it('turns a cleared field into null so it is removed', () => {
    expect(profileUpdateInputSchema.parse({ bio: '', lastName: '  ', username: '' })).toEqual({
      bio: null,
      lastName: null,
      username: null,
    });
  });

  it.each(['ab', 'a'.repeat(31), 'bee keeper', 'bee!', 'bee.keeper'])('refuses the username %j', (username) => {
    expect(fieldErrors(profileUpdateInputSchema, { username })).toEqual({ username: [VALIDATION.usernameFormat] });
  });

  it.each(['admin', 'Admin', 'support', 'HiveKeeper'])('keeps the username %j for HiveKeeper', (username) => {
    expect(fieldErrors(profileUpdateInputSchema, { username })).toEqual({ username: [VALIDATION.usernameReserved] });
  });

  it.each(['abc', 'bee_keeper-2', 'a'.repeat(30)])('accepts the username %j', (username) => {
    expect(profileUpdateInputSchema.parse({ username })).toEqual({ username });
  });

  it('limits the length of names and bio', () => {
    expect(fieldErrors(profileUpdateInputSchema, { firstName: 'x'.repeat(51), bio: 'x'.repeat(501) })).toEqual({
      firstName: [VALIDATION.tooLong('First name', 50)],
      bio: [VALIDATION.tooLong('Bio', 500)],
    });
  });
});

describe('usernameCheckSchema', () => {
  it('has a reason only when useful', () => {
    expect(usernameCheckSchema.parse({ available: true })).toEqual({ available: true });
    expect(usernameCheckSchema.parse({ available: false, reason: API_ERRORS.usernameTaken })).toEqual({
      available: false,
      reason: API_ERRORS.usernameTaken,
    });
  });
});

describe('profilePictureInputSchema', () => {
  it('requires the uploaded image', () => {
    expect(fieldErrors(profilePictureInputSchema, { profileImageURL: '' })).toEqual({
      profileImageURL: [VALIDATION.profileImageRequired],
    });
  });
});
