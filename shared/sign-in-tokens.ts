/**
 * How long the user pool's tokens last, in the cloud (infra/stacks/auth.ts) and in the local pool: the deletion of
 * an account waits out the ID token's life too, since a device signed in before it may write until then.
 */
export const TOKEN_VALIDITY = {
  /** ID and access tokens: the web app renews them with the refresh token. */
  idTokenMinutes: 60,
  accessTokenMinutes: 60,
  /** How long a beekeeper stays signed in without entering the password again. */
  refreshTokenDays: 30,
} as const;
