/**
 * Access patterns on a beekeeper's exports of their account (the entity's comment explains its keys), for the
 * beekeeper: the route writes a pending export and reads it back. The `buildAccountExports` job's own patterns, for
 * no caller, are in `account-export-builds.ts`.
 */
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { API_ERRORS } from '../../../shared/messages';
import {
  EXPORT_LIMITS,
  UNFINISHED_EXPORT_STATUSES,
  type AccountExport,
  type ExportFormat,
} from '../../../shared/schemas/account-export';
import type { Caller } from '../caller';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../errors';
import { AccountExportEntity } from './entities/account-export';
import { SECOND_MS, HOUR_MS } from '../../../shared/domain/durations';

export type ExportRecord = EntityItem<typeof AccountExportEntity>;

/** The file's name as a download saves it: `hivekeeper-export-2026-11-27.zip`. */
export function exportFileName(record: Pick<ExportRecord, 'createdAt' | 'format'>): string {
  return `hivekeeper-export-${record.createdAt.slice(0, 10)}.${record.format}`;
}

/** The export as the routes answer it; `downloadURL` is the presigned GET of a ready one's file. */
export function toAccountExport(
  record: ExportRecord,
  download: { url: string; expiresAt: string } | null,
): AccountExport {
  return {
    id: record.exportId,
    format: record.format,
    status: record.status,
    progress: { done: Math.min(record.done, record.total), total: record.total },
    createdAt: record.createdAt,
    expiresAt: new Date(record.expiresAt * SECOND_MS).toISOString(),
    fileName: exportFileName(record),
    downloadURL: download?.url ?? null,
    downloadExpiresAt: download?.expiresAt ?? null,
  };
}

/**
 * Asks for a new export of the caller's account: one Query of their exports of the last day (at most the day's
 * limit and one) and one Put. 409 while one of theirs is still being made, 429 past the day's limit. Two requests at
 * the same moment could both pass the Query; the day's limit still bounds what a beekeeper can ask for.
 */
export async function createExport({ userId }: Caller, format: ExportFormat, now = new Date()): Promise<ExportRecord> {
  const live = await listLiveExports({ userId }, now);
  const nowSeconds = Math.floor(now.getTime() / SECOND_MS);
  if (live.some((record) => UNFINISHED_EXPORT_STATUSES.includes(record.status))) {
    throw new ConflictError(API_ERRORS.exportInProgress);
  }
  if (live.length >= EXPORT_LIMITS.perDay)
    throw new TooManyRequestsError(API_ERRORS.exportDailyLimit(EXPORT_LIMITS.perDay));
  const { data: record } = await AccountExportEntity.create({
    userId,
    exportId: ulid(now.getTime()),
    format,
    expiresAt: nowSeconds + EXPORT_LIMITS.lifetimeHours * (HOUR_MS / SECOND_MS),
  }).go();
  return record;
}

/**
 * The caller's exports not yet expired, newest first: one Query of at most the day's limit and one (an export lives
 * a day, so older ones are expired).
 */
export async function listLiveExports({ userId }: Pick<Caller, 'userId'>, now = new Date()): Promise<ExportRecord[]> {
  const { data } = await AccountExportEntity.query
    .exportsOfUser({ userId })
    .go({ order: 'desc', limit: EXPORT_LIMITS.perDay + 1, consistent: true });
  return data.filter((record) => record.expiresAt * SECOND_MS > now.getTime());
}

/** One of the caller's exports (one Get); 404 for anyone else's and for one expired. */
export async function getExport({ userId }: Caller, exportId: string, now = new Date()): Promise<ExportRecord> {
  const { data } = await AccountExportEntity.get({ userId, exportId }).go({ consistent: true });
  if (!data || data.expiresAt * SECOND_MS <= now.getTime()) throw new NotFoundError(API_ERRORS.exportNotFound);
  return data;
}

/** The beekeeper's exports waiting for a build (one Query of their few exports of the day). */
export async function pendingExports({ userId }: Pick<Caller, 'userId'>): Promise<ExportRecord[]> {
  const { data } = await AccountExportEntity.query
    .exportsOfUser({ userId })
    .go({ limit: EXPORT_LIMITS.perDay + 1, consistent: true });
  return data.filter((record) => record.status === 'pending');
}
