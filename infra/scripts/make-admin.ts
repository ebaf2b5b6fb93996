/**
 * Makes a HiveKeeper user an admin: adds the account with this e-mail address to the user pool's `admins` group.
 * The user signs up in the web app first; the new rights show once their token is renewed (next sign-in, or
 * within the hour).
 *
 *   npx tsx infra/scripts/make-admin.ts beekeeper@example.com [--stage prod]
 *
 * The user pool comes from HIVEKEEPER_USER_POOL_ID, else from the stage's outputs in cdk-outputs.json (written
 * by `npx cdk deploy`); `.env` is read as by the CDK app. AWS credentials come from the usual AWS environment or
 * profile; the region is the pool's own (its id starts with it), else AWS_REGION.
 */
import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../../functions/lib/caller';
import { stackName } from '../config';
import { CDK_OUTPUTS_FILE, OperatorError, runScript, stackOutput, stageArgument } from './operator';

export class MakeAdminError extends OperatorError {}

/** The user pool id: HIVEKEEPER_USER_POOL_ID, else the `UserPoolId` output of the stage's stack. */
export function findUserPoolId(stage: string, env: NodeJS.ProcessEnv, outputsFile = CDK_OUTPUTS_FILE): string {
  const userPoolId = env.HIVEKEEPER_USER_POOL_ID?.trim() || stackOutput(stage, 'UserPoolId', outputsFile);
  if (!userPoolId) {
    throw new MakeAdminError(
      `No user pool for stack ${stackName(stage)}: set HIVEKEEPER_USER_POOL_ID, or deploy that stage first ` +
        `(npx cdk deploy writes ${outputsFile}); is the stage right?`,
    );
  }
  return userPoolId;
}

/** The region a user pool lives in: its id starts with it (eu-west-1_AbC123). */
export function userPoolRegion(userPoolId: string): string | undefined {
  const [region, rest] = userPoolId.split('_');
  return rest && /^[a-z]{2}(-[a-z]+)+-\d+$/.test(region ?? '') ? region : undefined;
}

/** Adds the user with `email` to the admins group and answers their Cognito username. */
export async function makeAdmin(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
): Promise<string> {
  const { Users: users = [] } = await client.send(
    new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${email.replaceAll('"', '')}"`, Limit: 2 }),
  );
  const [user] = users;
  if (!user?.Username) {
    throw new MakeAdminError(`No HiveKeeper account uses ${email}: sign up in the web app first, then run this again.`);
  }
  await client.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.Username, GroupName: ADMIN_GROUP }),
  );
  return user.Username;
}

async function main(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const stage = stageArgument(args, env);
  const [email] = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--stage');
  if (!email?.includes('@')) {
    throw new MakeAdminError('Usage: npx tsx infra/scripts/make-admin.ts <email> [--stage <stage>]');
  }

  const userPoolId = findUserPoolId(stage, env);
  const client = new CognitoIdentityProviderClient({ region: userPoolRegion(userPoolId) ?? env.AWS_REGION });
  const username = await makeAdmin(client, userPoolId, email);
  console.log(`${email} (user ${username}) is now a HiveKeeper admin in ${userPoolId}.`);
  console.log('The admin screens open after their next sign-in (or within the hour, when the token renews).');
}

runScript(import.meta.url, main);
