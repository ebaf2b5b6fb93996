/**
 * Playwright global setup of HiveKeeper's end-to-end suite: a production build of the web app (the last run's when
 * nothing it is made from changed since, as for `npm start`) and the same local stack `npm start` runs (demo accounts
 * included) on the suite's own ports, with its data in a temporary folder. The function it returns is the global
 * teardown.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../infra/local/stack';
import { ensureWebAppBuild } from '../../infra/local/web-app-build';
import { E2E_PORTS, E2E_WEB_APP_DIR, publishUserPool } from './support/e2e-stack';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const startedAt = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'hivekeeper-e2e-'));
  // The gateway reads the web app's folder on each request, so the build and the stack start side by side.
  const [started, built] = await Promise.allSettled([
    startLocalStack({
      ports: E2E_PORTS,
      dataDir,
      inMemoryDatabase: true,
      logLevel: 'ERROR',
      seedDemoData: true,
      webAppDir: E2E_WEB_APP_DIR,
    }),
    ensureWebAppBuild(E2E_WEB_APP_DIR),
  ]);
  const stack = started.status === 'fulfilled' ? started.value : undefined;
  const teardown = async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const failure = [started, built].find((result) => result.status === 'rejected');
  if (!stack || failure) {
    await teardown();
    throw failure?.reason;
  }
  publishUserPool(stack.userPool);
  const webApp = built.status === 'fulfilled' && built.value === 'reused' ? 'Web app build reused' : 'Web app built';
  console.log(`${webApp} and local stack up on ${stack.urls.app} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return teardown;
}
