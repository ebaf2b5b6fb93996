/**
 * The `buildAccountExports` job's work: build a beekeeper's pending exports now (the route starts it), or sweep
 * (its schedule): build what a dead build left unfinished and delete what expired, file and record.
 */
import {
  claimExport,
  deleteExportRecord,
  expiredExports,
  failExport,
  finishExport,
  recordProgress,
  unfinishedExports,
} from '../data/account-export-builds';
import { pendingExports, type ExportRecord } from '../data/account-exports';
import { logger } from '../logger';
import { deleteSaved, presignDownload, putExportObject } from '../uploads/bucket';
import { exportKeyOf } from '../uploads/keys';
import { reminderSettings } from '../reminders/reminder-settings';
import { photoLinkUrl, signPhotoLink, type FileLinker } from './photo-link';
import { readAccount } from './read-account';
import { accountJson, reportsZip } from './reports';

/** Records read between two writes of an export's progress: a 1,000-hive account writes it some 20 times. */
export const PROGRESS_EVERY = 1000;
/**
 * What one sweep does at most, so a run stays well within its timeout: unfinished exports it looks at, builds it
 * makes of them, expired exports it deletes.
 */
export const SWEEP_LIMITS = { looked: 25, builds: 3, expired: 100 } as const;

const CONTENT_TYPES = { json: 'application/json', zip: 'application/zip' } as const;

/**
 * The linker of an export of `userId` that expires at `expiresAt` (seconds): signed HiveKeeper links valid to the
 * end, or, on a stage without the signing secret (`reminders:secret`), presigned downloads, which last only as long
 * as the build's credentials.
 */
async function exportFileLinker(userId: string, expiresAt: number, now: Date): Promise<FileLinker> {
  const settings = await reminderSettings();
  if (settings === null) {
    const seconds = Math.max(60, expiresAt - Math.floor(now.getTime() / 1000));
    return (key) => presignDownload(key, undefined, seconds);
  }
  return (key) =>
    Promise.resolve(photoLinkUrl(settings.siteUrl, signPhotoLink({ userId, key, expiresAt }, settings.secret)));
}

/** The export is no longer this build's (a sweeper took over a build it thought dead): stop without writing. */
class ExportTakenOver extends Error {}

export type BuildOutcome = 'ready' | 'failed' | 'taken over' | 'not claimed';

/**
 * Claims an export and builds it: reads the account page by page, writing the progress every PROGRESS_EVERY
 * records, then stores the file under the beekeeper's prefix and marks the export ready. A build that fails marks
 * it failed (the screen offers to try again); one that dies is taken up again by the sweeper.
 */
export async function buildExport(record: ExportRecord, now = new Date()): Promise<BuildOutcome> {
  const claimed = await claimExport(record, now);
  if (!claimed) return 'not claimed';
  let written = 0;
  try {
    const linkTo = await exportFileLinker(claimed.userId, claimed.expiresAt, now);
    const data = await readAccount(claimed.userId, { linkTo, now }, async ({ done, total }) => {
      if (done - written < PROGRESS_EVERY) return;
      written = done;
      if (!(await recordProgress(claimed, done, total))) throw new ExportTakenOver();
    });
    if (!data) throw new Error(`No user ${claimed.userId} for export ${claimed.exportId}`);
    const body = claimed.format === 'zip' ? reportsZip(data) : accountJson(data);
    const key = exportKeyOf(claimed.userId, claimed.exportId, claimed.format);
    await putExportObject(key, body, CONTENT_TYPES[claimed.format]);
    const { apiaries, hives, inspections, treatments, production, finances, tasks, feedback } = data;
    const records = [apiaries, hives, inspections, treatments, production, finances, tasks, feedback].reduce(
      (sum, list) => sum + list.length,
      0,
    );
    if (!(await finishExport(claimed, key, records))) throw new ExportTakenOver();
    logger.info('Account export ready', { exportId: claimed.exportId, format: claimed.format, records });
    return 'ready';
  } catch (error) {
    if (error instanceof ExportTakenOver) return 'taken over';
    logger.error('Building an account export failed', { exportId: claimed.exportId, error });
    await failExport(claimed);
    return 'failed';
  }
}

/** Builds a beekeeper's pending exports, one after the other (the route's run). */
export async function buildPendingExports(userId: string): Promise<BuildOutcome[]> {
  const outcomes: BuildOutcome[] = [];
  for (const record of await pendingExports({ userId })) outcomes.push(await buildExport(record));
  return outcomes;
}

/**
 * The schedule's run: builds unfinished exports no live build has (pending ones whose run never started, and
 * building ones whose build went silent), then deletes the expired exports' files and records.
 */
export async function sweepExports(now = new Date()): Promise<{ built: BuildOutcome[]; deleted: number }> {
  const built: BuildOutcome[] = [];
  for (const record of await unfinishedExports(SWEEP_LIMITS.looked)) {
    if (built.length === SWEEP_LIMITS.builds) break;
    const outcome = await buildExport(record, now);
    if (outcome !== 'not claimed') built.push(outcome);
  }
  const expired = await expiredExports(now, SWEEP_LIMITS.expired);
  await deleteSaved(expired.flatMap(({ objectKey }) => (objectKey === undefined ? [] : [objectKey])));
  await Promise.all(expired.map(deleteExportRecord));
  return { built, deleted: expired.length };
}
