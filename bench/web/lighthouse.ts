/**
 * `npm run bench:lighthouse`: Lighthouse's performance figures for the pages a visitor meets first (`/` and
 * `/pricing`) and the pages a beekeeper opens every day (the dashboard and `/hives`, signed in as the demo Pro
 * beekeeper), as a beekeeper on a phone gets them: a production build of the web app served by the local stack on
 * ports of its own (8870-8874, moved by HIVEKEEPER_TEST_PORT_OFFSET) with the demo data, Lighthouse's mobile
 * defaults (a mid-range phone on slow 4G, simulated), Debian's Chromium (`/usr/bin/chromium`, or CHROME_PATH). Each
 * page is measured LIGHTHOUSE_RUNS times (default 3) and the median of each figure is printed; with
 * LIGHTHOUSE_REPORT_DIR, each run's whole report (long tasks, bootup time by script, the LCP element) is written
 * there as HTML. Nothing is downloaded.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { startLocalStack } from '../../infra/local/stack';
import { testSuitePorts } from '../../infra/local/settings';
import { buildWebApp } from '../../infra/local/web-app-build';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../test/e2e/support/chromium';
import { kilobytes } from './budgets';

/** Signed-out pages first: a signed-in run keeps its session, which a signed-out page must not see. */
const PAGES: { name: string; report: string; path: string; signedIn: boolean }[] = [
  { name: '/', report: 'landing', path: '/', signedIn: false },
  { name: '/pricing', report: 'pricing', path: '/pricing', signedIn: false },
  { name: 'dashboard (signed in)', report: 'dashboard', path: '/', signedIn: true },
  { name: '/hives (signed in)', report: 'hives', path: '/hives', signedIn: true },
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

interface Figures {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hivekeeper-lighthouse-'));
  const webAppDir = join(dataDir, 'dist');
  console.log('Building the web app and starting the local stack...');
  await buildWebApp(webAppDir);
  const stack = await startLocalStack({
    ports: testSuitePorts(8870),
    dataDir,
    inMemoryDatabase: true,
    logLevel: 'ERROR',
    seedDemoData: true,
    webAppDir,
  });
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
    const rows: [string, Figures][] = [];
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let run = 1; run <= RUNS; run++) {
        if (page.signedIn) await signInThroughLogin(stack.urls.app, chrome.port);
        const report = REPORT_DIR && join(REPORT_DIR, `${page.report}-${run}.html`);
        runs.push(await measure(`${stack.urls.app}${page.path}`, chrome.port, page.signedIn, report));
        console.log(`  ${page.name} run ${run}: performance ${runs.at(-1)?.score}`);
      }
      rows.push([page.name, medians(runs)]);
    }
    printTable(rows);
  } finally {
    chrome.kill();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Signs the demo Pro beekeeper in on `/login` as a beekeeper does, then empties the HTTP cache: the audit then
 * meets a returning beekeeper's stored session with nothing downloaded yet, not the chunks `/login` just loaded.
 */
async function signInThroughLogin(appUrl: string, port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default context to sign in with');
    const page = await context.newPage();
    const devTools = await context.newCDPSession(page);
    // Signed out first: `/login` sends a beekeeper who is still signed in (the previous run) straight on.
    await devTools.send('Storage.clearDataForOrigin', { origin: appUrl, storageTypes: 'all' });
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.beekeeper.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.beekeeper.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await devTools.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run; a signed-in page keeps the session (Lighthouse would otherwise clear the origin's storage). */
async function measure(url: string, port: number, signedIn: boolean, reportPath?: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: reportPath ? 'html' : 'json',
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (reportPath) writeFileSync(reportPath, result.report as string);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const value = (audit: string) => {
    const numeric = lhr.audits[audit]?.numericValue;
    if (numeric === undefined) throw new Error(`Lighthouse measured no ${audit} on ${url}`);
    return numeric;
  };
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferBytes: value('total-byte-weight'),
  };
}

/** The median of each figure on its own (an odd number of runs gives a value that was measured). */
function medians(runs: Figures[]): Figures {
  const median = (pick: (figures: Figures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  };
  return {
    score: median((figures) => figures.score),
    lcpMs: median((figures) => figures.lcpMs),
    fcpMs: median((figures) => figures.fcpMs),
    tbtMs: median((figures) => figures.tbtMs),
    cls: median((figures) => figures.cls),
    transferBytes: median((figures) => figures.transferBytes),
  };
}

function printTable(rows: [string, Figures][]): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const table = [
    ['page', 'performance', 'LCP', 'FCP', 'TBT', 'CLS', 'transfer'],
    ...rows.map(([page, figures]) => [
      page,
      String(figures.score),
      seconds(figures.lcpMs),
      seconds(figures.fcpMs),
      `${Math.round(figures.tbtMs)} ms`,
      figures.cls.toFixed(3),
      kilobytes(figures.transferBytes),
    ]),
  ];
  const widths = table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? [];
  console.log(`\nLighthouse, mobile defaults, median of ${RUNS} run(s) per page:`);
  for (const row of table) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`);
}

await main();
