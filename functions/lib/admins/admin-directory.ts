/**
 * Who HiveKeeper's admins are: the members of the user pool's `admins` group (the decisions' rule), read with
 * Cognito's ListUsersInGroup, so making someone an admin is enough for them to be notified and e-mailed.
 */
import {
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../caller';
import { config } from '../config';
import { MAX_NOTIFIED_ADMINS } from '../data/admin-notices';

export interface Admin {
  /** The Cognito `sub`, the admin's user id. */
  userId: string;
  email: string;
}

export interface AdminDirectory {
  listAdmins(userPoolId: string): Promise<Admin[]>;
}

/** Cognito's page size for ListUsersInGroup. */
const PAGE_SIZE = 60;

export function createCognitoAdminDirectory(client: CognitoIdentityProviderClient): AdminDirectory {
  return {
    async listAdmins(userPoolId) {
      const admins: Admin[] = [];
      let nextToken: string | undefined;
      do {
        const page = await client.send(
          new ListUsersInGroupCommand({
            UserPoolId: userPoolId,
            GroupName: ADMIN_GROUP,
            Limit: PAGE_SIZE,
            NextToken: nextToken,
          }),
        );
        admins.push(...(page.Users ?? []).flatMap(toAdmin));
        nextToken = page.NextToken;
      } while (nextToken && admins.length < MAX_NOTIFIED_ADMINS);
      return admins.slice(0, MAX_NOTIFIED_ADMINS);
    },
  };
}

/** A member who can sign in and has both ids; a disabled account is no longer an admin to tell. */
function toAdmin(user: UserType): Admin[] {
  const attribute = (name: string) => user.Attributes?.find((candidate) => candidate.Name === name)?.Value;
  const userId = attribute('sub');
  const email = attribute('email');
  if (user.Enabled === false || !userId || !email) return [];
  return [{ userId, email }];
}

let directory: AdminDirectory | undefined;

/** The user pool's admins, through Cognito (cognito-local at `COGNITO_ENDPOINT` locally). */
export function adminDirectory(): AdminDirectory {
  const { endpoint } = config.userPool;
  directory ??= createCognitoAdminDirectory(new CognitoIdentityProviderClient(endpoint ? { endpoint } : {}));
  return directory;
}
