/**
 * The user pool calls HiveKeeper's web app makes (through Amplify v6): unsigned JSON POSTs to the pool endpoint
 * with an `X-Amz-Target` header. Scripts, the demo seed and the integration tests sign in this same way, so a
 * token they get is a token the app would get.
 */
export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export class UserPoolError extends Error {
  constructor(
    /** Cognito's error type, for example `NotAuthorizedException`. */
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

export class UserPoolApi {
  constructor(
    private readonly endpoint: string,
    private readonly clientId: string,
  ) {}

  /** USER_PASSWORD_AUTH, the flow the local web app uses (cognito-local has no SRP). */
  async signIn(email: string, password: string): Promise<Tokens> {
    const { AuthenticationResult: result } = await this.call<{ AuthenticationResult?: AuthenticationResult }>(
      'InitiateAuth',
      { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } },
    );
    if (!result?.RefreshToken) throw new UserPoolError('ChallengeRequired', `Signing in ${email} needs a challenge`);
    return { idToken: result.IdToken, accessToken: result.AccessToken, refreshToken: result.RefreshToken };
  }

  /** Amplify v6's refresh call. */
  async refresh(refreshToken: string): Promise<Tokens & { expiresIn: number }> {
    const { AuthenticationResult: result } = await this.call<{ AuthenticationResult: AuthenticationResult }>(
      'GetTokensFromRefreshToken',
      { RefreshToken: refreshToken },
    );
    return {
      idToken: result.IdToken,
      accessToken: result.AccessToken,
      refreshToken: result.RefreshToken ?? refreshToken,
      expiresIn: result.ExpiresIn ?? 0,
    };
  }

  async signUp(email: string, password: string): Promise<{ userSub: string; userConfirmed: boolean }> {
    const answer = await this.call<{ UserSub: string; UserConfirmed: boolean }>('SignUp', {
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    return { userSub: answer.UserSub, userConfirmed: answer.UserConfirmed };
  }

  async confirmSignUp(email: string, code: string): Promise<void> {
    await this.call('ConfirmSignUp', { Username: email, ConfirmationCode: code });
  }

  async forgotPassword(email: string): Promise<void> {
    await this.call('ForgotPassword', { Username: email });
  }

  async confirmForgotPassword(email: string, code: string, password: string): Promise<void> {
    await this.call('ConfirmForgotPassword', { Username: email, ConfirmationCode: code, Password: password });
  }

  /** A signed-in user's own password change (the profile's Change Password). */
  async changePassword(accessToken: string, previousPassword: string, proposedPassword: string): Promise<void> {
    await this.call('ChangePassword', {
      AccessToken: accessToken,
      PreviousPassword: previousPassword,
      ProposedPassword: proposedPassword,
    });
  }

  /** The signed-in user's attributes, as Amplify's fetchUserAttributes reads them. */
  async getUserAttributes(accessToken: string): Promise<Record<string, string>> {
    const answer = await this.call<{ UserAttributes: { Name: string; Value: string }[] }>('GetUser', {
      AccessToken: accessToken,
    });
    return Object.fromEntries(answer.UserAttributes.map(({ Name, Value }) => [Name, Value]));
  }

  private async call<T = unknown>(operation: string, body: Record<string, unknown>): Promise<T> {
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        'cache-control': 'no-store',
      },
      body: JSON.stringify({ ClientId: this.clientId, ...body }),
    });
    const text = await response.text();
    if (!response.ok) {
      const answer = parseJson(text) as { __type?: string; message?: string } | undefined;
      throw new UserPoolError(answer?.__type ?? `HTTP${response.status}`, answer?.message ?? text);
    }
    return JSON.parse(text) as T;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface AuthenticationResult {
  IdToken: string;
  AccessToken: string;
  RefreshToken?: string;
  ExpiresIn?: number;
}
