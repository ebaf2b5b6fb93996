import { confirmSignUp, signIn, signUp } from 'aws-amplify/auth';
import { describe, expect, it, vi } from 'vitest';
import { authenticatorServices } from './authenticator-services';

vi.mock('aws-amplify/auth', () => ({
  signIn: vi.fn(async () => ({})),
  signUp: vi.fn(async () => ({})),
  confirmSignUp: vi.fn(async () => ({})),
  confirmSignIn: vi.fn(),
  resetPassword: vi.fn(),
  confirmResetPassword: vi.fn(),
  resendSignUpCode: vi.fn(),
}));

function cognitoError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

describe("the Authenticator's sign-in calls", () => {
  it('keep Amplify defaults (SRP) for the cloud user pool', async () => {
    const input = { username: 'ada@example.com', password: 'Secret-123' };
    await authenticatorServices('USER_SRP_AUTH').handleSignIn(input);
    expect(signIn).toHaveBeenCalledWith(input);
  });

  it('sign in with USER_PASSWORD_AUTH on the local user pool, keeping what the form sent', async () => {
    const services = authenticatorServices('USER_PASSWORD_AUTH');
    await services.handleSignIn({
      username: 'ada@example.com',
      password: 'Secret-123',
      options: { clientMetadata: { a: 'b' } },
    });
    expect(signIn).toHaveBeenCalledWith({
      username: 'ada@example.com',
      password: 'Secret-123',
      options: { clientMetadata: { a: 'b' }, authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  it('make the automatic sign-in after a confirmed sign-up use USER_PASSWORD_AUTH too', async () => {
    const services = authenticatorServices('USER_PASSWORD_AUTH');
    await services.handleSignUp({
      username: 'ada@example.com',
      password: 'Secret-123',
      options: { autoSignIn: true, userAttributes: { email: 'ada@example.com' } },
    });
    expect(signUp).toHaveBeenCalledWith({
      username: 'ada@example.com',
      password: 'Secret-123',
      options: { autoSignIn: { authFlowType: 'USER_PASSWORD_AUTH' }, userAttributes: { email: 'ada@example.com' } },
    });
  });

  it("turn Cognito's refusals into plain words, in the cloud and locally", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(signIn).mockRejectedValueOnce(cognitoError('NotAuthorizedException', 'Incorrect username or password.'));
    await expect(
      authenticatorServices('USER_SRP_AUTH').handleSignIn({ username: 'ada@example.com', password: 'x' }),
    ).rejects.toThrow('The e-mail address or password is not right. Check both and try again.');

    vi.mocked(confirmSignUp).mockRejectedValueOnce(cognitoError('CodeMismatchException', 'Invalid code'));
    await expect(
      authenticatorServices('USER_PASSWORD_AUTH').handleConfirmSignUp({
        username: 'ada@example.com',
        confirmationCode: '000000',
      }),
    ).rejects.toThrow('That code is not right. Check the latest e-mail from HiveKeeper and enter its code.');
  });
});

describe('the sign-up password check', () => {
  const { validateFormPassword } = authenticatorServices('USER_SRP_AUTH');

  it('waits until the password field has been left', async () => {
    expect(await validateFormPassword({ password: 'short' }, {})).toBeNull();
  });

  it('keeps Create Account off while a rule is unmet, with one line pointing to the checklist', async () => {
    expect(await validateFormPassword({ password: 'short' }, { password: true })).toEqual({
      password: 'Choose a password that meets every rule in the list below.',
    });
    expect(await validateFormPassword({ password: 'Honeycomb-Meadow-42!' }, { password: true })).toBeNull();
  });
});
