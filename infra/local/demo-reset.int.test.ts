/**
 * The demo data tells the truth about time, and `npm run demo:reset` puts it back. The seed runs against this
 * suite's stack as `npm start` runs it; the beekeeper's account, apiaries and hives are dated before her records
 * (not "added today" beside records of last year), and a reset removes what she added since and seeds her afresh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Apiary } from '../../shared/schemas/apiary';
import type { DashboardMetrics } from '../../shared/schemas/dashboard';
import type { Feedback } from '../../shared/schemas/feedback';
import type { FinancialRecord } from '../../shared/schemas/finance';
import type { Hive } from '../../shared/schemas/hive';
import type { InspectionAnswer } from '../../shared/schemas/inspection';
import type { ProductionRecord } from '../../shared/schemas/production';
import type { CurrentUser } from '../../shared/schemas/user';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { apiAs, type ApiCaller } from './api-client';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { resetDemoData, type DemoResetTarget } from './demo-reset';
import { seedDemoData } from './seed';
import { DEMO_LEAD_DAYS } from './seed/demo-history';
import { LOCAL_AWS_ENVIRONMENT, localUploadsEnvironment } from './settings';
import { localStack, userPoolApi } from './test-support/integration-stack';
import { localCognitoAdminClient } from './user-pool';

let closeClient: () => void = () => undefined;
let target: DemoResetTarget;

beforeAll(async () => {
  // The seed's backdating and the reset use the data layer, which reads its configuration at import.
  Object.assign(process.env, LOCAL_AWS_ENVIRONMENT, localUploadsEnvironment(localStack().s3), {
    TABLE_NAME: localStack().tableName,
    DYNAMODB_ENDPOINT: localStack().dynamoDb,
  });
  target = {
    gatewayUrl: localStack().app,
    userPoolEndpoint: localStack().userPoolEndpoint,
    userPoolClientId: localStack().userPoolClientId,
    userPoolId: localStack().userPoolId,
    cognitoEndpoint: localStack().cognito,
  };
  const { createdDemoData } = await seedDemoData({
    admin: localCognitoAdminClient(target.cognitoEndpoint),
    userPoolId: target.userPoolId,
    userPool: userPoolApi(),
    gatewayUrl: target.gatewayUrl,
  });
  expect(createdDemoData).toBe(true);
  const { documentClient } = await import('../../functions/lib/data/client');
  closeClient = () => documentClient.destroy();
}, 180_000);
afterAll(() => closeClient());

async function demoBeekeeper(): Promise<ApiCaller> {
  const { idToken } = await userPoolApi().signIn(DEMO_ACCOUNTS.beekeeper.email, DEMO_ACCOUNTS.beekeeper.password);
  return apiAs(localStack().app, idToken);
}

async function read<T>(api: ApiCaller, path: string): Promise<T> {
  const answer = await api<T>('GET', path);
  expect(answer.status).toBe(200);
  return answer.body;
}

const dayOf = (timestamp: string) => timestamp.slice(0, 10);

describe('the demo data', () => {
  it('dates the beekeeper and each hive before their records, and counts no hive as added this month', async () => {
    const api = await demoBeekeeper();
    const user = await read<CurrentUser>(api, apiPath(routes.getCurrentUser));
    const hives = await read<Hive[]>(api, apiPath(routes.listHives, {}, { limit: 100 }));
    const inspections = await read<InspectionAnswer[]>(api, apiPath(routes.listInspections, {}, { limit: 100 }));
    const finances = await read<FinancialRecord[]>(api, apiPath(routes.listFinances, {}, { limit: 100 }));
    const harvests = await read<ProductionRecord[]>(api, apiPath(routes.listProduction, {}, { limit: 100 }));
    const recordDays = [
      ...inspections.map((each) => each.inspectionDate),
      ...finances.map((each) => each.transactionDate),
      ...harvests.map((each) => each.harvestDate),
    ].sort();
    const firstDay = recordDays[0] ?? '';

    expect(firstDay < dayOf(new Date().toISOString())).toBe(true);
    // She joined a month before her first record: never after it, never "today".
    const memberSince = dayOf(user.statistics.memberSince);
    expect(memberSince < firstDay).toBe(true);
    expect(Date.parse(firstDay) - Date.parse(memberSince)).toBeLessThanOrEqual((DEMO_LEAD_DAYS + 1) * 86_400_000);
    // The five colonies kept now, and three of the colony history that ended (infra/local/seed/colony-history.ts).
    expect(hives).toHaveLength(8);
    for (const hive of hives) {
      const firstInspection = inspections
        .filter((each) => each.hiveId === hive.id)
        .map((each) => each.inspectionDate)
        .sort()[0];
      if (hive.status === 'active') expect(dayOf(hive.createdAt) < (firstInspection ?? '')).toBe(true);
      expect(dayOf(hive.createdAt) >= memberSince).toBe(true);
    }
    const metrics = await read<DashboardMetrics>(api, apiPath(routes.getDashboardMetrics));
    expect(metrics.hivesAddedThisMonth).toBe(0);
  });

  it('describes each apiary without a count of hives that could be untrue', async () => {
    const apiaries = await read<Apiary[]>(await demoBeekeeper(), apiPath(routes.listApiaries));
    expect(apiaries.map((apiary) => apiary.name)).toEqual(['Home Apiary', 'Clover Meadow']);
    for (const { description } of apiaries) {
      expect(description ?? '').not.toMatch(/\b(one|two|three|four|five|six|seven|eight|nine|ten|\d+) hives?\b/i);
    }
  });

  it('is put back by a reset: what the beekeeper added goes, her seeded records and feedback are there once', async () => {
    const api = await demoBeekeeper();
    const [home] = await read<Apiary[]>(api, apiPath(routes.listApiaries));
    const added = await api<Hive>('POST', apiPath(routes.createHive), {
      name: 'Tried in the demo',
      apiaryId: home?.id,
    });
    expect(added.status).toBe(201);

    await resetDemoData(target);

    const after = await demoBeekeeper();
    const hives = await read<Hive[]>(after, apiPath(routes.listHives, {}, { limit: 100 }));
    expect(hives.map((hive) => hive.name).sort()).toEqual([
      'Bramble',
      'Buttercup',
      'Golden Comb',
      'June Swarm',
      'Lavender',
      'Linden Nuc',
      'Meadow One',
      'Top Bar Trial',
    ]);
    expect(hives.map((hive) => hive.id)).not.toContain(added.body.id);
    const user = await read<CurrentUser>(after, apiPath(routes.getCurrentUser));
    expect(user).toMatchObject({ subscriptionPlan: 'pro', username: 'meadow-keeper', firstName: 'Maya' });
    expect(dayOf(user.statistics.memberSince) < dayOf(new Date().toISOString())).toBe(true);
    // Every hive recorded counts, as the free plan's limit does: the five kept now and the three that ended.
    expect(user.statistics.hives).toBe(8);
    const feedback = await read<Feedback[]>(after, apiPath(routes.listFeedback));
    expect(feedback).toHaveLength(2);
  }, 180_000);
});
