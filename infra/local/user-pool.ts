/**
 * HiveKeeper's local user pool, app client and `admins` group, created on first start and found by name on the
 * next ones so their ids (and the tokens they issued) stay valid across restarts.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { TOKEN_VALIDITY } from '../../shared/sign-in-tokens';
import { LOCAL_AWS, LOCAL_RESOURCES } from './settings';

export interface LocalUserPool {
  userPoolId: string;
  userPoolClientId: string;
}

/** The admin side of the local pool (what an operator does with the AWS CLI in the cloud). */
export function localCognitoAdminClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_AWS.region,
    credentials: LOCAL_AWS.credentials,
  });
}

export async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<LocalUserPool> {
  const { UserPools = [] } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = UserPools.find((pool) => pool.Name === LOCAL_RESOURCES.userPoolName)?.Id;
  if (!userPoolId) {
    const { UserPool } = await client.send(
      new CreateUserPoolCommand({
        PoolName: LOCAL_RESOURCES.userPoolName,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      }),
    );
    userPoolId = requireValue(UserPool?.Id, 'CreateUserPool answered no pool id');
  }
  await ensureGroup(client, userPoolId, LOCAL_RESOURCES.adminsGroup);
  const { UserPoolClients = [] } = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const existingClientId = UserPoolClients.find(
    (appClient) => appClient.ClientName === LOCAL_RESOURCES.userPoolClientName,
  )?.ClientId;
  const userPoolClientId =
    existingClientId ?? (await createAppClient(client, userPoolId, LOCAL_RESOURCES.userPoolClientName));
  return { userPoolId, userPoolClientId };
}

/** An SPA client like the cloud one (no secret), with the USER_PASSWORD_AUTH flow only the local pool allows. */
export async function createAppClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  clientName: string,
): Promise<string> {
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: clientName,
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: TOKEN_VALIDITY.accessTokenMinutes,
      IdTokenValidity: TOKEN_VALIDITY.idTokenMinutes,
      RefreshTokenValidity: TOKEN_VALIDITY.refreshTokenDays,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      PreventUserExistenceErrors: 'ENABLED',
    }),
  );
  return requireValue(UserPoolClient?.ClientId, 'CreateUserPoolClient answered no client id');
}

async function ensureGroup(client: CognitoIdentityProviderClient, userPoolId: string, groupName: string) {
  // ListGroups, not GetGroup: cognito-local's GetGroup fails with a 500 on a pool without groups.
  const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  if (!Groups.some((group) => group.GroupName === groupName)) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: groupName }));
  }
}

export interface ConfirmedAccount {
  email: string;
  password: string;
  groups?: readonly string[];
}

/**
 * Makes sure a confirmed account with a verified e-mail and this password exists (created as an operator would,
 * without an invitation e-mail), in the given groups. Returns whether it had to be created.
 */
export async function ensureConfirmedAccount(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  account: ConfirmedAccount,
): Promise<boolean> {
  const created = !(await accountExists(client, userPoolId, account.email));
  if (created) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: account.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  }
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: account.email,
      Password: account.password,
      Permanent: true,
    }),
  );
  for (const groupName of account.groups ?? []) {
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.email, GroupName: groupName }),
    );
  }
  return created;
}

async function accountExists(client: CognitoIdentityProviderClient, userPoolId: string, email: string) {
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return true;
  } catch (error) {
    if (error instanceof UserNotFoundException) return false;
    throw error;
  }
}

function requireValue<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new Error(message);
  return value;
}
