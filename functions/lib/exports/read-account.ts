/**
 * Reads a beekeeper's whole account for an export through the access patterns the routes use, in bounded pages
 * (Queries of at most `EXPORT_PAGE` records and their names' BatchGets; never a Scan), saying after each page how
 * many records are read of how many the counters and tallies expect.
 */
import type { Hive } from '../../../shared/schemas/hive';
import type { Caller } from '../caller';
import { listApiaries } from '../data/apiaries';
import { listFeedback } from '../data/feedback';
import { countFinancialRecords, listFinances } from '../data/finances';
import { listHives } from '../data/hives';
import { listInspections } from '../data/inspections';
import { listProduction } from '../data/production';
import { getProfileForExport } from '../data/profile';
import { listTasks } from '../data/tasks';
import { listTreatments } from '../data/treatments';
import type { AccountData, ExportedPhoto } from './account-data';
import type { FileLinker } from './photo-link';

/** Records per Query: the most a list route answers in one page. */
export const EXPORT_PAGE = 100;

export interface ReadProgress {
  done: number;
  total: number;
}

/** Called after each page; a build writes the progress now and then (and learns whether the export is still its). */
export type OnPage = (progress: ReadProgress) => Promise<void>;

interface Page<T> {
  records: T[];
  nextCursor: string | null;
}

/** Every page of one list, one after the other, each reported. */
async function allPages<T>(
  readPage: (cursor: string | undefined) => Promise<Page<T>>,
  progress: ReadProgress,
  onPage: OnPage,
): Promise<T[]> {
  const records: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPage(cursor);
    records.push(...page.records);
    progress.done += page.records.length;
    // A list the tallies don't count (tasks, feedback) or one grown since they were read raises the total.
    progress.total = Math.max(progress.total, progress.done);
    await onPage(progress);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return records;
}

/** Every hive, page by page: a Query and a BatchGet of their apiaries' names per EXPORT_PAGE hives. */
async function everyHive(caller: Caller): Promise<Hive[]> {
  const hives: Hive[] = [];
  let cursor: string | undefined;
  do {
    const page = await listHives(caller, { limit: EXPORT_PAGE, cursor });
    hives.push(...page.hives);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return hives;
}

/**
 * The account of `userId` as its export holds it, photos and picture linked by `linkTo`; null when there is
 * no such user. The expected total is the apiaries and hives, their inspections as the hives count them, and the
 * financial records as the year tallies count them; the lists nothing counts (treatments, harvests, tasks,
 * feedback) raise it as they are read.
 */
export async function readAccount(
  userId: string,
  { linkTo, now = new Date() }: { linkTo: FileLinker; now?: Date },
  onPage: OnPage,
): Promise<AccountData | null> {
  const account = await getProfileForExport({ userId }, linkTo);
  if (!account) return null;
  const caller: Caller = { userId, email: account.profile.email, groups: [], isAdmin: false };
  const progress: ReadProgress = { done: 0, total: 0 };
  const [apiaries, hives, financeCount] = await Promise.all([
    listApiaries(caller),
    everyHive(caller),
    countFinancialRecords(caller),
  ]);
  progress.done = apiaries.length + hives.length;
  progress.total = progress.done + financeCount + hives.reduce((sum, hive) => sum + hive.inspectionCount, 0);
  await onPage(progress);

  const inspections = await allPages(
    async (cursor) => {
      const { inspections: records, nextCursor } = await listInspections(caller, { limit: EXPORT_PAGE, cursor });
      return { records: records.map(({ photoUrls: _links, ...inspection }) => inspection), nextCursor };
    },
    progress,
    onPage,
  );
  const treatments = await allPages(
    async (cursor) => {
      const { treatments: records, nextCursor } = await listTreatments(caller, { limit: EXPORT_PAGE, cursor });
      return { records, nextCursor };
    },
    progress,
    onPage,
  );
  const production = await allPages(
    async (cursor) => {
      const { production: records, nextCursor } = await listProduction(caller, { limit: EXPORT_PAGE, cursor });
      return { records, nextCursor };
    },
    progress,
    onPage,
  );
  const finances = await allPages(
    async (cursor) => {
      const { finances: records, nextCursor } = await listFinances(caller, { limit: EXPORT_PAGE, cursor });
      return { records, nextCursor };
    },
    progress,
    onPage,
  );
  const tasks = await allPages(
    async (cursor) => {
      const { tasks: records, nextCursor } = await listTasks(caller, { status: 'all', limit: EXPORT_PAGE, cursor });
      return { records, nextCursor };
    },
    progress,
    onPage,
  );
  const feedback = await listFeedback(caller);
  progress.done += feedback.length;
  progress.total = Math.max(progress.total, progress.done);

  const photos: ExportedPhoto[] = await Promise.all(
    inspections.flatMap((inspection) =>
      inspection.photos.map(async (key) => ({
        inspectionId: inspection.id,
        inspectionDate: inspection.inspectionDate,
        hiveId: inspection.hiveId,
        hiveName: inspection.hiveName,
        key,
        url: await linkTo(key),
      })),
    ),
  );
  return {
    exportedAt: now.toISOString(),
    ...account,
    apiaries,
    hives,
    inspections,
    treatments,
    tasks,
    production,
    finances,
    feedback,
    photos,
  };
}
