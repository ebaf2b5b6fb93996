/**
 * The local user pool keeps the same password rule as the cloud pool and the sign-up form (shared/password-policy.ts):
 * every call where a beekeeper picks a password refuses what the rule refuses, with Cognito's answer, and accepts
 * what it accepts.
 */
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, passwordProblems } from '../../shared/password-policy';
import { UserPoolError } from '../../infra/local/user-pool-api';
import { createUser, latestCode, uniqueEmail, userPoolApi } from '../../infra/local/test-support/integration-stack';

/** One password breaking each rule alone, plus one that meets them all. */
const WEAK_PASSWORDS: Record<string, string> = {
  length: 'Short-Hive1',
  lowercase: 'QUEEN-CELL-2026',
  uppercase: 'queen-cell-2026',
  digit: 'Queen-Cell-Frame',
  symbol: 'QueenCell2026Frame',
};
const GOOD_PASSWORD = 'Queen-Cell-2026';

/** What the pool answered: undefined when it accepted, else Cognito's error type and message. */
async function answerOf(call: Promise<unknown>): Promise<{ type: string; message: string } | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (!(error instanceof UserPoolError)) throw error;
    return { type: error.type, message: error.message };
  }
}

describe("the local user pool's password rule", () => {
  it('has one weak sample per rule of the shared policy, each breaking only that rule', () => {
    expect(Object.keys(WEAK_PASSWORDS)).toEqual(PASSWORD_RULES.map((rule) => rule.id));
    for (const [id, password] of Object.entries(WEAK_PASSWORDS)) {
      const rule = PASSWORD_RULES.find((candidate) => candidate.id === id);
      expect(passwordProblems(password)).toEqual([rule?.problem]);
    }
    expect(passwordProblems(GOOD_PASSWORD)).toEqual([]);
  });

  it.each(Object.entries(WEAK_PASSWORDS))(
    'refuses a sign-up whose password breaks the %s rule',
    async (_, password) => {
      const email = uniqueEmail('weak-signup');
      const answer = await answerOf(userPoolApi().signUp(email, password));
      expect(answer?.type).toBe('InvalidPasswordException');
      expect(answer?.message).toMatch(/^Password did not conform with policy: /);
      // Nothing was created: the same address signs up with a good password.
      expect(await answerOf(userPoolApi().signUp(email, GOOD_PASSWORD))).toBeUndefined();
    },
  );

  it('refuses a weak new password on reset and on change, and the old password keeps working', async () => {
    const pool = userPoolApi();
    const user = await createUser({ label: 'weak-change' });
    for (const password of Object.values(WEAK_PASSWORDS)) {
      const change = await answerOf(pool.changePassword(user.tokens.accessToken, user.password, password));
      expect(change?.type).toBe('InvalidPasswordException');
    }
    await pool.forgotPassword(user.email);
    const code = await latestCode(user.email);
    for (const password of Object.values(WEAK_PASSWORDS)) {
      const reset = await answerOf(pool.confirmForgotPassword(user.email, code, password));
      expect(reset?.type).toBe('InvalidPasswordException');
    }
    expect((await pool.signIn(user.email, user.password)).idToken).toBeTruthy();
    // A wrong current password is refused as Cognito refuses it, and changes nothing.
    const wrongCurrent = await answerOf(
      pool.changePassword(user.tokens.accessToken, `${user.password}-not`, GOOD_PASSWORD),
    );
    expect(wrongCurrent?.type).toBe('NotAuthorizedException');
    expect((await pool.signIn(user.email, user.password)).idToken).toBeTruthy();

    expect(await answerOf(pool.changePassword(user.tokens.accessToken, user.password, GOOD_PASSWORD))).toBeUndefined();
    expect((await pool.signIn(user.email, GOOD_PASSWORD)).idToken).toBeTruthy();
  });
});
