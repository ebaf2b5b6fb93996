/**
 * `npm start` as a person (or a crash) meets it: the web app built and served as CloudFront serves it (built once,
 * then kept while its sources are unchanged; `/` and `/pricing` prerendered; compressed), the demo data is there
 * from the gateway's first answer, a `kill -9` during writes or during the start loses no acknowledged write and
 * leaves nothing in the way of the next start, Ctrl-C stops every child (also while starting), a second start on
 * the same data folder is refused, and a busy port or a missing Java gets one line. Runs start.ts in child processes on ports 8785-8789 (moved by HIVEKEEPER_TEST_PORT_OFFSET), building the web app into a folder of its own.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { HIVE_HEALTH_NOT_INSPECTED, HIVE_PAGE } from '../../shared/domain/hive';
import { NEXT_CURSOR_HEADER } from '../../shared/domain/paging';
import { HEALTH_LABELS, colonyHealthScore } from '../../shared/rules/health';
import type { Apiary } from '../../shared/schemas/apiary';
import type { DashboardMetrics } from '../../shared/schemas/dashboard';
import type { FinanceSummary, FinancialRecord } from '../../shared/schemas/finance';
import type { Hive } from '../../shared/schemas/hive';
import type { WinterLossesAnswer } from '../../shared/schemas/winter-losses';
import { lastWinterEndYear } from './seed/demo-days';
import type { Task } from '../../shared/schemas/task';
import type { InspectionAnswer } from '../../shared/schemas/inspection';
import type { FeedingTotals, Treatment } from '../../shared/schemas/treatment';
import type { ProductionRecord, ProductionSummary } from '../../shared/schemas/production';
import { convertWeight, isWeightUnit } from '../../shared/rules/units';
import { SIGNED_IN_MARK_SCRIPT_SOURCE } from '../security-headers';
import type { ApiCaller } from './api-client';
import { apiAs } from './api-client';
import { ACCOUNT_HEADER } from '../../shared/domain/team-links';
import type { ActingAccount } from '../../shared/schemas/team';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { recordedChildren } from './processes';
import { PORT_VARIABLES, READY_LINE, testSuitePorts, type LocalPorts } from './settings';
import { UserPoolApi } from './user-pool-api';
import { isWebAppBuildCurrent } from './web-app-build';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import type { Feedback } from '../../shared/schemas/feedback';
import type { MarketingContent } from '../../shared/schemas/marketing';
import { DAILY_PLATFORMS } from '../../shared/rules/marketing';
import type { Notification } from '../../shared/schemas/notification';

const PROJECT_ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const PORTS = portVariables(testSuitePorts(8785));
const APP = `http://localhost:${PORTS.PORT}`;
/** Ports of a second start on the same data folder (refused before it binds any). */
const OTHER_PORTS = portVariables(testSuitePorts(8770));

/** The environment that gives start.ts these ports. */
function portVariables(ports: LocalPorts) {
  return {
    [PORT_VARIABLES.gateway]: String(ports.gateway),
    [PORT_VARIABLES.dynamoDb]: String(ports.dynamoDb),
    [PORT_VARIABLES.s3]: String(ports.s3),
    [PORT_VARIABLES.ses]: String(ports.ses),
    [PORT_VARIABLES.cognito]: String(ports.cognito),
  };
}

interface StartedProcess {
  child: ChildProcess;
  /** stdout and stderr together. */
  output(): string;
  errors(): string;
  exited: Promise<number | null>;
}

/** Runs start.ts in one process (no npm or tsx wrapper), so a kill reaches the stack itself. */
function runStart(env: Record<string, string>): StartedProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...PORTS, LOG_LEVEL: 'ERROR', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, errors: () => errors, exited };
}

async function untilReady(started: StartedProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!started.output().includes(READY_LINE)) {
    if (started.child.exitCode !== null) throw new Error(`start.ts exited early:\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`start.ts was not ready in time:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for the first answer at `url`, polling from the moment the start begins. */
async function untilAnswering(url: string, started: StartedProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`start.ts exited early:\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time:\n${started.output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function signIn(account: { email: string; password: string }, headers?: Record<string, string>) {
  const config = (await (await fetch(`${APP}/config.json`)).json()) as RuntimeConfig;
  const pool = new UserPoolApi(config.userPoolEndpoint ?? '', config.userPoolClientId);
  const { idToken } = await pool.signIn(account.email, account.password);
  return apiAs(APP, idToken, headers);
}

/** The ids of every hive of the signed-in beekeeper, page by page (the list pages: at most 100 a call). */
async function allHiveIds(api: ApiCaller): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | undefined;
  do {
    const answer = await api<Hive[]>('GET', apiPath(routes.listHives, {}, { limit: HIVE_PAGE.maxLimit, cursor }));
    for (const hive of answer.body) ids.add(hive.id);
    cursor = answer.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
  } while (cursor !== undefined);
  return ids;
}

/**
 * Creates hives from several concurrent loops until the stack stops answering; `acknowledged` holds the ids of
 * the creates that were answered 201.
 */
function writeUntilKilled(api: ApiCaller, apiaryId: string, label: string) {
  const acknowledged: string[] = [];
  let sent = 0;
  const loop = async () => {
    for (;;) {
      sent += 1;
      try {
        const answer = await api<Hive>('POST', apiPath(routes.createHive), { name: `${label} ${sent}`, apiaryId });
        if (answer.status !== 201) throw new Error(`Unexpected answer ${answer.status}`);
        acknowledged.push(answer.body.id);
      } catch (error) {
        if (error instanceof TypeError) return; // fetch failed: the stack is gone
        throw error;
      }
    }
  };
  const done = Promise.all(Array.from({ length: 4 }, loop));
  return { acknowledged, done };
}

async function whenAtLeast(list: unknown[], count: number) {
  while (list.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('npm start (start.ts)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hivekeeper-start-'));
  const webAppDir = mkdtempSync(join(tmpdir(), 'hivekeeper-start-web-'));
  const running: StartedProcess[] = [];
  const start = (env: Record<string, string> = {}) => {
    const started = runStart({ LOCAL_DATA_DIR: dataDir, WEB_APP_DIR: webAppDir, ...env });
    running.push(started);
    return started;
  };
  const recordedJava = () => recordedChildren(dataDir).map((child) => child.pid);

  // A failed test stops what it started, so the next one finds the ports and the data folder free.
  afterEach(async () => {
    for (const started of running) {
      if (started.child.exitCode !== null) continue;
      started.child.kill('SIGINT');
      await started.exited;
    }
  });
  afterAll(async () => {
    for (const started of running) if (started.child.exitCode === null) started.child.kill('SIGKILL');
    if (existsSync(join(dataDir, 'pids.json')))
      for (const pid of recordedJava()) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webAppDir, { recursive: true, force: true });
  });

  it('opens only once the demo accounts exist; builds the web app and serves it as CloudFront does; keeps a current build', async () => {
    const first = start();
    // A fresh data folder: the first answer the gateway gives, the demo beekeeper can sign in and finds the demo
    // data, and the ready banner follows the seeding.
    await untilAnswering(`${APP}/config.json`, first);
    const demo = await signIn(DEMO_ACCOUNTS.beekeeper);
    const demoApiaries = (await demo<Apiary[]>('GET', apiPath(routes.listApiaries))).body;
    expect(demoApiaries.map((apiary) => apiary.name)).toEqual(['Home Apiary', 'Clover Meadow']);
    // Ana is on the demo beekeeper's team, an editor of her Home Apiary: her switcher lists Maya's account.
    const ana = await signIn(DEMO_ACCOUNTS.member);
    const anasAccounts = (await ana<ActingAccount[]>('GET', apiPath(routes.listActingAccounts))).body;
    expect(anasAccounts.map(({ name, role, own }) => ({ name, role, own }))).toEqual([
      { name: 'Ana Lopes', role: 'owner', own: true },
      { name: 'Maya Fields', role: 'editor', own: false },
    ]);
    const onMayas = await signIn(DEMO_ACCOUNTS.member, { [ACCOUNT_HEADER]: anasAccounts[1]?.accountId ?? '' });
    const anasApiaries = (await onMayas<Apiary[]>('GET', apiPath(routes.listApiaries))).body;
    expect(anasApiaries.map((apiary) => apiary.name)).toEqual(['Home Apiary']);
    await untilReady(first);
    const seeding = first.output().indexOf('Seeding the demo accounts');
    expect(seeding).toBeGreaterThan(-1);
    expect(first.output().indexOf(READY_LINE)).toBeGreaterThan(seeding);
    expect(first.output()).toMatch(/Built the web app in \d+\.\d s/);

    const home = await fetch(`${APP}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Compressed like CloudFront compresses (Node's fetch asks for gzip, and undoes it).
    expect(home.headers.get('content-encoding')).toBe('gzip');
    const html = await home.text();
    // A visitor's first pages are prerendered: the hero heading and the plan cards are in the HTML itself,
    // readable before any script runs; every other screen gets the empty shell the app renders into.
    expect(html).toContain('<div id="root" data-prerendered="/">');
    expect(html).toMatch(/<h1[^>]*>Every hive, every inspection, one clear record\.<\/h1>/);
    const pricing = await (await fetch(`${APP}/pricing`)).text();
    expect(pricing).toContain('<div id="root" data-prerendered="/pricing">');
    expect(pricing).toMatch(/<h2 id="plan-free"[^>]*>Free<\/h2>/);
    expect(pricing).toMatch(/<h2 id="plan-pro"[^>]*>Pro<\/h2>/);
    expect(pricing).toContain('Sign Up Free');
    for (const page of [html, pricing]) expect(page.slice(page.indexOf('<div id="root"'))).not.toContain('<script');
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)">/.exec(html)?.[1];
    expect(script).toBeDefined();
    const bundle = await fetch(`${APP}${script}`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('text/javascript');
    // The policy CloudFront sends, with the local origins: scripts from the site (and the signed-in mark) only,
    // uploads on s3rver.
    const policy = home.headers.get('content-security-policy') ?? '';
    expect(policy.split('; ')).toEqual(
      expect.arrayContaining([
        `script-src 'self' ${SIGNED_IN_MARK_SCRIPT_SOURCE}`,
        `connect-src 'self' http://localhost:${PORTS.S3_PORT}`,
      ]),
    );
    expect(home.headers.get('x-frame-options')).toBe('DENY');
    // An app screen loaded directly (a bookmark, a reload) gets the app, which routes on the client.
    const screen = await fetch(`${APP}/hives`);
    expect(screen.headers.get('content-security-policy')).toBe(policy);
    const shell = await screen.text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain(script);

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    // Stamped a day ahead, the build stays newer than its sources even while someone edits them meanwhile (the
    // later starts of this file reuse it too).
    const aDayAhead = new Date(Date.now() + 24 * 60 * 60 * 1000);
    utimesSync(join(webAppDir, 'index.html'), aDayAhead, aDayAhead);
    const again = start();
    await untilReady(again);
    expect(again.output()).toContain('newer than its sources: not rebuilt');
    expect(await (await fetch(`${APP}/hives`)).text()).toBe(shell);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);

    // A source saved after the build started makes it stale (its content stays as it is).
    const source = join(PROJECT_ROOT, 'frontend', 'index.html');
    const { atime, mtime } = statSync(source);
    expect(isWebAppBuildCurrent(webAppDir)).toBe(true);
    utimesSync(source, atime, new Date(aDayAhead.getTime() + 1000));
    try {
      expect(isWebAppBuildCurrent(webAppDir)).toBe(false);
    } finally {
      utimesSync(source, atime, mtime);
    }
  }, 120_000);

  it('seeds the demo data, keeps every acknowledged write across kill -9, refuses a second start, stops cleanly', async () => {
    const first = start();
    await untilReady(first);
    expect(first.output()).toContain(DEMO_ACCOUNTS.beekeeper.password);

    const demo = await signIn(DEMO_ACCOUNTS.beekeeper);
    const demoApiaries = (await demo<Apiary[]>('GET', apiPath(routes.listApiaries))).body;
    expect(demoApiaries.map((apiary) => apiary.name)).toEqual(['Home Apiary', 'Clover Meadow']);
    const everyDemoHive = (await demo<Hive[]>('GET', apiPath(routes.listHives))).body;
    // Three colonies of the demo's colony history have ended: a united swarm and last winter's two losses.
    const demoHives = everyDemoHive.filter((hive) => hive.status === 'active');
    expect(demoHives).toHaveLength(5);
    expect(
      everyDemoHive
        .filter((hive) => hive.status !== 'active')
        .map(({ name, status, endReason }) => [name, status, endReason])
        .toSorted(),
    ).toEqual([
      ['Bramble', 'dead', 'dead'],
      ['June Swarm', 'combined', 'combined'],
      ['Linden Nuc', 'dead', 'queen_problem'],
    ]);
    // The dashboard's tallies, kept by the writes the seed made through the API, agree with the hives themselves.
    const labels = [...HEALTH_LABELS, HIVE_HEALTH_NOT_INSPECTED] as const;
    const hivesByHealth = Object.fromEntries(
      labels.map((label) => [label, demoHives.filter((hive) => hive.healthStatus === label).length]),
    ) as DashboardMetrics['hivesByHealth'];

    // Last winter's losses, counted by hand from the demo's colony history (infra/local/seed/colony-history.ts):
    // into the winter went Golden Comb, Buttercup, Lavender and Linden Nuc at the Home Apiary and Meadow One
    // and Bramble at Clover Meadow (June Swarm was united into Meadow One in September; Top Bar Trial came after);
    // Linden Nuc was lost to a queen problem and Bramble died.
    const lastWinter = (await demo<WinterLossesAnswer>('GET', apiPath(routes.getWinterLosses))).body.winters.find(
      ({ year }) => year === lastWinterEndYear(),
    );
    const figures = (name: string) => lastWinter?.apiaries.find(({ apiaryName }) => apiaryName === name);
    expect(figures('Home Apiary')).toMatchObject({
      coloniesIntoWinter: 4,
      lost: { dead: 0, queen_problem: 1, disaster: 0 },
      lossRatePercent: 25,
    });
    expect(figures('Clover Meadow')).toMatchObject({
      coloniesIntoWinter: 2,
      lost: { dead: 1, queen_problem: 0, disaster: 0 },
      lossRatePercent: 50,
    });
    expect(lastWinter?.total).toMatchObject({ coloniesIntoWinter: 6, totalLost: 2, lossRatePercent: 33.3 });
    // The Pro figures agree with the year's production summary and profit and loss.
    const production = (await demo<ProductionSummary>('GET', apiPath(routes.getProductionSummary))).body;
    const finances = (await demo<FinanceSummary>('GET', apiPath(routes.getFinanceSummary))).body;
    expect((await demo('GET', apiPath(routes.getDashboardMetrics))).body).toMatchObject({
      totalHives: demoHives.length,
      // Each demo hive is dated before its first record (infra/local/seed/demo-history.ts): none is new this month.
      hivesAddedThisMonth: 0,
      healthScore: colonyHealthScore(hivesByHealth),
      healthScoreChange: null,
      hivesByHealth,
      honeyProduced: production.honey.lbs,
      profit: finances.net,
    });
    expect((await demo('GET', apiPath(routes.getCurrentUser))).body).toMatchObject({
      subscriptionPlan: 'pro',
      isAdmin: false,
    });
    expect((await (await signIn(DEMO_ACCOUNTS.admin))('GET', apiPath(routes.getCurrentUser))).body).toMatchObject({
      isAdmin: true,
    });
    // The demo schedule: an overdue task leads, the weekly swarm check is due today, the two varroa treatments'
    // recounts lie ahead, one task is done.
    const today = new Date().toISOString().slice(0, 10);
    const schedule = (await demo<Task[]>('GET', apiPath(routes.listTasks))).body;
    expect(schedule.map(({ completed }) => completed)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(schedule.filter(({ treatmentId }) => treatmentId !== null).map(({ title }) => title)).toHaveLength(2);
    expect(
      schedule
        .filter(({ treatmentId }) => treatmentId !== null)
        .every(({ dueDate, title }) => dueDate > today && title.startsWith('Varroa recount: ')),
    ).toBe(true);
    expect(schedule[0]).toMatchObject({ title: 'Top up Buttercup with 1:1 syrup', hiveName: 'Buttercup' });
    expect(schedule[1]).toMatchObject({
      title: 'Swarm check',
      dueDate: today,
      repeat: 'weekly',
      hiveName: 'Golden Comb',
    });
    expect(schedule.some(({ hiveId, apiaryName }) => hiveId === null && apiaryName === 'Clover Meadow')).toBe(true);
    // Two demo inspections carry drawn photos, uploaded as the web app uploads and served by presigned downloads.
    const inspections = (await demo<InspectionAnswer[]>('GET', apiPath(routes.listInspections, {}, { limit: '100' })))
      .body;
    const withPhotos = inspections.filter((inspection) => inspection.photoUrls.length > 0);
    expect(withPhotos.map(({ hiveName, photoUrls }) => [hiveName, photoUrls.length]).sort()).toEqual([
      ['Golden Comb', 2],
      ['Lavender', 1],
    ]);
    const photo = await fetch(withPhotos[0]?.photoUrls[0] ?? '');
    expect(photo.status).toBe(200);
    expect(
      Buffer.from(await photo.arrayBuffer())
        .subarray(1, 4)
        .toString('ascii'),
    ).toBe('PNG');

    // A season of treatments: this season's catalogue varroa treatments have their recount scheduled, and the fall
    // syrup counts toward its colony's sugar.
    const treatments = (await demo<Treatment[]>('GET', apiPath(routes.listTreatments))).body;
    expect(
      treatments.filter(({ recountTaskId }) => recountTaskId !== null).map(({ treatmentName }) => treatmentName),
    ).toEqual(['Formic Pro', 'Apivar']);
    expect(treatments.find(({ productId }) => productId === 'apivar')).toMatchObject({ efficacyPercent: 75 });
    const fallSyrup = treatments.find(({ treatmentName }) => treatmentName === 'Fall syrup 2:1');
    const fallYear = fallSyrup?.applicationDate.slice(0, 4) ?? '';
    expect(
      (await demo<FeedingTotals>('GET', apiPath(routes.getFeedingTotals, {}, { year: fallYear }))).body.hives,
    ).toContainEqual({ hiveId: fallSyrup?.hiveId, hiveName: 'Golden Comb', sugarLbs: 20, feedings: 1 });

    // Two summers of harvests in lbs, kg and jars, and wax: the summary sums each summer's honey in lbs, jars apart,
    // and charts the latest summer's months against the one before.
    const harvests = (await demo<ProductionRecord[]>('GET', apiPath(routes.listProduction, {}, { limit: '100' }))).body;
    expect(harvests).toHaveLength(10);
    expect(new Set(harvests.map(({ unit }) => unit))).toEqual(new Set(['lbs', 'kg', 'jars']));
    expect(harvests.filter(({ productType }) => productType === 'wax')).toHaveLength(2);
    const latestYear = harvests[0]?.harvestDate.slice(0, 4) ?? '';
    const honeyOf = (year: string) =>
      harvests.filter(({ productType, harvestDate }) => productType === 'honey' && harvestDate.startsWith(year));
    const summaryOf = async (year: string) =>
      (await demo<ProductionSummary>('GET', apiPath(routes.getProductionSummary, {}, { year }))).body;
    for (const year of [latestYear, String(Number(latestYear) - 1)]) {
      const summary = await summaryOf(year);
      const weighed = honeyOf(year).filter(({ unit }) => isWeightUnit(unit));
      const lbs = weighed.reduce((sum, { quantity, unit }) => sum + convertWeight(quantity, unit as 'kg', 'lbs'), 0);
      expect(summary.honey.lbs).toBeCloseTo(lbs, 1);
      expect(summary.honey.jars).toBe(
        honeyOf(year)
          .filter(({ unit }) => unit === 'jars')
          .reduce((sum, { quantity }) => sum + quantity, 0),
      );
      expect(summary.activeHives).toBe(5);
    }
    const latestSummary = await summaryOf(latestYear);
    expect(latestSummary.honeyByMonth.some(({ lastYearLbs }) => lastYearLbs > 0)).toBe(true);
    const apiaryOfHive = (hiveName: string) => (hiveName === 'Meadow One' ? 'Clover Meadow' : 'Home Apiary');
    expect(latestSummary.byApiary.map(({ apiaryName }) => apiaryName).toSorted()).toEqual(
      [...new Set(honeyOf(latestYear).map(({ hiveName }) => apiaryOfHive(hiveName)))].toSorted(),
    );
    // The demo books: this year's and last year's profit and loss add up the records, shared costs unallocated,
    // a hive's and an apiary's apart.
    const books = (await demo<FinancialRecord[]>('GET', apiPath(routes.listFinances, {}, { limit: '100' }))).body;
    // The twelve transactions recorded as such and the three demo treatments' costs.
    expect(books).toHaveLength(15);
    expect(books.filter(({ treatmentId }) => treatmentId !== null)).toHaveLength(3);
    const dollars = (records: FinancialRecord[], type: string) =>
      records
        .filter((record) => record.type === type)
        .reduce((cents, { amount }) => cents + Math.round(amount * 100), 0) / 100;
    const thisYear = new Date().toISOString().slice(0, 4);
    const lastYear = String(Number(thisYear) - 1);
    for (const year of [thisYear, lastYear]) {
      const ofYear = books.filter(({ transactionDate }) => transactionDate.startsWith(year));
      const shared = ofYear.filter(({ hiveId, apiaryId }) => hiveId === null && apiaryId === null);
      const summary = (await demo<FinanceSummary>('GET', apiPath(routes.getFinanceSummary, {}, { year }))).body;
      expect(ofYear.length).toBeGreaterThan(0);
      expect(summary).toMatchObject({
        income: dollars(ofYear, 'income'),
        expense: dollars(ofYear, 'expense'),
        unallocated: { income: dollars(shared, 'income'), expense: dollars(shared, 'expense') },
      });
      expect(summary.recentTransactions.map(({ id }) => id)).toEqual(ofYear.slice(0, 10).map(({ id }) => id));
    }
    const lastSeason = (await demo<FinanceSummary>('GET', apiPath(routes.getFinanceSummary, {}, { year: lastYear })))
      .body;
    // Meadow One's oxalic acid bought last winter and, in the same books, its treatments' costs.
    const meadowOne = books.filter(
      ({ hiveName, transactionDate }) => hiveName === 'Meadow One' && transactionDate.startsWith(lastYear),
    );
    expect(meadowOne.length).toBeGreaterThan(0);
    expect(lastSeason.byHive).toContainEqual(
      expect.objectContaining({ hiveName: 'Meadow One', expense: dollars(meadowOne, 'expense') }),
    );
    expect(lastSeason.byApiary.map(({ apiaryName }) => apiaryName)).toEqual(['Clover Meadow', 'Home Apiary']);

    // Round 1: kill -9 of the stack's process mid-writes; its Java child is orphaned and must be cleared up.
    const admin = await signIn(DEMO_ACCOUNTS.admin);
    // The admin's Feedback Management and bell show the demo beekeeper's feedback, one item taken in hand.
    const feedback = (await admin<Feedback[]>('GET', apiPath(routes.listFeedback, {}, { admin: 'true' }))).body;
    expect(feedback.map(({ subject, status }) => [subject, status])).toEqual([
      ['Print labels for my honey jars', 'open'],
      ['Harvest chart squeezes hive names on my phone', 'in_progress'],
    ]);
    const bell = (await admin<Notification[]>('GET', apiPath(routes.listNotifications, {}, { unread: 'true' }))).body;
    expect(bell.filter(({ type }) => type === 'new_feedback')).toHaveLength(2);
    // Today's marketing set, as the midnight schedule would have written it: a piece per platform with its image.
    const marketing = (await admin<MarketingContent[]>('GET', apiPath(routes.listMarketingContent))).body;
    expect(marketing.map(({ platform }) => platform).sort()).toEqual([...DAILY_PLATFORMS].sort());
    expect(marketing.every(({ generator, metadata }) => generator === 'template' && metadata.imageUrl)).toBe(true);
    const apiary = (await admin<Apiary>('POST', apiPath(routes.createApiary), { name: 'Crash test', location: 'Lab' }))
      .body;
    const round1 = writeUntilKilled(admin, apiary.id, 'Round 1');
    await whenAtLeast(round1.acknowledged, 30);
    const orphan = recordedJava();
    first.child.kill('SIGKILL');
    await round1.done;

    const second = start();
    await untilReady(second);
    expect(second.output()).toContain('left over from a previous run');
    expect(orphan.some(isAlive)).toBe(false);
    const afterRound1 = await allHiveIds(admin);
    expect(round1.acknowledged.filter((id) => !afterRound1.has(id))).toEqual([]);
    expect((await demo<Apiary[]>('GET', apiPath(routes.listApiaries))).body).toHaveLength(2);

    // Round 2: kill -9 of the stack and of DynamoDB Local together, as a crash of the whole process group.
    const round2 = writeUntilKilled(admin, apiary.id, 'Round 2');
    await whenAtLeast(round2.acknowledged, 30);
    for (const pid of recordedJava()) process.kill(pid, 'SIGKILL');
    second.child.kill('SIGKILL');
    await round2.done;

    const third = start();
    await untilReady(third);
    const afterRound2 = await allHiveIds(admin);
    expect([...round1.acknowledged, ...round2.acknowledged].filter((id) => !afterRound2.has(id))).toEqual([]);

    // A second start on the same data folder, even on other ports, is refused in one line: two DynamoDB Locals
    // and two user pools on the same files would lose data. The running stack and its record stay.
    const java = recordedJava();
    const sameFolder = start(OTHER_PORTS);
    expect(await sameFolder.exited).toBe(1);
    expect(sameFolder.errors().trim()).toBe(
      `HiveKeeper is already running from this data folder (pid ${third.child.pid}, ${dataDir}/) — stop it first, or set LOCAL_DATA_DIR for a second stack`,
    );
    // A second stack with its own data folder on the same ports gets the busy port explained in one line.
    const otherFolder = mkdtempSync(join(tmpdir(), 'hivekeeper-start-other-'));
    const samePorts = start({ LOCAL_DATA_DIR: otherFolder });
    expect(await samePorts.exited).toBe(1);
    rmSync(otherFolder, { recursive: true, force: true });
    expect(samePorts.errors().trim()).toBe(
      `Port ${PORTS.PORT} is busy: another program is listening on it (set PORT=... to use another port).`,
    );
    expect(java.every(isAlive)).toBe(true);
    expect(recordedJava()).toEqual(java);
    expect((await fetch(`${APP}/config.json`)).status).toBe(200);
    const afterRivals = await allHiveIds(admin);
    expect([...afterRivals]).toEqual(expect.arrayContaining([...afterRound2]));

    // Ctrl-C (SIGINT) stops every child and frees every port.
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
    expect(java.some(isAlive)).toBe(false);
    expect(existsSync(join(dataDir, 'pids.json'))).toBe(false);
    await expect(fetch(`${APP}/config.json`)).rejects.toThrow();
  }, 180_000);

  it('tracks DynamoDB Local from its spawn: a kill -9 while starting orphans nothing, Ctrl-C while starting stops it', async () => {
    const crashed = start();
    await until(() => recordedJava().length > 0);
    const orphan = recordedJava();
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(orphan.every(isAlive)).toBe(true);

    const interrupted = start();
    // The leftover's line is printed before the new Java is recorded, but the pipe can deliver it after the
    // record file shows the new pid: wait for both.
    await until(
      () =>
        interrupted.output().includes('left over from a previous run') &&
        recordedJava().length > 0 &&
        !recordedJava().includes(orphan[0] ?? 0),
    );
    expect(orphan.some(isAlive)).toBe(false);
    const java = recordedJava();
    interrupted.child.kill('SIGINT');
    expect(await interrupted.exited).toBe(0);
    expect(interrupted.output()).not.toContain(READY_LINE);
    expect(java.some(isAlive)).toBe(false);
    expect(existsSync(join(dataDir, 'pids.json'))).toBe(false);
  }, 60_000);

  it('explains a missing Java in one line and exits 1', async () => {
    const started = start({ PATH: '/nonexistent' });
    expect(await started.exited).toBe(1);
    const message = started.errors().trim();
    expect(message).toMatch(/^DynamoDB Local needs Java 17 or newer on PATH: .*apt-get install/);
    expect(message.split('\n')).toHaveLength(1);
  });
});
