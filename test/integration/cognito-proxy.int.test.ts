/**
 * The local user pool as the web app uses it through the gateway's /cognito: codes arrive as e-mails in the local
 * inbox and work, confirmation verifies the e-mail, Amplify's refresh call works, the cloud's password rule holds,
 * and sign-in failures read as Cognito's.
 */
import { AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { localCognitoAdminClient } from '../../infra/local/user-pool';
import { UserPoolError } from '../../infra/local/user-pool-api';
import {
  callApi,
  claimsOf,
  createUser,
  inboxFor,
  latestCode,
  localStack,
  uniqueEmail,
  userPoolApi,
} from '../../infra/local/test-support/integration-stack';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';

const PASSWORD = 'Sign-Up-Password-9!';

/** A raw user pool call, as a web page's script would send it, to `endpoint` (the gateway's /cognito by default). */
function poolCall(
  operation: string,
  body: Record<string, unknown>,
  { endpoint = localStack().userPoolEndpoint, origin }: { endpoint?: string; origin?: string } = {},
) {
  return fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      ...(origin ? { origin } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function refusal(promise: Promise<unknown>): Promise<UserPoolError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof UserPoolError)) throw new Error(`Expected a user pool error, got ${String(error)}`);
  return error;
}

describe('local user pool through the gateway', () => {
  it('signs up with the code from the local inbox, verifies the e-mail and refreshes tokens', async () => {
    const pool = userPoolApi();
    const email = uniqueEmail('signup');

    const signUp = await pool.signUp(email, PASSWORD);
    expect(signUp.userConfirmed).toBe(false);
    const [mail] = await inboxFor(email);
    expect(mail?.subject).toBe('Your HiveKeeper verification code');
    const code = await latestCode(email);

    expect((await refusal(pool.signIn(email, PASSWORD))).type).toBe('UserNotConfirmedException');
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await refusal(pool.confirmSignUp(email, wrongCode))).type).toBe('CodeMismatchException');
    await pool.confirmSignUp(email, code);

    const tokens = await pool.signIn(email, PASSWORD);
    expect(await pool.getUserAttributes(tokens.accessToken)).toMatchObject({ email, email_verified: 'true' });
    expect(claimsOf(tokens.idToken)).toMatchObject({ email, email_verified: true, sub: signUp.userSub });

    const refreshed = await pool.refresh(tokens.refreshToken);
    expect(refreshed.expiresIn).toBe(3600);
    expect(refreshed.refreshToken).toBe(tokens.refreshToken);
    expect(claimsOf(refreshed.idToken)).toMatchObject({ sub: signUp.userSub, token_use: 'id' });
    const me = await callApi<{ id: string; email: string }>('GET', apiPath(routes.getCurrentUser), {
      idToken: refreshed.idToken,
    });
    expect(me).toMatchObject({ status: 200, body: { id: signUp.userSub, email } });
  });

  it('resets a forgotten password with the code from the local inbox', async () => {
    const pool = userPoolApi();
    const email = uniqueEmail('forgot');
    await pool.signUp(email, PASSWORD);
    await pool.confirmSignUp(email, await latestCode(email));

    await pool.forgotPassword(email);
    const mails = await inboxFor(email);
    expect(mails.at(-1)?.subject).toBe('Reset your HiveKeeper password');
    const newPassword = 'Another-Password-8?';
    await pool.confirmForgotPassword(email, await latestCode(email), newPassword);

    expect((await pool.signIn(email, newPassword)).idToken).toBeTruthy();
    const oldPassword = await refusal(pool.signIn(email, PASSWORD));
    expect({ type: oldPassword.type, message: oldPassword.message }).toEqual({
      type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it("refuses a password the cloud pool's rule refuses, on sign-up and on reset, and keeps the old one", async () => {
    const pool = userPoolApi();
    const email = uniqueEmail('weak');
    const weak = await refusal(pool.signUp(email, 'abc'));
    expect({ type: weak.type, message: weak.message }).toEqual({
      type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
    const noSymbol = await refusal(pool.signUp(email, 'LongEnoughButPlain1'));
    expect(noSymbol.message).toBe('Password did not conform with policy: Password must have symbol characters');
    expect(await inboxFor(email)).toEqual([]);

    const user = await createUser({ label: 'reset-weak' });
    await pool.forgotPassword(user.email);
    const reset = await refusal(
      pool.confirmForgotPassword(user.email, await latestCode(user.email), 'alllowercase-1!'),
    );
    expect({ type: reset.type, message: reset.message }).toEqual({
      type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have uppercase characters',
    });
    expect((await pool.signIn(user.email, user.password)).idToken).toBeTruthy();
  });

  it('answers an unknown account as a wrong password, as Cognito does', async () => {
    const error = await refusal(userPoolApi().signIn(uniqueEmail('nobody'), PASSWORD));
    expect({ type: error.type, message: error.message }).toEqual({
      type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('passes no admin operation: a visitor can neither list the users nor make themselves admin', async () => {
    const { userPoolId, cognito } = localStack();
    const visitor = await createUser({ label: 'would-be-admin' });
    for (const [operation, body] of [
      ['ListUsers', { UserPoolId: userPoolId }],
      ['AdminAddUserToGroup', { UserPoolId: userPoolId, Username: visitor.email, GroupName: 'admins' }],
      ['AdminCreateUser', { UserPoolId: userPoolId, Username: uniqueEmail('planted') }],
    ] as const) {
      const response = await poolCall(operation, body);
      expect({ operation, status: response.status, body: await response.json() }).toEqual({
        operation,
        status: 400,
        body: { __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' },
      });
    }
    const groups = await localCognitoAdminClient(cognito).send(
      new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: visitor.email }),
    );
    expect(groups.Groups ?? []).toEqual([]);
  });

  it("answers the web app's own origin without CORS headers, and no other site's page", async () => {
    const { app } = localStack();
    const ownOrigin = await poolCall('InitiateAuth', {}, { origin: new URL(app).origin });
    expect(ownOrigin.status).toBe(400);
    expect(ownOrigin.headers.get('access-control-allow-origin')).toBeNull();

    const foreign = await poolCall('SignUp', {}, { origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(localStack().userPoolEndpoint, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("refuses a browser's call on cognito-local's own port, which takes the stack's admin calls", async () => {
    const { userPoolId, cognito } = localStack();
    const fromPage = await poolCall(
      'ListUsers',
      { UserPoolId: userPoolId },
      { endpoint: cognito, origin: 'http://evil.example' },
    );
    expect(fromPage.status).toBe(403);
    expect(fromPage.headers.get('access-control-allow-origin')).toBeNull();
    expect((await poolCall('ListUsers', { UserPoolId: userPoolId }, { endpoint: cognito })).status).toBe(200);
  });
});
