/**
 * The demo apiaries and their hives, each hive with a few inspections whose scores give the hives different health
 * labels (two of them with photos) and a season of treatments and feedings (two of them with their mite recount
 * scheduled). The other areas' records name these apiaries and hives.
 */
import type { Apiary, ApiaryInput } from '../../../shared/schemas/apiary';
import type { Hive, HiveInput } from '../../../shared/schemas/hive';
import type { InspectionInput } from '../../../shared/schemas/inspection';
import type { TreatmentInput } from '../../../shared/schemas/treatment';
import { apiPath } from '../../../functions/api-path';
import { routes } from '../../../functions/routes';
import { DEMO_PHOTOS, type DemoPhoto } from '../demo-photos';
import { demoColoniesStartedOn } from './colony-history';
import { dayOf, daysFromNow, type DemoDay } from './demo-days';
import { uploadPhoto, type SeedingApi } from './seeding-api';

/**
 * An inspection of a demo hive, dated this many days before the stack starts so the data always looks current,
 * with the photos to upload for it.
 */
type DemoInspection = Omit<InspectionInput, 'hiveId' | 'inspectionDate' | 'photos'> & {
  daysAgo: number;
  demoPhotos?: DemoPhoto[];
};
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
      description: 'Hives along the south fence, sheltered from the north wind.',
    },
    hives: [
      {
        name: 'Golden Comb',
        startedOn: demoColoniesStartedOn(),
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
        startedOn: demoColoniesStartedOn(),
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
        startedOn: demoColoniesStartedOn(),
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
        startedOn: demoColoniesStartedOn(),
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

/** Creates the demo apiaries with their hives, inspections and treatments; answers the apiaries' and hives' ids by name. */
export async function seedApiaries(beekeeperApi: SeedingApi): Promise<Map<string, string>> {
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
  return ids;
}
