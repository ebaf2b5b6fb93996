/**
 * Hive scales and sensors (docs/features/hive-scales.md): a beekeeper's scales, each on one hive, counted on the hive
 * in the transaction that adds or deletes one (at most `SCALES_PER_HIVE`), each with a secret its uplinks carry, of
 * which only the SHA-256 is kept.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ulid } from 'ulid';
import type { EntityItem } from 'electrodb';
import type * as z from 'zod';
import { SCALES_PER_HIVE } from '../../../shared/domain/hive-scales';
import { API_ERRORS } from '../../../shared/messages';
import { HIVE_SCALE_API_ERRORS } from '../../../shared/messages/hive-scales';
import type { HiveScale, HiveScaleSecret, hiveScaleInputSchema } from '../../../shared/schemas/hive-scale';
import { apiPath } from '../../api-path';
import { hiveScalesRoutes } from '../../routes/hive-scales';
import type { Caller } from '../caller';
import { ConflictError, NotFoundError } from '../errors';
import { changedBy, recordedBy } from './authors';
import { HiveEntity } from './entities/hive';
import { HiveScaleEntity } from './entities/hive-scale';
import { assertHiveInScope, inScope } from './member-scope';
import { deleteScaleDays } from './scale-readings';
import { retryOnWriteConflict, writeTransaction } from './transactions';

export type HiveScaleRecord = EntityItem<typeof HiveScaleEntity>;
type ParsedHiveScaleInput = z.output<typeof hiveScaleInputSchema>;

/** 32 random bytes: guessing one is hopeless, and it fits in a webhook's header as base64url. */
const SECRET_BYTES = 32;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new secret and the hash kept of it. */
function newSecret(): { secret: string; secretHash: string } {
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { secret, secretHash: hashOf(secret) };
}

/** Whether `secret` is the one whose hash the scale keeps (compared in constant time). */
export function isSecretOf(scale: Pick<HiveScaleRecord, 'secretHash'>, secret: string): boolean {
  const given = Buffer.from(hashOf(secret), 'hex');
  const kept = Buffer.from(scale.secretHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

export function toHiveScale(record: HiveScaleRecord): HiveScale {
  return {
    id: record.scaleId,
    hiveId: record.hiveId,
    name: record.name,
    kind: record.kind,
    ...(record.calibration ? { calibration: record.calibration } : {}),
    lastReadingAt: record.lastReadingAt ?? null,
    createdAt: record.createdAt,
  };
}

/** Where a scale's uplinks are sent: its beekeeper's and its own id in the path, its secret in the header. */
function uplinkPathOf({ userId, scaleId }: Pick<HiveScaleRecord, 'userId' | 'scaleId'>): string {
  return apiPath(hiveScalesRoutes.receiveScaleUplink, { userId, scaleId });
}

/** The hive's scales (one Query of gsi1); 404 for a hive outside a member's scope. */
export async function listHiveScales(caller: Caller, hiveId: string): Promise<HiveScale[]> {
  await assertHiveInScope(caller, hiveId, API_ERRORS.hiveNotFound);
  const { data } = await HiveScaleEntity.query.scalesOfHive({ userId: caller.userId, hiveId }).go({ pages: 'all' });
  return data.map(toHiveScale);
}

/** The caller's scale (one consistent GetItem), or 404; 404 too for one on a hive outside a member's scope. */
export async function scaleOf(caller: Caller, scaleId: string): Promise<HiveScaleRecord> {
  const { data } = await HiveScaleEntity.get({ userId: caller.userId, scaleId }).go({ consistent: true });
  if (!data) throw new NotFoundError(HIVE_SCALE_API_ERRORS.scaleNotFound);
  await assertHiveInScope(caller, data.hiveId, HIVE_SCALE_API_ERRORS.scaleNotFound);
  return data;
}

/**
 * Adds a scale to the caller's hive (404 for anyone else's or one outside a member's scope) with a new secret, shown
 * this once; 409 when the hive has `SCALES_PER_HIVE` already. The hive's count and the scale are one transaction.
 */
export async function createHiveScale(caller: Caller, input: ParsedHiveScaleInput): Promise<HiveScaleSecret> {
  const { userId } = caller;
  const { data: hive } = await HiveEntity.get({ userId, hiveId: input.hiveId }).go({
    attributes: ['apiaryId', 'scaleCount'],
    consistent: true,
  });
  if (!hive || !inScope(caller, hive.apiaryId)) throw new NotFoundError(API_ERRORS.hiveNotFound);
  const { secret, secretHash } = newSecret();
  const record = {
    userId,
    scaleId: ulid(),
    hiveId: input.hiveId,
    name: input.name,
    kind: input.kind,
    ...(input.kind === 'beep-base' && input.calibration ? { calibration: input.calibration } : {}),
    secretHash,
    ...recordedBy(caller),
  };
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction((entities) => ({
      scale: entities.hiveScale.create(record).commit(),
      hive: entities.hive
        .patch({ userId, hiveId: input.hiveId })
        .add({ scaleCount: 1 })
        .where(({ scaleCount }, { notExists, lt }) => `${notExists(scaleCount)} OR ${lt(scaleCount, SCALES_PER_HIVE)}`)
        .commit(),
    })),
  );
  if (cancellation?.conditionFailed('hive')) {
    throw new ConflictError(HIVE_SCALE_API_ERRORS.scalesPerHive);
  }
  if (cancellation) throw cancellation.unexpected('Adding a scale');
  const { data: created } = await HiveScaleEntity.get({ userId, scaleId: record.scaleId }).go({ consistent: true });
  if (!created) throw new NotFoundError(HIVE_SCALE_API_ERRORS.scaleNotFound);
  return { scale: toHiveScale(created), secret, uplinkPath: uplinkPathOf(created) };
}

/** Renames a scale or changes a BEEP base's calibration. */
export async function updateHiveScale(
  caller: Caller,
  scaleId: string,
  input: Pick<ParsedHiveScaleInput, 'name' | 'calibration'>,
): Promise<HiveScale> {
  const current = await scaleOf(caller, scaleId);
  const { data } = await HiveScaleEntity.patch({ userId: caller.userId, scaleId })
    .set({
      name: input.name,
      ...(current.kind === 'beep-base' && input.calibration ? { calibration: input.calibration } : {}),
      ...changedBy(caller, current),
    })
    .go({ response: 'all_new' });
  return toHiveScale(data);
}

/** A new secret for the scale (the old one stops working at once), shown this once. */
export async function renewHiveScaleSecret(caller: Caller, scaleId: string): Promise<HiveScaleSecret> {
  const current = await scaleOf(caller, scaleId);
  const { secret, secretHash } = newSecret();
  const { data } = await HiveScaleEntity.patch({ userId: caller.userId, scaleId })
    .set({ secretHash, ...changedBy(caller, current) })
    .go({ response: 'all_new' });
  return { scale: toHiveScale(data), secret, uplinkPath: uplinkPathOf(current) };
}

/**
 * Deletes a scale with its readings: its days first, a bounded number of requests at a time (409 while more are
 * left, as a hive's deletion does), then the scale and the hive's count in one transaction.
 */
export async function deleteHiveScale(caller: Caller, scaleId: string): Promise<void> {
  const { userId } = caller;
  const scale = await scaleOf(caller, scaleId);
  if (!(await deleteScaleDays(userId, scale.hiveId, scaleId))) {
    throw new ConflictError(HIVE_SCALE_API_ERRORS.scaleReadingsStillDeleting);
  }
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction((entities) => ({
      scale: entities.hiveScale.remove({ userId, scaleId }).commit(),
      hive: entities.hive.patch({ userId, hiveId: scale.hiveId }).add({ scaleCount: -1 }).commit(),
    })),
  );
  if (cancellation?.conditionFailed('scale')) throw new NotFoundError(HIVE_SCALE_API_ERRORS.scaleNotFound);
  if (cancellation) throw cancellation.unexpected('Deleting a scale');
}

/**
 * For a hive being deleted: its scales and their readings, as far as one request's bounded work goes. Answers
 * whether all are gone (false: the hive's deletion answers 409 and is asked again).
 */
export async function deleteHiveScales(caller: Caller, hiveId: string): Promise<boolean> {
  const { userId } = caller;
  const { data } = await HiveScaleEntity.query.scalesOfHive({ userId, hiveId }).go({ pages: 'all' });
  for (const scale of data) {
    if (!(await deleteScaleDays(userId, hiveId, scale.scaleId))) return false;
    await writeTransaction((entities) => ({
      scale: entities.hiveScale.remove({ userId, scaleId: scale.scaleId }).commit(),
      hive: entities.hive.patch({ userId, hiveId }).add({ scaleCount: -1 }).commit(),
    }));
  }
  return true;
}
