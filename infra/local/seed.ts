/**
 * The demo data of HiveKeeper's local stack: a Pro beekeeper with two apiaries and five hives, each with a few
 * inspections whose scores give the hives different health labels (two of them with photos), a season of
 * treatments and feedings (two of them with their mite recount scheduled), a schedule of tasks (overdue, today,
 * this week, later, a weekly swarm check, one done), two summers of harvests (honey in lbs, kg and jars, and wax),
 * books of this year and last (honey and wax sales, equipment, feed and treatment costs, some of a hive or an
 * apiary, some shared), two pieces of feedback (one taken in hand by the admin), and an admin.
 * The beekeeper's apiaries and hives are created through the gateway with the beekeeper's own token, the same
 * path a real user's requests take, and only when the beekeeper has no apiary yet (so deleting the demo data
 * and restarting brings it back, and edits are kept).
 */
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Apiary, ApiaryInput } from '../../shared/schemas/apiary';
import type { FinancialRecordInput } from '../../shared/schemas/finance';
import type { FeedbackInput, FeedbackStatus } from '../../shared/schemas/feedback';
import type { Hive, HiveInput } from '../../shared/schemas/hive';
import type { InspectionInput } from '../../shared/schemas/inspection';
import type { ProductionInput } from '../../shared/schemas/production';
import type { Task, TaskInput } from '../../shared/schemas/task';
import type { TreatmentInput } from '../../shared/schemas/treatment';
import type { UploadAnswer } from '../../shared/schemas/upload';
import { routes } from '../../functions/routes';
import { apiAs } from './api-client';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_PHOTOS, type DemoPhoto } from './demo-photos';
import { LOCAL_RESOURCES } from './settings';
import { ensureConfirmedAccount } from './user-pool';
import type { UserPoolApi } from './user-pool-api';
import { apiPath } from '../../functions/api-path';

/**
 * An inspection of a demo hive, dated this many days before the stack starts so the data always looks current,
 * with the photos to upload for it.
 */
type DemoInspection = Omit<InspectionInput, 'hiveId' | 'inspectionDate' | 'photos'> & {
  daysAgo: number;
  demoPhotos?: DemoPhoto[];
};
/**
 * When a demo treatment was applied (or a transaction made): this many days before the stack starts, on the latest
 * past day of the year `MM-DD` (so a season's feeding stays in its season whenever the stack starts), or on that
 * day of last year.
 */
type DemoDay = { daysAgo: number } | { lastOn: string } | { lastYearOn: string };
type DemoTreatment = Omit<TreatmentInput, 'hiveId' | 'applicationDate' | 'nextDueDate'> & {
  on: DemoDay;
  /** When its follow-up is due: this many days from the day the stack starts (negative: overdue). */
  nextDueInDays?: number;
};
type DemoHive = Omit<HiveInput, 'apiaryId'> & { inspections: DemoInspection[]; treatments?: DemoTreatment[] };

/** The four health scores at once (brood pattern, temperament, population, food stores). */
function scores(broodPattern: number, temperament: number, population: number, foodStores: number) {
  return { broodPattern, temperament, population, foodStores };
}

const DEMO_APIARIES: { apiary: ApiaryInput; hives: DemoHive[] }[] = [
  {
    apiary: {
      name: 'Home Apiary',
      location: 'Backyard, 14 Linden Lane, Oakridge',
      latitude: '45.5231',
      longitude: '-122.6765',
      description: 'Three hives along the south fence, sheltered from the north wind.',
    },
    hives: [
      {
        name: 'Golden Comb',
        queenId: 'Q-2025-01',
        queenIntroducedOn: '2025-05-18',
        queenMarking: 'blue',
        hiveType: 'langstroth',
        frameCount: 10,
        notes: 'Strong colony, calm temperament.',
        inspections: [
          {
            daysAgo: 30,
            ...scores(4, 4, 3, 3),
            queenSeen: true,
            eggsPresent: true,
            openBrood: true,
            cappedBrood: true,
          },
          {
            daysAgo: 9,
            ...scores(5, 4, 5, 4),
            queenSeen: true,
            eggsPresent: true,
            openBrood: true,
            cappedBrood: true,
            varroaMethod: 'alcohol_wash',
            varroaMites: 3,
            notes: 'Ten frames of brood; added a honey super.',
            demoPhotos: [DEMO_PHOTOS.honeycomb, DEMO_PHOTOS.broodFrame],
          },
        ],
        treatments: [
          {
            on: { daysAgo: 50 },
            treatmentType: 'varroa',
            treatmentName: 'Apivar',
            productId: 'apivar',
            dosage: '2 strips per brood box (1 per 5 frames of bees)',
            cost: '32.00',
            varroaBefore: 4,
            varroaAfter: 1,
            notes: 'Strips out after 42 days; the wash after showed 1 mite per 100 bees.',
          },
          {
            on: { lastOn: '09-20' },
            treatmentType: 'feeding',
            treatmentName: 'Fall syrup 2:1',
            feedType: 'sugar_syrup',
            feedAmount: '30',
            syrupRatio: '2:1',
            notes: 'Topping up winter stores.',
          },
        ],
      },
      {
        name: 'Buttercup',
        queenId: 'Q-2025-02',
        queenIntroducedOn: '2025-08-02',
        queenMarking: 'blue',
        hiveType: 'british_national',
        frameCount: 11,
        inspections: [
          { daysAgo: 25, ...scores(3, 4, 3, 2), eggsPresent: true, cappedBrood: true },
          {
            daysAgo: 11,
            ...scores(4, 3, 3, 3),
            queenSeen: true,
            eggsPresent: true,
            openBrood: true,
            cappedBrood: true,
            varroaMethod: 'sugar_roll',
            varroaMites: 5,
          },
        ],
        treatments: [
          {
            on: { lastOn: '04-10' },
            treatmentType: 'feeding',
            treatmentName: 'Spring syrup 1:1',
            feedType: 'sugar_syrup',
            feedAmount: '12',
            syrupRatio: '1:1',
            notes: 'Build-up before the first flow.',
          },
          {
            // Its next feed was due yesterday: the reminder e-mail's overdue treatment.
            on: { daysAgo: 8 },
            treatmentType: 'feeding',
            treatmentName: 'Top-up syrup 2:1',
            feedType: 'sugar_syrup',
            feedAmount: '10',
            syrupRatio: '2:1',
            nextDueInDays: -1,
          },
        ],
      },
      {
        name: 'Lavender',
        queenIntroducedOn: '2026-04',
        queenMarking: 'unmarked',
        hiveType: 'warre',
        frameCount: 8,
        notes: 'Requeened in spring.',
        inspections: [
          {
            daysAgo: 6,
            ...scores(2, 3, 2, 2),
            queenCells: true,
            openBrood: true,
            smallHiveBeetle: 2,
            varroaMethod: 'sticky_board',
            varroaMites: 24,
            varroaBoardDays: 3,
            notes: 'Queen cells on two frames; no eggs seen.',
            demoPhotos: [DEMO_PHOTOS.broodFrame],
          },
        ],
        treatments: [
          {
            on: { daysAgo: 3 },
            treatmentType: 'varroa',
            treatmentName: 'Formic Pro',
            productId: 'formic_pro',
            dosage: '2 strips per brood chamber',
            cost: '18.50',
            varroaBefore: 8,
            notes: 'Sticky board showed 8 a day; strips in on a mild week.',
          },
        ],
      },
    ],
  },
  {
    apiary: {
      name: 'Clover Meadow',
      location: 'Hilltop Farm, Route 9',
      latitude: '45.4871',
      longitude: '-122.8037',
      description: 'Out-yard on a white clover field, visited every Saturday.',
    },
    hives: [
      {
        name: 'Meadow One',
        queenId: 'Q-2024-07',
        queenIntroducedOn: '2024-07-06',
        queenMarking: 'green',
        hiveType: 'langstroth',
        frameCount: 10,
        inspections: [
          { daysAgo: 40, ...scores(3, 3, 3, 3), queenSeen: true, eggsPresent: true, cappedBrood: true },
          {
            daysAgo: 14,
            ...scores(2, 2, 1, 1),
            cappedBrood: true,
            diseases: ['Chalkbrood'],
            treatments: ['Sugar syrup 1:1'],
            varroaMethod: 'alcohol_wash',
            varroaMites: 11,
            notes: 'Light stores and chalkbrood mummies at the entrance; fed syrup.',
          },
        ],
        treatments: [
          {
            on: { lastOn: '12-28' },
            treatmentType: 'varroa',
            // Logged by name, not from the catalogue: a recount task from last winter would sit overdue.
            treatmentName: 'Oxalic acid dribble',
            dosage: '5 ml per seam of bees, at most 50 ml per hive',
            cost: '4.00',
            notes: 'Broodless in midwinter: the best time for oxalic.',
          },
        ],
      },
      {
        name: 'Top Bar Trial',
        hiveType: 'top_bar',
        frameCount: 24,
        status: 'active',
        notes: 'First top bar hive; compare yields with the Langstroths.',
        inspections: [
          {
            daysAgo: 20,
            ...scores(3, 3, 3, 4),
            queenSeen: true,
            eggsPresent: true,
            openBrood: true,
            cappedBrood: true,
          },
        ],
      },
    ],
  },
];

/**
 * The demo beekeeper's schedule: due this many days from the day the stack starts (negative: overdue), linked to a
 * hive or an apiary by name; `completed` ones are ticked off after they are added.
 */
type DemoTask = Omit<TaskInput, 'dueDate' | 'hiveId' | 'apiaryId'> & {
  dueInDays: number;
  hive?: string;
  apiary?: string;
  completed?: true;
};

const DEMO_TASKS: DemoTask[] = [
  { title: 'Top up Buttercup with 1:1 syrup', dueInDays: -2, priority: 'high', type: 'feeding', hive: 'Buttercup' },
  {
    title: 'Swarm check',
    description: 'Look for queen cells along the bottom bars; add room if the brood nest is crowded.',
    dueInDays: 0,
    priority: 'high',
    type: 'inspection',
    hive: 'Golden Comb',
    repeat: 'weekly',
  },
  { title: 'Varroa wash on Lavender', dueInDays: 2, priority: 'medium', type: 'inspection', hive: 'Lavender' },
  {
    title: 'Mow around the meadow hives',
    dueInDays: 5,
    priority: 'low',
    type: 'maintenance',
    apiary: 'Clover Meadow',
  },
  { title: 'Order spare frames and foundation', dueInDays: 6, priority: 'medium', type: 'other' },
  {
    title: 'Jar the honey from the last extraction',
    dueInDays: 21,
    priority: 'medium',
    type: 'harvest',
    apiary: 'Home Apiary',
  },
  {
    title: 'Check entrance reducers',
    dueInDays: -6,
    priority: 'low',
    type: 'maintenance',
    apiary: 'Home Apiary',
    completed: true,
  },
];

/**
 * The demo beekeeper's harvests by hive name: the latest summer's on the latest past `MM-DD`, and the summer before's
 * (`yearBefore`), so the summary compares two seasons whenever the stack starts.
 */
type DemoHarvest = Omit<ProductionInput, 'hiveId' | 'harvestDate'> & { lastOn: string; yearBefore?: true };

const DEMO_HARVESTS: Record<string, DemoHarvest[]> = {
  'Golden Comb': [
    { lastOn: '07-20', productType: 'honey', quantity: 62, unit: 'lbs', quality: 'premium' },
    { lastOn: '09-02', productType: 'honey', quantity: 28.5, unit: 'lbs', quality: 'grade_a' },
    { lastOn: '09-02', productType: 'wax', quantity: 2.5, unit: 'lbs', notes: 'Cappings from the extraction.' },
    { lastOn: '07-25', yearBefore: true, productType: 'honey', quantity: 55, unit: 'lbs', quality: 'grade_a' },
  ],
  Buttercup: [
    { lastOn: '08-10', productType: 'honey', quantity: 18, unit: 'kg', quality: 'premium' },
    { lastOn: '08-12', yearBefore: true, productType: 'honey', quantity: 15, unit: 'kg' },
  ],
  Lavender: [
    {
      lastOn: '08-24',
      productType: 'honey',
      quantity: 24,
      unit: 'jars',
      notes: 'Lavender honey, jarred straight from the frames.',
    },
  ],
  'Meadow One': [
    { lastOn: '07-05', productType: 'honey', quantity: 40, unit: 'lbs', quality: 'grade_a' },
    { lastOn: '07-05', productType: 'wax', quantity: 1.2, unit: 'kg' },
    { lastOn: '07-08', yearBefore: true, productType: 'honey', quantity: 36, unit: 'lbs', quality: 'grade_b' },
  ],
};

/** A demo transaction, linked by name to a demo hive or apiary, or to neither (a cost shared by the whole operation). */
type DemoFinance = Omit<FinancialRecordInput, 'transactionDate' | 'hiveId' | 'apiaryId'> & {
  on: DemoDay;
  hive?: string;
  apiary?: string;
};

/** The demo books: this season's and last season's sales and costs. */
const DEMO_FINANCES: DemoFinance[] = [
  {
    type: 'expense',
    category: 'equipment',
    amount: '189.00',
    description: 'Hive bodies and frames',
    on: { daysAgo: 0 },
  },
  { type: 'expense', category: 'equipment', amount: '640.00', description: 'Honey extractor', on: { lastOn: '06-10' } },
  {
    type: 'income',
    category: 'honey_sales',
    amount: '480.00',
    description: 'Farmers market, 40 jars',
    on: { lastOn: '08-20' },
    hive: 'Golden Comb',
  },
  {
    type: 'income',
    category: 'honey_sales',
    amount: '1250.00',
    description: 'Meadow honey to the co-op',
    on: { lastOn: '09-05' },
    apiary: 'Clover Meadow',
  },
  { type: 'income', category: 'wax_sales', amount: '85.50', description: 'Beeswax blocks', on: { lastOn: '10-01' } },
  {
    type: 'expense',
    category: 'feed',
    amount: '42.75',
    description: 'Sugar for fall syrup',
    on: { lastOn: '09-20' },
    hive: 'Golden Comb',
  },
  {
    type: 'expense',
    category: 'medication',
    amount: '24.99',
    description: 'Apivar strips',
    on: { lastOn: '08-25' },
    hive: 'Buttercup',
  },
  {
    type: 'income',
    category: 'honey_sales',
    amount: '395.00',
    description: 'Farmers market, 33 jars',
    on: { lastYearOn: '08-22' },
  },
  { type: 'income', category: 'wax_sales', amount: '60.00', description: 'Candle maker', on: { lastYearOn: '10-12' } },
  {
    type: 'expense',
    category: 'feed',
    amount: '36.00',
    description: 'Winter fondant',
    on: { lastYearOn: '11-15' },
    apiary: 'Home Apiary',
  },
  {
    type: 'expense',
    category: 'equipment',
    amount: '78.40',
    description: 'Smoker and veil',
    on: { lastYearOn: '04-02' },
  },
  {
    type: 'expense',
    category: 'medication',
    amount: '31.50',
    description: 'Oxalic acid',
    on: { lastYearOn: '12-10' },
    hive: 'Meadow One',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day (UTC) this many days from now (before it when negative). */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day of a demo treatment or transaction; for `lastOn`, this year's when it has passed (UTC), else last year's. */
function dayOf(on: DemoDay): string {
  if ('daysAgo' in on) return daysFromNow(-on.daysAgo);
  const today = daysFromNow(0);
  if ('lastYearOn' in on) return `${Number(today.slice(0, 4)) - 1}-${on.lastYearOn}`;
  const thisYear = `${today.slice(0, 4)}-${on.lastOn}`;
  return thisYear <= today ? thisYear : `${Number(today.slice(0, 4)) - 1}-${on.lastOn}`;
}

/** The demo beekeeper's profile, so `/profile` and the header show a real beekeeper. */
/**
 * What the demo beekeeper told HiveKeeper, so the admin's Feedback Management and bell show real items: the first is
 * moved to in progress by the admin.
 */
const DEMO_FEEDBACK: (FeedbackInput & { adminStatus?: FeedbackStatus })[] = [
  {
    category: 'bug_report',
    subject: 'Harvest chart squeezes hive names on my phone',
    message: 'On the production screen at phone width, the Harvest by hive chart cuts long hive names short.',
    rating: 4,
    adminStatus: 'in_progress',
  },
  {
    category: 'feature_request',
    subject: 'Print labels for my honey jars',
    message: 'It would save me an evening each harvest if HiveKeeper printed jar labels from a harvest record.',
    rating: 5,
  },
];

const DEMO_PROFILE = {
  username: 'meadow-keeper',
  firstName: 'Maya',
  lastName: 'Fields',
  bio: 'Keeps five colonies between the home orchard and the meadow; treats by the count, not the calendar.',
  // Saved from this machine's time zone as a browser would, with reminders on: `npm run job -- sendReminderEmails`
  // e-mails her today's and overdue tasks and the overdue feeding.
  preferences: {
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    notifications: { taskReminders: true, treatmentReminders: true },
  },
};

export interface DemoSeedResult {
  /** Whether the beekeeper's apiaries and hives were created by this start. */
  createdDemoData: boolean;
}

export async function seedDemoData(options: {
  admin: CognitoIdentityProviderClient;
  userPoolId: string;
  userPool: UserPoolApi;
  gatewayUrl: string;
}): Promise<DemoSeedResult> {
  const { beekeeper, admin } = DEMO_ACCOUNTS;
  await ensureConfirmedAccount(options.admin, options.userPoolId, { ...admin, groups: [LOCAL_RESOURCES.adminsGroup] });
  await ensureConfirmedAccount(options.admin, options.userPoolId, beekeeper);

  const adminApi = seedingApi((await options.userPool.signIn(admin.email, admin.password)).idToken, options.gatewayUrl);
  await adminApi(routes.getCurrentUser.method, apiPath(routes.getCurrentUser));

  const beekeeperApi = seedingApi(
    (await options.userPool.signIn(beekeeper.email, beekeeper.password)).idToken,
    options.gatewayUrl,
  );
  const user = (await beekeeperApi(routes.getCurrentUser.method, apiPath(routes.getCurrentUser))) as { id: string };
  const apiaries = (await beekeeperApi(routes.listApiaries.method, apiPath(routes.listApiaries))) as Apiary[];
  if (apiaries.length > 0) return { createdDemoData: false };

  await makePro(user.id);
  await beekeeperApi(routes.updateProfile.method, apiPath(routes.updateProfile), DEMO_PROFILE);
  const ids = new Map<string, string>();
  for (const { apiary, hives } of DEMO_APIARIES) {
    const created = (await beekeeperApi(routes.createApiary.method, apiPath(routes.createApiary), apiary)) as Apiary;
    ids.set(created.name, created.id);
    for (const { inspections, treatments = [], ...hive } of hives) {
      const body = { ...hive, apiaryId: created.id };
      const createdHive = (await beekeeperApi(routes.createHive.method, apiPath(routes.createHive), body)) as Hive;
      ids.set(createdHive.name, createdHive.id);
      for (const { daysAgo, demoPhotos = [], ...inspection } of inspections) {
        const inspectionDate = daysFromNow(-daysAgo);
        const photos = await Promise.all(demoPhotos.map((photo) => uploadPhoto(beekeeperApi, photo)));
        await beekeeperApi(routes.createInspection.method, apiPath(routes.createInspection), {
          ...inspection,
          photos,
          hiveId: createdHive.id,
          inspectionDate,
        });
      }
      for (const { on, nextDueInDays, ...treatment } of treatments) {
        await beekeeperApi(routes.createTreatment.method, apiPath(routes.createTreatment), {
          ...treatment,
          hiveId: createdHive.id,
          applicationDate: dayOf(on),
          ...(nextDueInDays === undefined ? {} : { nextDueDate: daysFromNow(nextDueInDays) }),
        });
      }
    }
  }
  await seedTasks(beekeeperApi, ids);
  await seedHarvests(beekeeperApi, ids);
  await seedFinances(beekeeperApi, ids);
  await seedFeedback(beekeeperApi, adminApi);
  return { createdDemoData: true };
}

/** The demo harvests, recorded one by one as the production form records them. */
async function seedHarvests(api: SeedingApi, ids: ReadonlyMap<string, string>): Promise<void> {
  for (const [hiveName, harvests] of Object.entries(DEMO_HARVESTS)) {
    const hiveId = ids.get(hiveName);
    if (hiveId === undefined) throw new Error(`Demo data: a harvest names "${hiveName}", which is no demo hive`);
    for (const { lastOn, yearBefore, ...harvest } of harvests) {
      const latest = dayOf({ lastOn });
      const harvestDate = yearBefore ? `${Number(latest.slice(0, 4)) - 1}${latest.slice(4)}` : latest;
      await api(routes.createProduction.method, apiPath(routes.createProduction), { ...harvest, hiveId, harvestDate });
    }
  }
}

/** The demo books, recorded one by one as the finance form records them. */
async function seedFinances(api: SeedingApi, ids: ReadonlyMap<string, string>): Promise<void> {
  for (const { on, hive, apiary, ...finance } of DEMO_FINANCES) {
    await api(routes.createFinance.method, apiPath(routes.createFinance), {
      ...finance,
      transactionDate: dayOf(on),
      hiveId: demoIdOf(ids, hive),
      apiaryId: demoIdOf(ids, apiary),
    });
  }
}

/** The demo beekeeper's feedback, sent as the feedback form sends it, and the admin's follow-up. */
async function seedFeedback(beekeeperApi: SeedingApi, adminApi: SeedingApi): Promise<void> {
  for (const { adminStatus, ...feedback } of DEMO_FEEDBACK) {
    const sent = (await beekeeperApi(routes.createFeedback.method, apiPath(routes.createFeedback), feedback)) as {
      id: string;
    };
    if (adminStatus) {
      await adminApi(routes.updateFeedbackStatus.method, apiPath(routes.updateFeedbackStatus, { id: sent.id }), {
        status: adminStatus,
      });
    }
  }
}

/** The id of a demo hive or apiary named by the demo data (null for none). */
function demoIdOf(ids: ReadonlyMap<string, string>, name: string | undefined): string | null {
  if (name === undefined) return null;
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Demo data: "${name}" is no demo hive or apiary`);
  return id;
}

/** The demo schedule, added in one checklist batch as the web app adds a season's tasks. */
async function seedTasks(api: SeedingApi, ids: ReadonlyMap<string, string>): Promise<void> {
  const tasks = DEMO_TASKS.map(({ dueInDays, hive, apiary, completed: _completed, ...task }) => ({
    ...task,
    dueDate: daysFromNow(dueInDays),
    hiveId: demoIdOf(ids, hive),
    apiaryId: demoIdOf(ids, apiary),
  }));
  const created = (await api(routes.createTasks.method, apiPath(routes.createTasks), { tasks })) as Task[];
  for (const [index, task] of created.entries()) {
    if (!DEMO_TASKS[index]?.completed) continue;
    await api(routes.updateTask.method, apiPath(routes.updateTask, { id: task.id }), { completed: true });
  }
}

/**
 * Two apiaries need Pro. The demo account is Pro as an operator would grant it, written on its user item, rather
 * than through a test-mode subscription: its trial would end, and the seed runs before the gateway's public port
 * (where the test-mode provider delivers its events) is open.
 */
async function makePro(userId: string): Promise<void> {
  // Imported here, after the local stack has set the functions' environment that the data layer reads on load.
  const { UserEntity } = await import('../../functions/lib/data/entities/user');
  await UserEntity.patch({ userId }).set({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }).go();
}

/** Uploads a photo as the web app does (a presigned PUT straight to the bucket) and answers the key to save. */
async function uploadPhoto(api: SeedingApi, photo: DemoPhoto): Promise<string> {
  const { uploadURL, key } = (await api(routes.createUpload.method, apiPath(routes.createUpload), {
    purpose: 'inspection-photo',
    contentType: 'image/png',
    size: photo.png.length,
  })) as UploadAnswer;
  const put = await fetch(uploadURL, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(photo.png),
  });
  if (!put.ok) throw new Error(`Demo data: uploading "${photo.title}" answered ${put.status} ${await put.text()}`);
  return key;
}

type SeedingApi = ReturnType<typeof seedingApi>;

/** The API as the user of `idToken` calls it; any answer but a success stops the seed. */
function seedingApi(idToken: string, gatewayUrl: string) {
  const api = apiAs(gatewayUrl, idToken);
  return async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const answer = await api(method, path, body);
    if (answer.status >= 300) {
      throw new Error(`Demo data: ${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  };
}
