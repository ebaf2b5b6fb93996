/**
 * Hive scales and sensors (docs/features/hive-scales.md): a beekeeper's scales, each on one hive, counted on the hive
 * in the transaction that adds or deletes one (at most `SCALES_PER_HIVE`), each with a secret its uplinks carry, of
 * which only the SHA-256 is kept.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import type { EntityItem } from 'electrodb';
import type * as z from 'zod';
import { SCALES_PER_HIVE } from '../../../shared/domain/hive-scales';
import { API_ERRORS } from '../../../shared/messages';
import { HIVE_SCALE_API_ERRORS } from '../../../shared/messages/hive-scales';
import type {
  HiveReading,
  HiveScale,
  HiveScaleSecret,
  hiveScaleInputSchema,
  hiveScaleUpdateSchema,
  ReadingImportAnswer,
  readingImportSchema,
} from '../../../shared/schemas/hive-scale';
import { apiPath } from '../../api-path';
import { hiveScalesRoutes } from '../../routes/hive-scales';
import type { Caller } from '../caller';
import { equalInConstantTime } from '../constant-time';
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '../errors';
import { MalformedUplinkError, TooManyReadingsError, UnreadableFileError } from '../scales/errors';
import { readingsOfFile } from '../scales/reading-files';
import { parseTtnUplink } from '../scales/ttn-uplink';
import { readingsOfUplink, type UplinkScale } from '../scales/uplink-readings';
import { authorOf, recordedBy } from './authors';
import { HiveEntity } from './entities/hive';
import { HiveScaleEntity } from './entities/hive-scale';
import { assertHiveInScope, inScope } from './member-scope';
import { addReading, addReadings, deleteScaleDays, readingsOfHive } from './scale-readings';
import { noticeAfterImport, noticeAfterUplink } from './scale-insights';
import { isConditionFailure, retryOnWriteConflict, writeTransaction } from './transactions';

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
  return equalInConstantTime(Buffer.from(hashOf(secret), 'hex'), Buffer.from(scale.secretHash, 'hex'));
}

export function toHiveScale(record: HiveScaleRecord): HiveScale {
  return {
    id: record.scaleId,
    hiveId: record.hiveId,
    name: record.name,
    kind: record.kind,
    ...(record.calibration ? { calibration: record.calibration } : {}),
    ...(record.emptyHiveKg === undefined ? {} : { emptyHiveKg: record.emptyHiveKg }),
    lastReadingAt: record.lastReadingAt ?? null,
    createdAt: record.createdAt,
  };
}

/** Where a scale's uplinks are sent: its beekeeper's and its own id in the path, its secret in the header. */
function uplinkPathOf({ userId, scaleId }: Pick<HiveScaleRecord, 'userId' | 'scaleId'>): string {
  return apiPath(hiveScalesRoutes.receiveScaleUplink, { userId, scaleId });
}

/** The caller's hive's scales (a GetItem and a Query of gsi1); 404 for anyone else's or one outside a member's scope. */
export async function listHiveScales(caller: Caller, hiveId: string): Promise<HiveScale[]> {
  await assertOwnHive(caller, hiveId);
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
    attributes: ['apiaryId'],
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
    ...(input.emptyHiveKg === undefined ? {} : { emptyHiveKg: input.emptyHiveKg }),
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

/** Renames a scale, changes a BEEP base's calibration, or gives (null: forgets) the empty hive's weight. */
export async function updateHiveScale(
  caller: Caller,
  scaleId: string,
  input: z.output<typeof hiveScaleUpdateSchema>,
): Promise<HiveScale> {
  const current = await scaleOf(caller, scaleId);
  const patch = HiveScaleEntity.patch({ userId: caller.userId, scaleId }).set({
    name: input.name,
    ...(current.kind === 'beep-base' && input.calibration ? { calibration: input.calibration } : {}),
    ...(typeof input.emptyHiveKg === 'number' ? { emptyHiveKg: input.emptyHiveKg } : {}),
    changedBy: authorOf(caller),
  });
  const { data } = await (input.emptyHiveKg === null ? patch.remove(['emptyHiveKg']) : patch).go({
    response: 'all_new',
  });
  return toHiveScale(data);
}

/** A new secret for the scale (the old one stops working at once), shown this once. */
export async function renewHiveScaleSecret(caller: Caller, scaleId: string): Promise<HiveScaleSecret> {
  const current = await scaleOf(caller, scaleId);
  const { secret, secretHash } = newSecret();
  const { data } = await HiveScaleEntity.patch({ userId: caller.userId, scaleId })
    .set({ secretHash, changedBy: authorOf(caller) })
    .go({ response: 'all_new' });
  return { scale: toHiveScale(data), secret, uplinkPath: uplinkPathOf(current) };
}

/**
 * Deletes a scale with its readings: its days first, a bounded number of requests at a time (409 while more are
 * left, as a hive's deletion does), then the scale and the hive's count in one transaction.
 */
export async function deleteHiveScale(caller: Caller, scaleId: string): Promise<void> {
  const scale = await scaleOf(caller, scaleId);
  const outcome = await deleteScaleWithDays(scale);
  if (outcome === 'readingsLeft') throw new ConflictError(HIVE_SCALE_API_ERRORS.scaleReadingsStillDeleting);
  if (outcome === 'gone') throw new NotFoundError(HIVE_SCALE_API_ERRORS.scaleNotFound);
}

/**
 * For a hive being deleted: its scales and their readings, as far as one request's bounded work goes. Answers
 * whether all are gone (false: the hive's deletion answers 409 and is asked again).
 */
export async function deleteHiveScales(caller: Caller, hiveId: string): Promise<boolean> {
  const { userId } = caller;
  const { data } = await HiveScaleEntity.query.scalesOfHive({ userId, hiveId }).go({ pages: 'all' });
  for (const scale of data) {
    // One deleted meanwhile is as good as deleted here.
    if ((await deleteScaleWithDays(scale)) === 'readingsLeft') return false;
  }
  return true;
}

/**
 * Deletes a scale's days (bounded: `readingsLeft` when more are left, the scale kept), then the scale and its count
 * on the hive in one transaction (`gone` when the scale went meanwhile).
 */
async function deleteScaleWithDays({
  userId,
  hiveId,
  scaleId,
}: HiveScaleRecord): Promise<'deleted' | 'readingsLeft' | 'gone'> {
  if (!(await deleteScaleDays(userId, hiveId, scaleId))) return 'readingsLeft';
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction((entities) => ({
      scale: entities.hiveScale.remove({ userId, scaleId }).commit(),
      hive: entities.hive.patch({ userId, hiveId }).add({ scaleCount: -1 }).commit(),
    })),
  );
  if (cancellation?.conditionFailed('scale')) return 'gone';
  if (cancellation) throw cancellation.unexpected('Deleting a scale');
  return 'deleted';
}

/**
 * The Things Network's uplink for a scale (the webhook; no signed-in caller): 401 unless `secret` is the scale's (an
 * unknown scale alike, so the path tells nothing), 400 for a body that isn't a TTN message. Other messages (a join,
 * a downlink event) and an uplink without a reading are accepted and change nothing; a reading is added unless the day
 * already holds that second. One GetItem and at most two UpdateItems, and what the scale's insights read and write
 * (`scale-insights.ts`: normally nothing, a few requests once a day and at a drop).
 */
export async function receiveScaleUplink(
  { userId, scaleId }: { userId: string; scaleId: string },
  secret: string,
  body: unknown,
): Promise<{ added: boolean }> {
  const { data: scale } = await HiveScaleEntity.get({ userId, scaleId }).go();
  if (!scale || !isSecretOf(scale, secret)) throw new UnauthorizedError(HIVE_SCALE_API_ERRORS.scaleSecretWrong);
  const uplink = parsed(() => parseTtnUplink(body), 'uplink_message', HIVE_SCALE_API_ERRORS.uplinkMalformed);
  // A test uplink from the network's console is no reading of the hive.
  if (!uplink || uplink.simulated) return { added: false };
  const reading = readingsOfUplink(uplink, uplinkScaleOf(scale));
  if (!reading) return { added: false };
  const day = await addReading({ userId, hiveId: scale.hiveId, scaleId }, reading);
  if (!day) return { added: false };
  await noteLastReading(scale, reading.at);
  await noticeAfterUplink(scale, day, reading.at);
  return { added: true };
}

function uplinkScaleOf(scale: HiveScaleRecord): UplinkScale {
  return scale.kind === 'beep-base' && scale.calibration
    ? { kind: 'beep-base', calibration: scale.calibration }
    : { kind: 'ttn-decoded' };
}

/** Keeps the newest reading's moment on the scale (its page says when it last reported), never an older one. */
async function noteLastReading(scale: HiveScaleRecord, at: string): Promise<void> {
  try {
    await HiveScaleEntity.patch({ userId: scale.userId, scaleId: scale.scaleId })
      .set({ lastReadingAt: at })
      .where(({ lastReadingAt }, { notExists, lt }) => `${notExists(lastReadingAt)} OR ${lt(lastReadingAt, at)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Runs a decoder, its refusal of the input answered as a 400 on `field` with `message`. */
function parsed<T>(decode: () => T, field: string, message: string): T {
  try {
    return decode();
  } catch (error) {
    if (error instanceof MalformedUplinkError || error instanceof UnreadableFileError) {
      throw new BadRequestError({ [field]: [message] });
    }
    if (error instanceof TooManyReadingsError) {
      throw new BadRequestError({ [field]: [HIVE_SCALE_API_ERRORS.readingFileTooLong] });
    }
    throw error;
  }
}

/**
 * Imports a file of the scale's readings: those already stored (the same second of the same day) are left out, so a
 * file imported twice adds nothing the second time. 400 for a file with none HiveKeeper can read, or too many.
 */
export async function importHiveScaleReadings(
  caller: Caller,
  scaleId: string,
  { format, text, channel }: z.output<typeof readingImportSchema>,
): Promise<ReadingImportAnswer> {
  const scale = await scaleOf(caller, scaleId);
  const { readings, skipped } = parsed(
    () => readingsOfFile(format, text, channel === undefined ? {} : { channel }),
    'text',
    HIVE_SCALE_API_ERRORS.readingFileUnreadable,
  );
  if (readings.length === 0) throw new BadRequestError({ text: [HIVE_SCALE_API_ERRORS.readingFileUnreadable] });
  const { added, alreadyThere } = await addReadings({ userId: caller.userId, hiveId: scale.hiveId, scaleId }, readings);
  const newest = readings.reduce((latest, { at }) => (at > latest ? at : latest), '');
  if (added > 0) {
    await noteLastReading(scale, newest);
    await noticeAfterImport(scale, newest);
  }
  return { added, alreadyThere, skipped };
}

/** The readings of the caller's hive (404 for anyone else's) from `from` through `to`, oldest first: one Query. */
export async function listHiveReadings(
  caller: Caller,
  hiveId: string,
  range: { from: string; to: string },
): Promise<HiveReading[]> {
  await assertOwnHive(caller, hiveId);
  return readingsOfHive(caller.userId, hiveId, range);
}

/** 404 unless the hive is the caller's, and within a member's scope (one GetItem). */
async function assertOwnHive(caller: Caller, hiveId: string): Promise<void> {
  const { data: hive } = await HiveEntity.get({ userId: caller.userId, hiveId }).go({ attributes: ['apiaryId'] });
  if (!hive || !inScope(caller, hive.apiaryId)) throw new NotFoundError(API_ERRORS.hiveNotFound);
}
