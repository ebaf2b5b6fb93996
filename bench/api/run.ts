/**
 * `npm run bench`: how fast HiveKeeper's hive list is through the local gateway compared with the raw DynamoDB
 * Local requests behind it, first in a table holding only the benchmark beekeeper, then with 100,000 items of
 * other beekeepers beside it (the single-table design must not slow one user down as others grow); then the hive
 * list, the inspection lists, a hive page, the dashboard and a search for the bench beekeeper beside a commercial one
 * (1,000 hives, 20,000 inspections), with the ratios issue #22 asks for, the same reads by a viewer on the commercial
 * beekeeper's team (DynamoDB requests and times beside the owner's), and the gateway's compression of the
 * commercial hive list; the commercial beekeeper's exports (JSON and the ZIP of CSV reports, asked, built by the job
 * and downloaded) and the deletion of their account; the dashboard of a Pro beekeeper with 10,000 harvests and
 * transactions beside a new Pro one; and the minified size of each Lambda bundle as the CDK stack builds it.
 *
 * What is compared is measured in turns, request by request (gateway and raw, small and commercial), so the shared
 * machine's slow spells fall on both sides alike; and every timed gateway call asks for `Accept-Encoding: identity`,
 * so compression, timed on its own line, is in no other figure.
 *
 * Options (env): BENCH_SAMPLES (default 300), BENCH_WARMUP (default 300), BENCH_OTHER_ITEMS (default 100000), BENCH_HIVES (default 20),
 * BENCH_READS_WARMUP (default 50, per read and account), BENCH_PRODUCTION_RECORDS (default 5000 harvests and as
 * many transactions), BENCH_EXPORT_RUNS (default 3 of each format), BENCH_IMPORT_RUNS (default 15 imports of each measured Lambda
 * bundle), BENCH_SKIP_BUNDLES=true to leave out the Lambda bundles.
 * Its stack listens on ports 8880-8884, moved by HIVEKEEPER_TEST_PORT_OFFSET.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import {
  BatchGetCommand,
  QueryCommand,
  type BatchGetCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { apiAs } from '../../infra/local/api-client';
import { startLocalStack } from '../../infra/local/stack';
import { ensureConfirmedAccount, localCognitoAdminClient } from '../../infra/local/user-pool';
import { UserPoolApi } from '../../infra/local/user-pool-api';
import { LOCAL_AWS_ENVIRONMENT, LOCAL_RESOURCES, testSuitePorts } from '../../infra/local/settings';
import { measureDeletion, measureExports } from './account-data';
import { HIVE_LIST_READ, measureAccountReads, measureCompression, SEARCH_READ } from './account-reads';
import { measureInterleaved, type LatencySummary } from './latency';
import { measureLambdaBundles, printLambdaBundles } from './bundles';
import { measureMemberReads } from './team-reads';
import { ACCOUNT_HEADER } from '../../shared/domain/team-links';
import { seedProductionAndFinances } from './production-account';
import type { DashboardMetrics } from '../../shared/schemas/dashboard';
import type { Caller } from '../../functions/lib/caller';
import type { UserEntity as UserEntityType } from '../../functions/lib/data/entities/user';
// Types only: the modules themselves are imported once the table exists (they read their configuration at load).
import type { ApiaryEntity as ApiaryEntityType } from '../../functions/lib/data/entities/apiary';
import type { HiveEntity as HiveEntityType } from '../../functions/lib/data/entities/hive';
import { apiPath } from '../../functions/api-path';
import { HIVE_PAGE } from '../../shared/domain/hive';
import { routes } from '../../functions/routes';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const OTHER_ITEMS = Number(process.env.BENCH_OTHER_ITEMS ?? 100_000);
const HIVES = Number(process.env.BENCH_HIVES ?? 20);
// Long enough for DynamoDB Local's JVM and the gateway to warm up, so the first table is not measured cold.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const READS_WARMUP = Number(process.env.BENCH_READS_WARMUP ?? 50);
const PRODUCTION_RECORDS = Number(process.env.BENCH_PRODUCTION_RECORDS ?? 5_000);
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const BUNDLE_IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 15);
const BENCH_PORTS = testSuitePorts(8880);
/** Inspections recorded through the API for each of the bench beekeeper's hives. */
const INSPECTIONS_PER_SMALL_HIVE = 3;
/** Each other beekeeper gets one apiary and four hives, a typical small operation. */
const ITEMS_PER_OTHER_USER = 5;
/** Timed calls ask for the answer uncompressed: the gateway's compression is measured on its own. */
const UNCOMPRESSED = { 'accept-encoding': 'identity' };

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hivekeeper-bench-'));
  const stack = await startLocalStack({
    ports: BENCH_PORTS,
    dataDir,
    logLevel: 'ERROR',
    seedDemoData: false,
    inMemoryDatabase: true,
  });
  try {
    // The data layer reads its configuration at import, so it is loaded once the stack's table exists.
    process.env.TABLE_NAME = stack.tableName;
    process.env.DYNAMODB_ENDPOINT = stack.urls.dynamoDb;
    Object.assign(process.env, LOCAL_AWS_ENVIRONMENT);
    const { ApiaryEntity } = await import('../../functions/lib/data/entities/apiary');
    const { HiveEntity } = await import('../../functions/lib/data/entities/hive');
    const { documentClient } = await import('../../functions/lib/data/client');
    const { COMMERCIAL_ACCOUNT, seedCommercialAccount } =
      await import('../../functions/test-support/commercial-account');

    const token = await benchBeekeeperToken(stack, { admin: true });
    const userId = decodeJwt(token).sub as string;
    const api = apiAs(stack.urls.app, token, UNCOMPRESSED);

    const apiaryIds: string[] = [];
    for (const name of ['Home yard', 'Orchard out-yard']) {
      const answer = await api<{ id: string }>('POST', apiPath(routes.createApiary), { name, location: 'Bench' });
      apiaryIds.push(answer.body.id);
    }
    const hiveIds: string[] = [];
    for (let i = 0; i < HIVES; i += 1) {
      const apiaryId = apiaryIds[i % apiaryIds.length];
      const answer = await api<{ id: string }>('POST', apiPath(routes.createHive), { name: `Hive ${i + 1}`, apiaryId });
      if (answer.status !== 201) throw new Error(`Creating a bench hive answered ${answer.status}`);
      hiveIds.push(answer.body.id);
      for (let day = 1; day <= INSPECTIONS_PER_SMALL_HIVE; day += 1) {
        const inspection = {
          hiveId: answer.body.id,
          inspectionDate: `2026-06-0${day}`,
          broodPattern: 4,
          notes: 'Calm, brood on 6 frames',
        };
        const recorded = await api('POST', apiPath(routes.createInspection), inspection);
        if (recorded.status !== 201) throw new Error(`Recording a bench inspection answered ${recorded.status}`);
      }
    }

    // With no query: the first page, all 20 of the bench beekeeper's hives.
    const listThroughGateway = async () => {
      const answer = await api('GET', apiPath(routes.listHives));
      if (answer.status !== 200) throw new Error(`GET /api/hives answered ${answer.status}`);
    };
    // The requests the handler makes for the first page, sent raw: the hives' Query (as many as it reads) and the
    // BatchGet of their apiaries' names. No ElectroDB parsing, no HTTP, no token check.
    const hivesQuery = HiveEntity.query
      .hivesOfUser({ userId })
      .params<QueryCommandInput>({ consistent: true, limit: HIVE_PAGE.defaultLimit + 2 });
    const apiaryNames: BatchGetCommandInput = {
      RequestItems: {
        [stack.tableName]: {
          Keys: apiaryIds.map((apiaryId) => ApiaryEntity.get({ userId, apiaryId }).params<{ Key: object }>().Key),
          ConsistentRead: true,
        },
      },
    };
    const queryRaw = async () => {
      await documentClient.send(new QueryCommand(hivesQuery));
      await documentClient.send(new BatchGetCommand(apiaryNames));
    };

    const rows: { table: string; gateway: LatencySummary; raw: LatencySummary }[] = [];
    const round = async (table: string) => {
      rows.push({
        table,
        ...(await measureInterleaved({ gateway: listThroughGateway, raw: queryRaw }, SAMPLES, WARMUP)),
      });
    };
    await round(`only the bench beekeeper (${HIVES} hives, 2 apiaries)`);

    const loadStarted = Date.now();
    await loadOtherBeekeepers(OTHER_ITEMS, ApiaryEntity, HiveEntity);
    console.log(
      `Loaded ${OTHER_ITEMS} items of other beekeepers in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`,
    );
    await round(
      `plus ${OTHER_ITEMS.toLocaleString('en-US')} items of ${Math.ceil(OTHER_ITEMS / ITEMS_PER_OTHER_USER).toLocaleString('en-US')} other beekeepers`,
    );

    console.log(
      `\nGET /api/hives, ${SAMPLES} sequential requests after ${WARMUP} warm-up, gateway and raw in turn (milliseconds)`,
    );
    console.table(
      rows.map(({ table, gateway, raw }) => ({
        table,
        'gateway p50': round2(gateway.p50),
        'gateway p99': round2(gateway.p99),
        'raw Query p50': round2(raw.p50),
        'raw Query p99': round2(raw.p99),
        'p50 ratio': round2(gateway.p50 / raw.p50),
        'p99 ratio': round2(gateway.p99 / raw.p99),
      })),
    );
    const [small, large] = rows;
    if (small && large) {
      console.log(
        `Growth with other beekeepers' data: gateway p50 x${round2(large.gateway.p50 / small.gateway.p50)}, raw p50 x${round2(large.raw.p50 / small.raw.p50)}`,
      );
    }

    const commercialToken = await benchBeekeeperToken(stack, { admin: false });
    const { sub, email } = decodeJwt(commercialToken) as { sub: string; email: string };
    const seedStarted = Date.now();
    // With notes and their search words, for the search's line.
    const commercial = await seedCommercialAccount(sub, email, { searchable: true });
    const { hives, inspectionsPerHive } = COMMERCIAL_ACCOUNT;
    console.log(
      `\nWrote a commercial beekeeper's ${hives} hives and ${hives * inspectionsPerHive} inspections in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const reads = await measureAccountReads(
      { api, hiveId: hiveIds[0] as string },
      { api: apiAs(stack.urls.app, commercialToken, UNCOMPRESSED), hiveId: commercial.hiveId },
      SAMPLES,
      READS_WARMUP,
    );
    console.log(
      `\n${SAMPLES} sequential requests after ${READS_WARMUP} warm-up each, small and commercial in turn ` +
        `(milliseconds): the bench beekeeper (${HIVES} hives, ${HIVES * INSPECTIONS_PER_SMALL_HIVE} inspections) ` +
        `beside a commercial one (${hives} hives, ${hives * inspectionsPerHive} inspections)`,
    );
    console.table(
      reads.map(({ route, small: smallAccount, commercial: commercialAccount }) => ({
        route,
        'small p50': round2(smallAccount.p50),
        'small p99': round2(smallAccount.p99),
        'commercial p50': round2(commercialAccount.p50),
        'commercial p99': round2(commercialAccount.p99),
        'p50 ratio': round2(commercialAccount.p50 / smallAccount.p50),
      })),
    );

    const ratioOf = (route: string) => {
      const row = reads.find((read) => read.route === route);
      return row ? round2(row.commercial.p50 / row.small.p50) : NaN;
    };
    console.log(
      `Commercial / small p50 (issue #22's goal: at most 1.5): GET /api/hives x${ratioOf(HIVE_LIST_READ)}, ` +
        `search x${ratioOf(SEARCH_READ)}`,
    );
    const encodings = await measureCompression(
      (acceptEncoding) => apiAs(stack.urls.app, commercialToken, { 'accept-encoding': acceptEncoding }),
      SAMPLES,
      READS_WARMUP,
    );
    console.log(
      `Compression of the commercial GET /api/hives, by Accept-Encoding, in turn (p50 / p99, bytes sent): ` +
        encodings
          .map(
            ({ encoding, p50, p99, bytes }) =>
              `${encoding} ${round2(p50)} / ${round2(p99)} ms, ${round2(bytes / 1024)} KB`,
          )
          .join('; '),
    );

    // A viewer on the commercial beekeeper's team reads the same account.
    const memberToken = await benchBeekeeperToken(stack, { admin: false });
    const { sub: memberId, email: memberEmail } = decodeJwt(memberToken) as { sub: string; email: string };
    const { MembershipEntity } = await import('../../functions/lib/data/entities/membership');
    await MembershipEntity.create({
      accountId: sub,
      memberId,
      role: 'viewer',
      memberName: 'Bench Member',
      memberEmail,
      accountName: 'Commercial Beekeeper',
    }).go();
    let requestsSent = 0;
    documentClient.middlewareStack.add(
      (next) => (args) => {
        requestsSent += 1;
        return next(args);
      },
      { step: 'initialize', name: 'benchRequestCount' },
    );
    const countRequests = async (call: () => Promise<unknown>) => {
      const before = requestsSent;
      await call();
      return requestsSent - before;
    };
    const memberReads = await measureMemberReads(
      { api: apiAs(stack.urls.app, commercialToken, UNCOMPRESSED), hiveId: commercial.hiveId },
      {
        api: apiAs(stack.urls.app, memberToken, { ...UNCOMPRESSED, [ACCOUNT_HEADER]: sub }),
        hiveId: commercial.hiveId,
      },
      countRequests,
      SAMPLES,
      READS_WARMUP,
    );
    documentClient.middlewareStack.remove('benchRequestCount');
    console.log(
      `
The commercial account read by its owner and by a viewer on its team, in turn: DynamoDB requests of one ` +
        `read each, and ${SAMPLES} sequential requests after ${READS_WARMUP} warm-up (milliseconds)`,
    );
    console.table(
      memberReads.map(({ route, ownerRequests, memberRequests, owner, member }) => ({
        route,
        'owner requests': ownerRequests,
        'member requests': memberRequests,
        'owner p50': round2(owner.p50),
        'member p50': round2(member.p50),
        'p50 ratio': round2(member.p50 / owner.p50),
      })),
    );

    const commercialApi = apiAs(stack.urls.app, commercialToken, UNCOMPRESSED);
    const exportTimings = await measureExports(commercialApi, EXPORT_RUNS);
    console.log(
      `\nThe commercial beekeeper's exports, asked, built by the job and downloaded (seconds, ${EXPORT_RUNS} of each)`,
    );
    console.table(
      exportTimings.map(({ format, p50, max, bytes }) => ({
        format,
        p50: round2(p50),
        max: round2(max),
        'file KB': round2(bytes / 1024),
      })),
    );
    const deletionSeconds = await measureDeletion(commercialApi, stack.urls.app, sub);
    console.log(
      `Deleting the commercial beekeeper's account: ${deletionSeconds.toFixed(1)} s until only the marked user item ` +
        "waits out the last token's hour",
    );

    const { UserEntity } = await import('../../functions/lib/data/entities/user');
    const { createProduction } = await import('../../functions/lib/data/production');
    const { createFinance } = await import('../../functions/lib/data/finances');
    const newPro = await proBenchAccount(stack, UserEntity);
    const booked = await proBenchAccount(stack, UserEntity);
    const bookedApiary = await booked.api<{ id: string }>('POST', apiPath(routes.createApiary), {
      name: 'Home yard',
      location: 'Bench',
    });
    const bookedHives: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await booked.api<{ id: string }>('POST', apiPath(routes.createHive), {
        name: `Hive ${i + 1}`,
        apiaryId: bookedApiary.body.id,
      });
      if (answer.status !== 201) throw new Error(`Creating a bench hive answered ${answer.status}`);
      bookedHives.push(answer.body.id);
    }
    const bookingStarted = Date.now();
    await seedProductionAndFinances(booked.caller, bookedHives, PRODUCTION_RECORDS, {
      createProduction,
      createFinance,
    });
    console.log(
      `\nWrote a Pro beekeeper's ${PRODUCTION_RECORDS} harvests and ${PRODUCTION_RECORDS} transactions through the data layer in ${((Date.now() - bookingStarted) / 1000).toFixed(1)} s`,
    );
    const dashboardOf = (account: BenchProAccount) => async () => {
      const answer = await account.api<DashboardMetrics>('GET', apiPath(routes.getDashboardMetrics));
      if (answer.status !== 200 || answer.body.honeyByMonth === null) {
        throw new Error(`GET /api/dashboard/metrics answered ${answer.status} without the Pro figures`);
      }
    };
    const { fresh, loaded } = await measureInterleaved(
      { fresh: dashboardOf(newPro), loaded: dashboardOf(booked) },
      SAMPLES,
      READS_WARMUP,
    );
    console.log(
      `\nGET /api/dashboard/metrics, ${SAMPLES} sequential requests after ${READS_WARMUP} warm-up each, in turn (milliseconds)`,
    );
    console.table([
      { account: 'new Pro beekeeper', p50: round2(fresh.p50), p99: round2(fresh.p99) },
      {
        account: `Pro beekeeper with ${(PRODUCTION_RECORDS * 2).toLocaleString('en-US')} harvests and transactions`,
        p50: round2(loaded.p50),
        p99: round2(loaded.p99),
      },
    ]);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (process.env.BENCH_SKIP_BUNDLES !== 'true') printLambdaBundles(measureLambdaBundles(BUNDLE_IMPORT_RUNS));
}

/** A signed-in bench account; an admin is never held to the free plan's 3 hives, so it can keep 20. */
async function benchBeekeeperToken(
  stack: Awaited<ReturnType<typeof startLocalStack>>,
  { admin }: { admin: boolean },
): Promise<string> {
  const email = `bench-${ulid().toLowerCase()}@hivekeeper.local`;
  const password = 'Bench-Hive-Password-1!';
  const adminClient = localCognitoAdminClient(stack.urls.cognito);
  try {
    await ensureConfirmedAccount(adminClient, stack.userPool.userPoolId, {
      email,
      password,
      groups: admin ? [LOCAL_RESOURCES.adminsGroup] : [],
    });
  } finally {
    adminClient.destroy();
  }
  const tokens = await new UserPoolApi(stack.urls.userPoolEndpoint, stack.userPool.userPoolClientId).signIn(
    email,
    password,
  );
  return tokens.idToken;
}

interface BenchProAccount {
  api: ReturnType<typeof apiAs>;
  caller: Caller;
}

/** A signed-in beekeeper on the Pro plan, as the payments webhook leaves one. */
async function proBenchAccount(
  stack: Awaited<ReturnType<typeof startLocalStack>>,
  UserEntity: typeof UserEntityType,
): Promise<BenchProAccount> {
  const token = await benchBeekeeperToken(stack, { admin: false });
  const { sub: userId, email } = decodeJwt(token) as { sub: string; email: string };
  await UserEntity.upsert({ userId })
    .set({ subscriptionPlan: 'pro', subscriptionStatus: 'active' })
    .ifNotExists({ email, hiveCount: 0, apiaryCount: 0 })
    .go();
  return { api: apiAs(stack.urls.app, token, UNCOMPRESSED), caller: { userId, email, groups: [], isAdmin: false } };
}

type Entities = [typeof ApiaryEntityType, typeof HiveEntityType];

/** Batch-writes other beekeepers' apiaries and hives straight into the table (25 items per BatchWriteItem). */
async function loadOtherBeekeepers(items: number, ...[ApiaryEntity, HiveEntity]: Entities): Promise<void> {
  const users = Math.ceil(items / ITEMS_PER_OTHER_USER);
  const apiaries = [];
  const hives = [];
  for (let u = 0; u < users; u += 1) {
    const userId = `other-${ulid()}`;
    const apiaryId = ulid();
    apiaries.push({ userId, apiaryId, name: `Yard ${u}`, location: 'Elsewhere', hiveCount: ITEMS_PER_OTHER_USER - 1 });
    for (let h = 1; h < ITEMS_PER_OTHER_USER; h += 1)
      hives.push({ userId, hiveId: ulid(), apiaryId, name: `Hive ${h}` });
  }
  const chunk = 5_000;
  for (let i = 0; i < apiaries.length; i += chunk) {
    await ApiaryEntity.put(apiaries.slice(i, i + chunk)).go({ concurrent: 8 });
  }
  for (let i = 0; i < hives.length; i += chunk) {
    await HiveEntity.put(hives.slice(i, i + chunk)).go({ concurrent: 8 });
  }
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

await main();
