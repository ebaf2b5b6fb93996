/**
 * Where the end-to-end suite's HiveKeeper runs: its own local stack on ports 8790-8794 (the integration suite has
 * 8780-8784, `npm start` the defaults; HIVEKEEPER_TEST_PORT_OFFSET moves both suites' ports), serving a production
 * build of the web app from its own folder.
 */
import { join } from 'node:path';
import { REPO_ROOT } from '../../../infra/paths';
import type { JobName } from '../../../functions/jobs';
import { COGNITO_PATH } from '../../../infra/local/gateway';
import { LOCAL_JOBS_PATH } from '../../../infra/local/scheduler';
import { testSuitePorts, type LocalPorts } from '../../../infra/local/settings';

export const E2E_PORTS: LocalPorts = testSuitePorts(8790);

const app = `http://localhost:${E2E_PORTS.gateway}`;

export const E2E_URLS = {
  /** The gateway: the web app, /api, /config.json and /cognito on one origin, like CloudFront. */
  app,
  /** The user pool's API as the web app calls it, through the gateway. */
  userPoolEndpoint: `${app}${COGNITO_PATH}/`,
  /** The local SES: `GET /store` answers every e-mail sent (sign-up codes). */
  inbox: `http://localhost:${E2E_PORTS.ses}`,
  /** cognito-local itself, for the operator's admin calls. */
  cognito: `http://localhost:${E2E_PORTS.cognito}`,
};

/** The web app build the stack serves (git-ignored; rebuilt when its sources changed, `ensureWebAppBuild`). */
export const E2E_WEB_APP_DIR = join(REPO_ROOT, '.local', 'e2e', 'dist');

/** Set by the global setup for the workers: the ids of the user pool the stack created. */
const USER_POOL_ID_VARIABLE = 'HIVEKEEPER_E2E_USER_POOL_ID';
const USER_POOL_CLIENT_ID_VARIABLE = 'HIVEKEEPER_E2E_USER_POOL_CLIENT_ID';

export function publishUserPool(userPool: { userPoolId: string; userPoolClientId: string }): void {
  process.env[USER_POOL_ID_VARIABLE] = userPool.userPoolId;
  process.env[USER_POOL_CLIENT_ID_VARIABLE] = userPool.userPoolClientId;
}

export function e2eUserPool(): { userPoolId: string; userPoolClientId: string } {
  const userPoolId = process.env[USER_POOL_ID_VARIABLE];
  const userPoolClientId = process.env[USER_POOL_CLIENT_ID_VARIABLE];
  if (!userPoolId || !userPoolClientId) throw new Error('The end-to-end global setup has not started the stack');
  return { userPoolId, userPoolClientId };
}

/** Runs a scheduled job now, as `npm run job` does, and waits for it to finish; throws when it failed. */
export async function runLocalJob(job: JobName): Promise<void> {
  const run = await fetch(new URL(`${LOCAL_JOBS_PATH}/${job}?wait=true`, app), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ job }),
  });
  if (run.status !== 200) throw new Error(`The ${job} job answered ${String(run.status)}: ${await run.text()}`);
}
