/**
 * A commercial beekeeper's partition, written straight into the table in batches (BatchWriteItem, 25 items a
 * request) because recording 20,000 inspections through the API would take many minutes: a Pro user item, 20
 * apiaries, 1,000 hives (one in 20 inactive) and 20 inspections per hive (no mite count), each hive showing its
 * latest (and its findings) and the dashboard's tallies counting them as the API's writes would have. Used by the scale data test and `npm run bench`.
 */
import { ulid } from 'ulid';
import { HIVE_HEALTH_NOT_INSPECTED, type HiveStatus } from '../../shared/domain/hive';
import { inspectionHealthLabel } from '../../shared/rules/health';
import { ApiaryEntity } from '../lib/data/entities/apiary';
import { HiveEntity } from '../lib/data/entities/hive';
import { HiveTallyEntity } from '../lib/data/entities/hive-tally';
import { InspectionEntity } from '../lib/data/entities/inspection';
import { SearchTermEntity } from '../lib/data/entities/search-term';
import { UserEntity } from '../lib/data/entities/user';
import { ALL_TIME, tallyOfHives } from '../lib/data/hive-tallies';
import { searchTermsOf } from '../lib/data/search-index';
import { DAY_MS } from '../../shared/domain/durations';

export const COMMERCIAL_ACCOUNT = { apiaries: 20, hives: 1_000, inspectionsPerHive: 20 } as const;

/** Before any month a test or the bench runs in, so none of these hives counts as added this month. */
const CREATED_AT = '2024-01-15T08:00:00.000Z';
const FIRST_INSPECTION_DAY = Date.UTC(2024, 3, 1);

function dateAfter(days: number): string {
  return new Date(FIRST_INSPECTION_DAY + days * DAY_MS).toISOString().slice(0, 10);
}

export interface CommercialAccount {
  /** An active hive with its 20 inspections, for a hive page. */
  hiveId: string;
}

/**
 * The short notes of the searchable account's inspections, in turn: every word in 5,000 inspections, "brood" in
 * 10,000 (two notes); the first hive's newest inspection notes chalkbrood, found nowhere else.
 */
const INSPECTION_NOTES = ['Calm, brood on 6 frames', 'Queen seen', 'Light stores, brood patchy', 'Supers added'];
export const RARE_NOTE = 'Chalkbrood mummies on the landing board';

/** With `searchable`, the inspections carry notes and every record its search words, as the API's writes index them. */
export async function seedCommercialAccount(
  userId: string,
  email: string,
  { searchable = false }: { searchable?: boolean } = {},
): Promise<CommercialAccount> {
  const { apiaries: apiaryCount, hives: hiveCount, inspectionsPerHive } = COMMERCIAL_ACCOUNT;
  const apiaryIds = Array.from({ length: apiaryCount }, () => ulid());
  const hives = [];
  const inspections = [];
  for (let h = 0; h < hiveCount; h++) {
    const hiveId = ulid();
    const status: HiveStatus = h % 20 === 19 ? 'inactive' : 'active';
    let latest: { inspectionId: string; inspectionDate: string; healthStatus: string; population: number } | undefined;
    for (let i = 0; i < inspectionsPerHive; i++) {
      // Every ~5 weeks over two years; hives visited on different days of the round.
      const scores = {
        broodPattern: ((h + i) % 5) + 1,
        temperament: 4,
        population: ((h * 3 + i) % 5) + 1,
        foodStores: 3,
      };
      const inspection = {
        userId,
        hiveId,
        inspectionId: ulid(),
        inspectionDate: dateAfter(i * 36 + (h % 30)),
        ...scores,
        smallHiveBeetle: 1,
        ...(searchable
          ? { notes: h === 0 && i === inspectionsPerHive - 1 ? RARE_NOTE : INSPECTION_NOTES[(h + i) % 4] }
          : {}),
        createdAt: CREATED_AT,
        updatedAt: CREATED_AT,
      };
      inspections.push(inspection);
      latest = { ...inspection, healthStatus: inspectionHealthLabel(scores) };
    }
    const healthStatus = latest?.healthStatus ?? HIVE_HEALTH_NOT_INSPECTED;
    hives.push({
      userId,
      hiveId,
      apiaryId: apiaryIds[h % apiaryCount] as string,
      name: `Hive ${String(h + 1).padStart(4, '0')}`,
      status,
      healthStatus,
      ...(latest
        ? {
            lastInspectionDate: latest.inspectionDate,
            latestInspectionId: latest.inspectionId,
            latestFindings: {
              inspectionDate: latest.inspectionDate,
              queenSeen: false,
              queenCells: false,
              eggsPresent: false,
              foodStores: 3,
              population: latest.population,
            },
          }
        : {}),
      inspectionCount: inspectionsPerHive,
      inspectionVersion: inspectionsPerHive,
      createdAt: CREATED_AT,
      updatedAt: CREATED_AT,
    });
  }
  // The tallies as the API's writes would have left them; no month holds a change.
  const tally = tallyOfHives(hives, 'none');

  await UserEntity.upsert({ userId })
    .set({ email, subscriptionPlan: 'pro', subscriptionStatus: 'active', hiveCount, apiaryCount })
    .go();
  const apiaries = apiaryIds.map((apiaryId, index) => ({
    userId,
    apiaryId,
    name: `Yard ${index + 1}`,
    location: 'Commercial route',
    hiveCount: hiveCount / apiaryCount,
  }));
  await ApiaryEntity.put(apiaries).go();
  await HiveTallyEntity.put({ userId, period: ALL_TIME, ...tally, version: hiveCount }).go();
  await HiveEntity.put(hives).go({ concurrent: 8 });
  await InspectionEntity.put(inspections).go({ concurrent: 8 });
  if (searchable) {
    const terms = [
      ...hives.map((hive) => ({ type: 'hive' as const, id: hive.hiveId, words: searchTermsOf('hive', hive) })),
      ...apiaries.map((apiary) => ({
        type: 'apiary' as const,
        id: apiary.apiaryId,
        words: searchTermsOf('apiary', apiary),
      })),
      ...inspections.map((inspection) => ({
        type: 'inspection' as const,
        id: inspection.inspectionId,
        words: searchTermsOf('inspection', { diseases: [], notes: inspection.notes }),
      })),
    ].flatMap(({ type, id, words }) => words.map((term) => ({ userId, term, recordType: type, recordId: id })));
    await SearchTermEntity.put(terms).go({ concurrent: 8 });
  }
  return { hiveId: (hives[0] as (typeof hives)[number]).hiveId };
}
