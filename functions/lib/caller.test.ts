import { describe, expect, it } from 'vitest';
import { flattenClaims } from '../../infra/local/http-api-event';
import { callerFromClaims, parseGroups } from './caller';

describe('parseGroups', () => {
  it('reads the groups API Gateway flattens to "[a b]"', () => {
    expect(parseGroups('[admins]')).toEqual(['admins']);
    expect(parseGroups('[admins beta-testers]')).toEqual(['admins', 'beta-testers']);
    expect(parseGroups(flattenClaims({ 'cognito:groups': ['beta', 'admins'] })['cognito:groups'])).toEqual([
      'beta',
      'admins',
    ]);
  });

  it('reads a real array as the token carries it', () => {
    expect(parseGroups(['admins', 'beta'])).toEqual(['admins', 'beta']);
  });

  it('reads no groups from an absent or empty claim', () => {
    expect(parseGroups(undefined)).toEqual([]);
    expect(parseGroups('')).toEqual([]);
    expect(parseGroups('[]')).toEqual([]);
  });
});

describe('callerFromClaims', () => {
  it('names the caller by sub and e-mail and makes members of "admins" admins', () => {
    expect(
      callerFromClaims({ sub: 'user-1', email: 'ann@example.com', token_use: 'id', 'cognito:groups': '[admins]' }),
    ).toEqual({
      userId: 'user-1',
      email: 'ann@example.com',
      emailVerified: false,
      name: 'ann@example.com',
      groups: ['admins'],
      isAdmin: true,
    });
  });

  it('reads whether the e-mail is verified from the token, and from the string the cloud authorizer makes of it', () => {
    const claims = { sub: 'user-1', email: 'ann@example.com', token_use: 'id' };
    expect(callerFromClaims({ ...claims, email_verified: true })?.emailVerified).toBe(true);
    expect(callerFromClaims({ ...claims, email_verified: 'true' })?.emailVerified).toBe(true);
    expect(callerFromClaims({ ...claims, email_verified: 'false' })?.emailVerified).toBe(false);
  });

  it('names the caller by their given and family name, else their name, else their e-mail', () => {
    const claims = { sub: 'user-1', email: 'ana@example.com', token_use: 'id' };
    expect(callerFromClaims({ ...claims, given_name: 'Ana', family_name: 'Silva', name: 'A. S.' })?.name).toBe(
      'Ana Silva',
    );
    expect(callerFromClaims({ ...claims, given_name: 'Ana' })?.name).toBe('Ana');
    expect(callerFromClaims({ ...claims, given_name: ' ', name: 'Ana Silva' })?.name).toBe('Ana Silva');
    expect(callerFromClaims(claims)?.name).toBe('ana@example.com');
    expect(callerFromClaims({ sub: 'user-1', token_use: 'id' })?.name).toBeUndefined();
  });

  it('does not make other groups admins', () => {
    expect(callerFromClaims({ sub: 'user-1', token_use: 'id', 'cognito:groups': '[administrators]' })?.isAdmin).toBe(
      false,
    );
    expect(callerFromClaims({ sub: 'user-1', token_use: 'id' })?.isAdmin).toBe(false);
  });

  it('finds no caller without claims or without sub', () => {
    expect(callerFromClaims(undefined)).toBeUndefined();
    expect(callerFromClaims({ email: 'ann@example.com', token_use: 'id' })).toBeUndefined();
  });

  it('finds no caller in an access token, which the cloud authorizer lets through but carries no e-mail', () => {
    expect(callerFromClaims({ sub: 'user-1', token_use: 'access', 'cognito:groups': '[admins]' })).toBeUndefined();
  });
});
