/**
 * The global setup's side of one commercial beekeeper (1,000 hives, 20,000 inspections with notes and their search words, about 83,000 items)
 * for the whole data-test run: the scale tests that only read it (requests per screen, search, export) share it
 * instead of writing it each. The project's global setup starts the writing in a child process on a table of its
 * own and goes on at once; a test file switches to that table before its handlers load (`useCommercialTable`, from
 * `vi.hoisted`) and waits in its `beforeAll` until the account is complete (`commercialAccount`), both in
 * `shared-commercial-account.ts`: the setup holds that answer until the child has finished. Nothing here loads the
 * handlers' modules, which would read their table in the vitest process.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ulid } from 'ulid';
import { inject } from 'vitest';
import { ensureTable } from '../../infra/local/dynamodb';
import { REPO_ROOT } from '../../infra/paths';
import { closeServer } from '../../infra/local/servers';

export interface SharedCommercialAccount {
  table: string;
  userId: string;
  email: string;
  /** Answers the account's hive once it is written, or 500 with why not. */
  readyUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    commercialAccount: SharedCommercialAccount;
  }
}

const TABLE = 'hivekeeper-commercial-test';

/** In the global setup: starts writing the account and answers at once; the returned function stops it all. */
export async function startSharedCommercialAccount(
  endpoint: string,
  environment: NodeJS.ProcessEnv,
): Promise<{ account: SharedCommercialAccount; stop(): Promise<void> }> {
  await ensureTable(endpoint, TABLE);
  const userId = ulid();
  const email = `commercial-${userId.toLowerCase()}@example.com`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'functions/test-support/seed-commercial-account.ts', userId, email],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...environment, TABLE_NAME: TABLE, DYNAMODB_ENDPOINT: endpoint },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const written = new Promise<{ status: number; body: string }>((resolve) =>
    child.once('close', (code) =>
      resolve(
        code === 0
          ? { status: 200, body: output }
          : { status: 500, body: `Writing the commercial account failed (exit ${code}): ${errors.slice(-2000)}` },
      ),
    ),
  );
  const server = createServer((_request, response) => {
    void written.then(({ status, body }) => response.writeHead(status).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    account: { table: TABLE, userId, email, readyUrl: `http://127.0.0.1:${port}/` },
    async stop() {
      if (child.exitCode === null) child.kill();
      await closeServer(server);
    },
  };
}

/**
 * From `vi.hoisted`, before the handlers' modules load: the test file works on the shared account's table. Kept
 * here, where no handler module is imported, since the import itself would load them with the other table.
 */
export function useCommercialTable(): string {
  process.env.TABLE_NAME = inject('commercialAccount').table;
  return process.env.TABLE_NAME;
}
