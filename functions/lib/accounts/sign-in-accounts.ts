/**
 * Beekeepers' sign-in accounts in the user pool, as a deleted account's last step needs them: Cognito's
 * AdminDeleteUser (cognito-local at `COGNITO_ENDPOINT` locally), by the user's `sub`.
 */
import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config';

export interface SignInAccounts {
  /** Deletes the user's sign-in account; one already gone is fine (a deletion finished by a second run). */
  deleteAccount(userId: string): Promise<void>;
}

export function createCognitoSignInAccounts(client: CognitoIdentityProviderClient, userPoolId: string): SignInAccounts {
  return {
    async deleteAccount(userId) {
      try {
        await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: userId }));
      } catch (error) {
        if (!(error instanceof UserNotFoundException)) throw error;
      }
    },
  };
}

let accounts: SignInAccounts | undefined;

/** The configured user pool's accounts (`USER_POOL_ID`, given to functions granted `users:delete`). */
export function signInAccounts(): SignInAccounts {
  const { endpoint, userPoolId } = config.userPool;
  if (!userPoolId) throw new Error('Deleting sign-in accounts needs the USER_POOL_ID environment variable.');
  accounts ??= createCognitoSignInAccounts(new CognitoIdentityProviderClient(endpoint ? { endpoint } : {}), userPoolId);
  return accounts;
}
