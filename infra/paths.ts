/**
 * Where HiveKeeper's parts live in the work tree, for the CDK app and the local stack alike, so both find the same
 * handlers and the same web build from any working directory.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The HiveKeeper work tree. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The handler modules that `functions/routes.ts` names (`handler: 'hives/list-hives'`). */
const HANDLERS_DIR = join(REPO_ROOT, 'functions', 'handlers');

/** The source file of a route's handler module. */
export function handlerEntry(route: { handler: string }): string {
  return join(HANDLERS_DIR, `${route.handler}.ts`);
}

/** What a Lambda bundle takes for the SDK's default credential chain (see the module). */
export const LAMBDA_CREDENTIALS_MODULE = join(REPO_ROOT, 'functions', 'lib', 'lambda-credentials.ts');

/** Where issue #3's Vite build of the web app lands; it may not exist yet. */
export const FRONTEND_DIST = join(REPO_ROOT, 'frontend', 'dist');
