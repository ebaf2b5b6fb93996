/**
 * Teams: every record a beekeeper writes keeps who recorded it and who changed it last, the acting person (a
 * member, not the account they act on) with their name as it was then: a member's as their team knows it (the
 * membership's), an owner's as their token gives it (here their e-mail).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Author } from '../shared/schemas/common';
import type { Apiary } from '../shared/schemas/apiary';
import type { FinancialRecord } from '../shared/schemas/finance';
import type { Hive } from '../shared/schemas/hive';
import type { Inspection } from '../shared/schemas/inspection';
import type { Task } from '../shared/schemas/task';
import type { Treatment } from '../shared/schemas/treatment';
import { ACCOUNT_HEADER } from './lib/caller';
import type { RouteName } from './routes';
import { beekeeper, setSubscription, type TestBeekeeper } from './test-support/api';
import { joinTeam } from './test-support/team';

let owner: TestBeekeeper;
let editor: TestBeekeeper;
let apiary: Apiary;
let hive: Hive;

const onOwnersAccount = () => ({ headers: { [ACCOUNT_HEADER]: owner.userId } });
const ownerAuthor = (): Author => ({ userId: owner.userId, name: owner.email });
let ana: Author;

beforeAll(async () => {
  owner = beekeeper();
  await setSubscription(owner, 'pro', 'active');
  editor = beekeeper({ email: 'ana@example.com' });
  ana = { userId: editor.userId, name: 'Ana Silva' };
  await joinTeam(owner, editor, { role: 'editor' });
  apiary = (await owner.request<Apiary>('createApiary', { body: { name: 'Orchard', location: 'Hill' } })).body;
  hive = (await owner.request<Hive>('createHive', { body: { name: 'Hive 1', apiaryId: apiary.id } })).body;
});

describe("an editor's inspection", () => {
  it('is recorded by the editor, and changed by the owner once the owner edits it', async () => {
    const fields = { hiveId: hive.id, inspectionDate: '2026-06-01', broodPattern: 4, temperament: 4 };
    const created = await editor.request<Inspection>('createInspection', {
      ...onOwnersAccount(),
      body: { ...fields, population: 4, foodStores: 4 },
    });
    expect(created).toMatchObject({ statusCode: 201, body: { recordedBy: ana, changedBy: ana } });

    const edited = await owner.requestFor<Inspection>('updateInspection', created.body.id, {
      body: { ...fields, population: 3, foodStores: 3, notes: 'Stores low' },
    });
    expect(edited).toMatchObject({ statusCode: 200, body: { recordedBy: ana, changedBy: ownerAuthor() } });

    // Every read answers the same, the member's own view of the account too.
    const [listed] = (await owner.request<Inspection[]>('listInspections')).body;
    expect(listed).toMatchObject({ id: created.body.id, recordedBy: ana, changedBy: ownerAuthor() });
    const read = await editor.requestFor<Inspection>('getInspection', created.body.id, onOwnersAccount());
    expect(read.body).toMatchObject({ recordedBy: ana, changedBy: ownerAuthor() });
  });
});

/** A record type's create and update routes, and a valid body for each. */
interface RecordRoutes {
  create: RouteName;
  update: RouteName;
  body: () => Record<string, unknown>;
  /** An edit's body; the create's when the same body replaces it. */
  edit?: () => Record<string, unknown>;
}

const recordTypes: Record<string, RecordRoutes> = {
  hive: { create: 'createHive', update: 'updateHive', body: () => ({ name: 'Hive 2', apiaryId: apiary.id }) },
  treatment: {
    create: 'createTreatment',
    update: 'updateTreatment',
    body: () => ({ hiveId: hive.id, treatmentType: 'varroa', treatmentName: 'Oxalic', applicationDate: '2026-06-02' }),
  },
  harvest: {
    create: 'createProduction',
    update: 'updateProduction',
    body: () => ({ hiveId: hive.id, productType: 'honey', quantity: 20, unit: 'lbs', harvestDate: '2026-08-01' }),
  },
  'financial record': {
    create: 'createFinance',
    update: 'updateFinance',
    body: () => ({
      type: 'income',
      category: 'honey_sales',
      amount: '30',
      description: 'Market',
      transactionDate: '2026-08-02',
    }),
  },
  task: {
    create: 'createTask',
    update: 'updateTask',
    body: () => ({ title: 'Add a super', dueDate: '2026-06-10', priority: 'medium', type: 'maintenance' }),
    edit: () => ({ completed: true }),
  },
};

describe.each(Object.entries(recordTypes))("an editor's %s", (_type, { create, update, body, edit = body }) => {
  it('is recorded by the editor, and changed by the owner once the owner edits it', async () => {
    const created = await editor.request<{ id: string }>(create, { ...onOwnersAccount(), body: body() });
    expect(created).toMatchObject({ statusCode: 201, body: { recordedBy: ana, changedBy: ana } });

    const edited = await owner.requestFor<unknown>(update, created.body.id, { body: edit() });
    expect(edited.statusCode).toBe(200);
    // A task's edit answers the task with the next one of a repeat.
    const answered = update === 'updateTask' ? (edited.body as { task: unknown }).task : edited.body;
    expect(answered).toMatchObject({ recordedBy: ana, changedBy: ownerAuthor() });
  });
});

describe("an editor's varroa treatment with a cost", () => {
  it('books its expense and its recount task as the editor wrote them', async () => {
    const apivar = {
      hiveId: hive.id,
      treatmentType: 'varroa',
      treatmentName: 'Apivar',
      productId: 'apivar',
      applicationDate: '2026-09-01',
      cost: '24.99',
    };
    const treatment = await editor.request<Treatment>('createTreatment', { ...onOwnersAccount(), body: apivar });
    expect(treatment.body.recountTaskId).not.toBeNull();

    const finances = (await owner.request<FinancialRecord[]>('listFinances')).body;
    expect(finances.find(({ treatmentId }) => treatmentId === treatment.body.id)).toMatchObject({
      recordedBy: ana,
      changedBy: ana,
    });
    const tasks = (await owner.request<Task[]>('listTasks')).body;
    expect(tasks.find(({ id }) => id === treatment.body.recountTaskId)).toMatchObject({
      recordedBy: ana,
      changedBy: ana,
    });
  });
});

describe("the owner's apiary", () => {
  it('is recorded by the owner, and changed by the editor who edits it', async () => {
    expect(apiary).toMatchObject({ recordedBy: ownerAuthor(), changedBy: ownerAuthor() });
    const edited = await editor.requestFor<Apiary>('updateApiary', apiary.id, {
      ...onOwnersAccount(),
      body: { name: 'Orchard', location: 'Hill top' },
    });
    expect(edited).toMatchObject({ statusCode: 200, body: { recordedBy: ownerAuthor(), changedBy: ana } });
  });
});

describe('hives an editor moves to another apiary', () => {
  it('are changed by the editor', async () => {
    const yard = (await owner.request<Apiary>('createApiary', { body: { name: 'Meadow', location: 'Valley' } })).body;
    const moved = await editor.requestFor('moveApiaryHives', apiary.id, {
      ...onOwnersAccount(),
      body: { toApiaryId: yard.id },
    });
    expect(moved.statusCode).toBe(200);
    const read = await owner.requestFor<Hive>('getHive', hive.id);
    expect(read.body).toMatchObject({ apiaryId: yard.id, recordedBy: ownerAuthor(), changedBy: ana });
  });
});
