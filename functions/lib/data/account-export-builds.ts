/**
 * The `buildAccountExports` job's access patterns on exports, for no caller (the job builds any beekeeper's): a
 * build claims an export, writes its progress as it reads the records and marks it ready with its file's key (or
 * failed); the sweeper finds unfinished and expired exports through the sparse indexes, never a Scan.
 */
import type { Entity, Item, WhereCallback } from 'electrodb';
import type { ExportRecord } from './account-exports';
import { AccountExportEntity } from './entities/account-export';
import { SECOND_MS } from '../../../shared/domain/durations';

type ExportCondition =
  typeof AccountExportEntity extends Entity<infer A, infer F, infer C, infer S>
    ? WhereCallback<A, F, C, S, Item<A, F, C, S, S['attributes']>>
    : never;

/** A build that wrote no progress for this long has died (the job's timeout is shorter): the sweeper starts it again. */
export const STALE_BUILD_MS = 20 * 60 * SECOND_MS;
/** Builds of one export before it is given up as failed. */
export const MAX_BUILD_ATTEMPTS = 3;

/** Every beekeeper's unfinished exports, oldest first, at most `limit`: one Query of the sparse index. */
export async function unfinishedExports(limit: number): Promise<ExportRecord[]> {
  const { data } = await AccountExportEntity.query.unfinishedExports({}).go({ limit });
  return data;
}

/** Every beekeeper's exports expired by `now`, oldest first, at most `limit`: one Query. */
export async function expiredExports(now: Date, limit: number): Promise<ExportRecord[]> {
  const { data } = await AccountExportEntity.query
    .exportsByExpiry({})
    .lte({ expiresAt: Math.floor(now.getTime() / SECOND_MS) })
    .go({ limit });
  return data;
}

function isConditionFailure(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && cause.name === 'ConditionalCheckFailedException';
}

/**
 * Claims an export for a build: pending, or building with no progress for STALE_BUILD_MS (its build died). One
 * conditional Update, so two builds never make the same export; null when another build has it or it is done. An
 * export that has used its builds is marked failed instead.
 */
export async function claimExport(record: ExportRecord, now = new Date()): Promise<ExportRecord | null> {
  const staleBefore = new Date(now.getTime() - STALE_BUILD_MS).toISOString();
  const giveUp = record.attempts >= MAX_BUILD_ATTEMPTS;
  const key = { userId: record.userId, exportId: record.exportId };
  const claimable: ExportCondition = ({ status, heartbeatAt }, { eq, lt }) =>
    `${eq(status, 'pending')} OR (${eq(status, 'building')} AND ${lt(heartbeatAt, staleBefore)})`;
  try {
    if (giveUp) {
      await AccountExportEntity.patch(key).set({ status: 'failed' }).where(claimable).go({ response: 'none' });
      return null;
    }
    const { data } = await AccountExportEntity.patch(key)
      .set({ status: 'building', heartbeatAt: now.toISOString(), done: 0 })
      .add({ attempts: 1 })
      .where(claimable)
      .go({ response: 'all_new' });
    return data as ExportRecord;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** The condition of a build's writes: the export is still building, and by this build (the claim it made). */
function stillBuiltBy(claimed: ExportRecord): ExportCondition {
  return ({ status, attempts }, { eq }) => `${eq(status, 'building')} AND ${eq(attempts, claimed.attempts)}`;
}

/** Sets `changes` on the export while it is still this build's to make; false once it is not. */
async function setWhileStillBuilt(
  claimed: ExportRecord,
  changes: Parameters<ReturnType<typeof AccountExportEntity.patch>['set']>[0],
): Promise<boolean> {
  try {
    await AccountExportEntity.patch({ userId: claimed.userId, exportId: claimed.exportId })
      .set(changes)
      .where(stillBuiltBy(claimed))
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Writes a build's progress (and that it is alive); false when the export is no longer this build's to make. */
export function recordProgress(claimed: ExportRecord, done: number, total: number): Promise<boolean> {
  return setWhileStillBuilt(claimed, { done, total, heartbeatAt: new Date().toISOString() });
}

/** Marks a build's export ready with its file (conditioned like `recordProgress`); false when it was not its own. */
export function finishExport(claimed: ExportRecord, objectKey: string, total: number): Promise<boolean> {
  return setWhileStillBuilt(claimed, { status: 'ready', objectKey, done: total, total });
}

/** Marks a build's export failed after its error (the details are in the log). */
export async function failExport(claimed: ExportRecord): Promise<void> {
  await AccountExportEntity.patch({ userId: claimed.userId, exportId: claimed.exportId })
    .set({ status: 'failed' })
    .where(stillBuiltBy(claimed))
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/** Deletes an expired export's record (its file first, by the caller). */
export async function deleteExportRecord(record: Pick<ExportRecord, 'userId' | 'exportId'>): Promise<void> {
  await AccountExportEntity.delete({ userId: record.userId, exportId: record.exportId }).go({ response: 'none' });
}
