import { describe, expect, it } from 'vitest';
import {
  brokenPasswordRules,
  PASSWORD_POLICY,
  PASSWORD_RULE_SUMMARY,
  PASSWORD_RULES,
  passwordProblems,
} from './password-policy';

describe("HiveKeeper's password rule", () => {
  it('is the user pool policy: 12 characters of four kinds', () => {
    expect(PASSWORD_POLICY).toEqual({
      minLength: 12,
      requireLowercase: true,
      requireUppercase: true,
      requireDigits: true,
      requireSymbols: true,
    });
    expect(PASSWORD_RULES.map((rule) => rule.id)).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'symbol']);
    expect(PASSWORD_RULE_SUMMARY).toBe(
      'Use at least 12 characters, with a lowercase letter, an uppercase letter, a number and a symbol.',
    );
  });

  it('accepts a password with every kind and enough characters', () => {
    expect(passwordProblems('Honeycomb-Meadow-42!')).toEqual([]);
    expect(passwordProblems('Aa1!Aa1!Aa1!')).toEqual([]);
  });

  it('says what to change, one plain message per broken rule', () => {
    expect(passwordProblems('')).toEqual([
      'Use at least 12 characters',
      'Add a lowercase letter (a-z)',
      'Add an uppercase letter (A-Z)',
      'Add a number (0-9)',
      'Add a symbol, such as ! ? # - or _',
    ]);
    expect(passwordProblems('Short-1a')).toEqual(['Use at least 12 characters']);
    expect(passwordProblems('ALLUPPERCASE-1')).toEqual(['Add a lowercase letter (a-z)']);
    expect(passwordProblems('alllowercase-1')).toEqual(['Add an uppercase letter (A-Z)']);
    expect(passwordProblems('No-Digits-Here!')).toEqual(['Add a number (0-9)']);
    expect(passwordProblems('LongEnoughButPlain1')).toEqual(['Add a symbol, such as ! ? # - or _']);
  });

  it('counts characters as people do and symbols as Cognito does (a space, but not at either end)', () => {
    expect(brokenPasswordRules('Aa1!🐝🐝🐝🐝🐝🐝🐝🐝').map((rule) => rule.id)).toEqual([]);
    expect(brokenPasswordRules('Aa1!🐝🐝🐝🐝🐝🐝🐝').map((rule) => rule.id)).toEqual(['length']);
    expect(brokenPasswordRules('Honey Comb 12').map((rule) => rule.id)).toEqual([]);
    expect(brokenPasswordRules(' HoneyComb12 ').map((rule) => rule.id)).toEqual(['symbol']);
    expect(brokenPasswordRules('HoneyComb12£€').map((rule) => rule.id)).toEqual(['symbol']);
    expect(brokenPasswordRules('HoneyComb12^').map((rule) => rule.id)).toEqual([]);
  });

  it('wants ASCII letters and digits, as Cognito does', () => {
    expect(brokenPasswordRules('ÄÖÜäöü-Wabe-1').map((rule) => rule.id)).toEqual([]);
    expect(brokenPasswordRules('ÄÖÜ-ÉÈÊ-1234').map((rule) => rule.id)).toEqual(['lowercase', 'uppercase']);
  });
});
