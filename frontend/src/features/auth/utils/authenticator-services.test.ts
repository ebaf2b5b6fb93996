import { signIn, signUp } from 'aws-amplify/auth';
import { describe, expect, it, vi } from 'vitest';
import { authenticatorServices } from './authenticator-services';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(async () => ({})), signUp: vi.fn(async () => ({})) }));

describe("the Authenticator's sign-in calls", () => {
  it('keep Amplify defaults (SRP) for the cloud user pool', () => {
    expect(authenticatorServices('USER_SRP_AUTH')).toBeUndefined();
  });

  it('sign in with USER_PASSWORD_AUTH on the local user pool, keeping what the form sent', async () => {
    const services = authenticatorServices('USER_PASSWORD_AUTH');
    await services?.handleSignIn({
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
    await services?.handleSignUp({
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
});
