/**
 * One beekeeper can never reach another's records through HiveKeeper's API: every route with an `{id}` answers
 * another user's id exactly as it answers an id that does not exist (404), and changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList, type RouteName, routes } from '../../functions/routes';
import type { AccountExport } from '../../shared/schemas/account-export';
import type { Apiary, ApiaryInput } from '../../shared/schemas/apiary';
import type { FinancialRecord, FinancialRecordInput } from '../../shared/schemas/finance';
import type { ColonyEvent } from '../../shared/schemas/colony-event';
import type { Hive, HiveInput } from '../../shared/schemas/hive';
import type { Inspection, InspectionInput } from '../../shared/schemas/inspection';
import type { ProductionInput, ProductionRecord } from '../../shared/schemas/production';
import type { Queen } from '../../shared/schemas/queen';
import type { Notification } from '../../shared/schemas/notification';
import type { Treatment, TreatmentInput } from '../../shared/schemas/treatment';
import type { Task } from '../../shared/schemas/task';
import type { TeamInvitation } from '../../shared/schemas/team';
import type { TestUser } from '../../infra/local/test-support/integration-stack';
import { apiAs, createUser, inboxFor, uniqueEmail } from '../../infra/local/test-support/integration-stack';
import { apiPath } from '../../functions/api-path';

/** Well-formed ids (ULIDs) that no record has. */
const UNUSED_ID = '01J0000000000000000000ZZZZ';
const OTHER_UNUSED_ID = '01J0000000000000000000YYYY';

const apiaryInput = (name: string): ApiaryInput => ({ name, location: 'North field' });
const hiveInput = (name: string, apiaryId: string): HiveInput => ({ name, apiaryId });
const inspectionInput = (hiveId: string, inspectionDate: string): InspectionInput => ({
  hiveId,
  inspectionDate,
  broodPattern: 4,
});
const treatmentInput = (hiveId: string): TreatmentInput => ({
  hiveId,
  treatmentType: 'varroa',
  treatmentName: 'Apivar',
  productId: 'apivar',
  applicationDate: '2026-05-01',
});

const productionInput = (hiveId: string): ProductionInput => ({
  hiveId,
  productType: 'honey',
  quantity: 25,
  unit: 'lbs',
  harvestDate: '2026-07-01',
});

const financeInput = (hiveId: string): FinancialRecordInput => ({
  type: 'expense',
  category: 'feed',
  amount: '12.50',
  description: 'Sugar',
  transactionDate: '2026-05-01',
  hiveId,
});

/** The records an `{id}` route acts on, by the path before its id: `/api/hives` for `/api/hives/{id}/moves`. */
const collectionOf = (path: string) => path.slice(0, path.indexOf('/{id}'));

interface OwnedRecord {
  id: string;
  /** A valid body for writes to this record, so a refusal can only come from the ownership check. */
  body: unknown;
  /** The valid body of a route that takes another body than the record's writes. */
  routeBodies?: Partial<Record<RouteName, unknown>>;
}

/**
 * One record of the owner behind each collection that has `{id}` routes. A new `{id}` route on a new collection
 * fails the test below until it gets an entry here.
 */
async function createOwnedRecords(owner: TestUser): Promise<Record<string, OwnedRecord>> {
  const api = apiAs(owner);
  const apiary = (await api<Apiary>('POST', apiPath(routes.createApiary), apiaryInput('Owner apiary'))).body;
  const hive = (await api<Hive>('POST', apiPath(routes.createHive), hiveInput('Owner hive', apiary.id))).body;
  const inspection = (
    await api<Inspection>('POST', apiPath(routes.createInspection), inspectionInput(hive.id, '2026-05-01'))
  ).body;
  const treatment = (await api<Treatment>('POST', apiPath(routes.createTreatment), treatmentInput(hive.id))).body;
  const harvest = (await api<ProductionRecord>('POST', apiPath(routes.createProduction), productionInput(hive.id)))
    .body;
  const finance = (await api<FinancialRecord>('POST', apiPath(routes.createFinance), financeInput(hive.id))).body;
  const queen = (await api<Queen>('POST', apiPath(routes.createQueen), { name: 'Owner queen', hiveId: hive.id })).body;
  const task = (
    await api<Task>('POST', apiPath(routes.createTask), {
      title: 'Owner task',
      dueDate: '2026-06-01',
      priority: 'medium',
      type: 'inspection',
      hiveId: hive.id,
    })
  ).body;
  const colonyEvent = (
    await api<ColonyEvent>('POST', apiPath(routes.createColonyEvent), {
      kind: 'swarm_lost',
      date: '2026-05-20',
      hiveId: hive.id,
    })
  ).body;
  // An admin's notification: the owner's own copy of a test sign-up (the intruder, an admin too, has another id).
  await api('POST', apiPath(routes.simulateSignup), {
    name: 'Owner test',
    email: 'owner-test@example.com',
    username: 'owner-test',
  });
  const [notification] = (await api<Notification[]>('GET', apiPath(routes.listNotifications))).body;
  const accountExport = (await api<AccountExport>('POST', apiPath(routes.startAccountExport), { format: 'json' })).body;
  // The owner's team: a member who joined from the e-mailed link, and an invitation waiting.
  const member = await createUser({ label: 'member' });
  await api('POST', apiPath(routes.inviteTeamMember), { email: member.email, role: 'editor' });
  const link = /Accept it here[^:]*: (\S+)/.exec((await inboxFor(member.email)).at(-1)?.body.text ?? '')?.[1] ?? '';
  const token = new URL(link).searchParams.get('token');
  expect((await apiAs(member)('POST', apiPath(routes.acceptTeamInvitation), { token })).status).toBe(200);
  const invitation = (
    await api<TeamInvitation>('POST', apiPath(routes.inviteTeamMember), {
      email: uniqueEmail('invited'),
      role: 'viewer',
    })
  ).body;
  const recording = (
    await api<{ recording: { id: string } }>('POST', apiPath(routes.createVoiceRecording), {
      id: '01J0000000000000000000REC1',
      apiaryId: apiary.id,
      contentType: 'audio/webm',
      size: 100,
      seconds: 5,
      locale: 'en-US',
      recordedAt: '2026-05-01T09:00:00Z',
    })
  ).body.recording;
  const scaleInput = { hiveId: hive.id, name: 'Owner scale', kind: 'ttn-decoded' };
  const scale = (await api<{ scale: { id: string } }>('POST', apiPath(routes.createHiveScale), scaleInput)).body.scale;
  return {
    [routes.listVoiceRecordings.path]: { id: recording.id, body: undefined },
    [routes.createHiveScale.path]: {
      id: scale.id,
      body: { ...scaleInput, name: 'Taken over' },
      routeBodies: {
        importHiveScaleReadings: { format: 'hivekeeper-csv', text: 'timestamp,weight_kg\n2026-05-01T09:00:00Z,40' },
      },
    },
    [collectionOf(routes.revokeTeamInvitation.path)]: { id: invitation.id, body: undefined },
    [collectionOf(routes.removeTeamMember.path)]: { id: member.userId, body: { role: 'viewer' } },
    // An intruder names the owner's account as if it were shared with them.
    [collectionOf(routes.leaveSharedAccount.path)]: { id: owner.userId, body: { on: true } },
    [routes.startAccountExport.path]: { id: accountExport.id, body: undefined },
    [routes.listNotifications.path]: { id: notification?.id ?? '', body: undefined },
    [routes.listApiaries.path]: {
      id: apiary.id,
      body: apiaryInput('Taken over'),
      // Into an apiary that is neither the path's nor anyone's: only ownership can refuse it.
      routeBodies: { moveApiaryHives: { toApiaryId: OTHER_UNUSED_ID } },
    },
    [routes.listHives.path]: { id: hive.id, body: hiveInput('Taken over', apiary.id) },
    [routes.listInspections.path]: { id: inspection.id, body: inspectionInput(hive.id, '2026-06-01') },
    [routes.listTreatments.path]: { id: treatment.id, body: treatmentInput(hive.id) },
    [routes.listTasks.path]: { id: task.id, body: { completed: true } },
    [routes.listProduction.path]: { id: harvest.id, body: productionInput(hive.id) },
    [routes.listFinances.path]: { id: finance.id, body: financeInput(hive.id) },
    [collectionOf(routes.updateColonyEvent.path)]: { id: colonyEvent.id, body: { notes: 'Taken over' } },
    [routes.listQueens.path]: { id: queen.id, body: { name: 'Taken over', status: 'dead' } },
  };
}

describe('tenant isolation through the gateway', () => {
  let owner: TestUser;
  let intruder: TestUser;
  let records: Record<string, OwnedRecord>;
  beforeAll(async () => {
    // Both with Pro access (admins have it), so a refusal of a Pro route can only come from ownership.
    [owner, intruder] = await Promise.all([
      createUser({ admin: true, label: 'owner' }),
      createUser({ admin: true, label: 'intruder' }),
    ]);
    records = await createOwnedRecords(owner);
  });

  const ownerData = async () => {
    const api = apiAs(owner);
    return {
      apiaries: (await api('GET', apiPath(routes.listApiaries))).body,
      hives: (await api('GET', apiPath(routes.listHives))).body,
      inspections: (await api('GET', apiPath(routes.listInspections))).body,
      treatments: (await api('GET', apiPath(routes.listTreatments))).body,
      tasks: (await api('GET', apiPath(routes.listTasks))).body,
      production: (await api('GET', apiPath(routes.listProduction))).body,
      productionSummary: (await api('GET', apiPath(routes.getProductionSummary, {}, { year: '2026' }))).body,
      finances: (await api('GET', apiPath(routes.listFinances))).body,
      queens: (await api('GET', apiPath(routes.listQueens))).body,
      financeSummary: (await api('GET', apiPath(routes.getFinanceSummary, {}, { year: '2026' }))).body,
      notifications: (await api('GET', apiPath(routes.listNotifications))).body,
      team: (await api('GET', apiPath(routes.getTeam))).body,
    };
  };

  type IdRoute = Extract<(typeof routeList)[number], { path: `${string}{id}${string}` }>;
  /**
   * Feedback and marketing content belong to no beekeeper: any admin moderates or edits any of it, and everyone
   * else gets 403 on those routes (gateway-auth.int.test.ts checks every admin route).
   */
  const SHARED_RECORD_ROUTES: readonly RouteName[] = [
    'updateFeedbackStatus',
    'prepareMarketingImage',
    'updateMarketingImage',
    'deleteMarketingContent',
  ];
  const idRoutes = routeList.filter(
    (route): route is IdRoute => route.path.includes('{id}') && !SHARED_RECORD_ROUTES.includes(route.name),
  );

  it('covers the id routes of the route table', () => {
    expect(idRoutes.length).toBeGreaterThan(0);
  });

  it.each(idRoutes.map((route) => [route.name, route] as const))(
    "%s answers another user's id as a missing one (404) and changes nothing",
    async (_name, route) => {
      const collection = collectionOf(route.path);
      const record = records[collection];
      if (!record) throw new Error(`No owned record for ${collection}: add one to createOwnedRecords`);
      const before = await ownerData();
      const api = apiAs(intruder);
      const body =
        route.method === 'GET' || route.method === 'DELETE'
          ? undefined
          : (record.routeBodies?.[route.name] ?? record.body);
      const foreign = await api(route.method, apiPath(route, { id: record.id }), body);
      const missing = await api(route.method, apiPath(route, { id: UNUSED_ID }), body);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
      expect(await ownerData()).toEqual(before);
    },
  );

  it("refuses a hive in another user's apiary (404) and writes nothing", async () => {
    const api = apiAs(intruder);
    const ownersApiaryId = (records[routes.listApiaries.path] as OwnedRecord).id;
    const answer = await api<{ message: string }>(
      'POST',
      apiPath(routes.createHive),
      hiveInput('Cuckoo', ownersApiaryId),
    );
    expect(answer.status).toBe(404);
    expect((await api('GET', apiPath(routes.listHives))).body).toEqual([]);
  });

  it("refuses an inspection of another user's hive, or a list of its inspections (404), and writes nothing", async () => {
    const api = apiAs(intruder);
    const ownersHiveId = (records[routes.listHives.path] as OwnedRecord).id;
    const before = await ownerData();
    const answer = await api('POST', apiPath(routes.createInspection), inspectionInput(ownersHiveId, '2026-06-02'));
    expect(answer.status).toBe(404);
    expect((await api('GET', apiPath(routes.listInspections, {}, { hiveId: ownersHiveId }))).status).toBe(404);
    expect((await api('GET', apiPath(routes.listInspections))).body).toEqual([]);
    expect(await ownerData()).toEqual(before);
  });

  it("refuses moving one's own hive into another user's apiary (404) and keeps it where it was", async () => {
    const api = apiAs(intruder);
    const ownApiary = (await api<Apiary>('POST', apiPath(routes.createApiary), apiaryInput('Intruder apiary'))).body;
    const ownHive = (await api<Hive>('POST', apiPath(routes.createHive), hiveInput('Intruder hive', ownApiary.id)))
      .body;
    const ownersApiaryId = (records[routes.listApiaries.path] as OwnedRecord).id;
    const answer = await api(
      'PUT',
      apiPath(routes.updateHive, { id: ownHive.id }),
      hiveInput('Intruder hive', ownersApiaryId),
    );
    expect(answer.status).toBe(404);
    const hives = (await api<Hive[]>('GET', apiPath(routes.listHives))).body;
    expect(hives.map((hive) => hive.apiaryId)).toEqual([ownApiary.id]);
  });
});
