/**
 * Prints an ID token of the local user pool for an account, signed in with USER_PASSWORD_AUTH exactly as the web
 * app does (it reads the pool from the running stack's /config.json):
 *
 *   curl -H "Authorization: Bearer $(npx tsx infra/local/token.ts demo@hivekeeper.local '<password>')" \
 *     http://localhost:3000/api/auth/user
 */
import { existsSync } from 'node:fs';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { readLocalSettings } from './settings';
import { UserPoolApi, UserPoolError } from './user-pool-api';

async function main(): Promise<void> {
  const [email, password] = process.argv.slice(2);
  if (!email || !password) {
    throw new UsageError('Usage: npx tsx infra/local/token.ts <email> <password>');
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const app = `http://localhost:${readLocalSettings().ports.gateway}`;
  let config: RuntimeConfig;
  try {
    config = (await (await fetch(`${app}/config.json`)).json()) as RuntimeConfig;
  } catch {
    throw new UsageError(`HiveKeeper's local stack does not answer at ${app}: start it with npm start.`);
  }
  if (!config.userPoolEndpoint) throw new UsageError(`${app} is not a local HiveKeeper stack (no userPoolEndpoint).`);
  const tokens = await new UserPoolApi(config.userPoolEndpoint, config.userPoolClientId).signIn(email, password);
  console.log(tokens.idToken);
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(error.message);
  else if (error instanceof UserPoolError) console.error(`Sign-in failed: ${error.message} (${error.type})`);
  else console.error(error);
  process.exit(1);
});
