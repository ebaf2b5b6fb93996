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
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../../functions/lib/caller';
import { SETTINGS, stackName } from '../config';
import { REPO_ROOT } from '../paths';

export const CDK_OUTPUTS_FILE = join(REPO_ROOT, 'cdk-outputs.json');

export class MakeAdminError extends Error {}

/** The user pool id: HIVEKEEPER_USER_POOL_ID, else the `UserPoolId` output of the stage's stack. */
export function findUserPoolId(stage: string, env: NodeJS.ProcessEnv, outputsFile = CDK_OUTPUTS_FILE): string {
  const fromEnv = env.HIVEKEEPER_USER_POOL_ID?.trim();
  if (fromEnv) return fromEnv;
  let outputs: Record<string, Record<string, string>>;
  try {
    outputs = JSON.parse(readFileSync(outputsFile, 'utf8'));
  } catch {
    throw new MakeAdminError(
      `No user pool: set HIVEKEEPER_USER_POOL_ID, or deploy first (npx cdk deploy writes ${outputsFile}).`,
    );
  }
  const userPoolId = outputs[stackName(stage)]?.UserPoolId;
  if (!userPoolId) {
    throw new MakeAdminError(`${outputsFile} has no UserPoolId for stack ${stackName(stage)}; is the stage right?`);
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
  const stageFlag = args.indexOf('--stage');
  const stage = (stageFlag >= 0 ? args[stageFlag + 1] : env[SETTINGS.stage.env]) || 'dev';
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The same `.env` as `npm start` and the CDK app; variables set in the shell win.
  const envFile = join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  main(process.argv.slice(2), process.env).catch((error: unknown) => {
    console.error(error instanceof MakeAdminError ? error.message : error);
    process.exitCode = 1;
  });
}
