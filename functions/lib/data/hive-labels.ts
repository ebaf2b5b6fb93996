/**
 * Access patterns on QR hive labels. A label is its code in the beekeeper's partition, so another account's code is
 * simply not found. The hive a label opens is read with it (one Get, or one BatchGet for a page), so a label whose
 * hive has gone answers as blank; deleting a hive frees its labels anyway (`unassignHiveLabels`), found through
 * the labels' `labelsOfHive` index.
 */
import { randomBytes } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { API_ERRORS } from '../../../shared/messages';
import { HIVE_LABEL_API_ERRORS } from '../../../shared/messages/hive-labels';
import { LABEL_CODE } from '../../../shared/domain/hive-labels';
import type { HiveLabel, HiveLabelListQuery, ParsedCreateHiveLabels } from '../../../shared/schemas/hive-label';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import { authorOf, recordedBy } from './authors';
import { HiveEntity } from './entities/hive';
import { HiveLabelEntity, LABEL_UNASSIGNED } from './entities/hive-label';
import { assertHiveInScope, inScope, scopeOf } from './member-scope';
import { assertStartedFrom, updatedAfter } from './record-versions';
import { WriteConflictError, isConditionFailure, retryOnWriteConflict, writeTransaction } from './transactions';

type HiveLabelRecord = EntityItem<typeof HiveLabelEntity>;
/** What a label answers of the hive it opens. */
interface LabelledHive {
  hiveId: string;
  name: string;
  apiaryId: string;
}

/** The last code there can be, closing a page's range within the labels. */
const LAST_CODE = 'ZZZZZZ';
/** Tries at making a batch of codes none of which the account has: a collision is one in a billion per code. */
const CODE_ATTEMPTS = 3;
/** A hive's labels freed in one transaction when it is deleted: a hive has a few, a beekeeper prints ahead. */
const LABELS_FREED_PER_DELETE = 100;

function toHiveLabel(record: HiveLabelRecord, hive: LabelledHive | undefined): HiveLabel {
  return {
    code: record.code,
    hiveId: hive?.hiveId ?? null,
    hiveName: hive?.name ?? null,
    apiaryId: hive?.apiaryId ?? null,
    createdAt: record.createdAt,
    version: record.updatedAt,
  };
}

/** The hives these labels open, by id: one BatchGet of at most a page's 100, read consistently. */
async function hivesOf(userId: string, hiveIds: readonly string[]): Promise<Map<string, LabelledHive>> {
  const unique = [...new Set(hiveIds)];
  if (unique.length === 0) return new Map();
  const { data } = await HiveEntity.get(unique.map((hiveId) => ({ userId, hiveId }))).go({
    attributes: ['hiveId', 'name', 'apiaryId'],
    consistent: true,
  });
  return new Map(data.map((hive) => [hive.hiveId, hive]));
}

/** The hive `hiveId` of the caller's, within a member's scope: 404 otherwise. One Get. */
async function ownHive(caller: Caller, hiveId: string): Promise<LabelledHive> {
  const hive = (await hivesOf(caller.userId, [hiveId])).get(hiveId);
  if (!hive || !inScope(caller, hive.apiaryId)) throw new NotFoundError(API_ERRORS.hiveNotFound);
  return hive;
}

/** The hive a stored label names, if any. */
function hiveIdOf(record: Pick<HiveLabelRecord, 'hiveId'>): string | undefined {
  return record.hiveId === LABEL_UNASSIGNED ? undefined : record.hiveId;
}

async function getLabelRecord(userId: string, code: string): Promise<HiveLabelRecord | null> {
  const { data } = await HiveLabelEntity.get({ userId, code }).go({ consistent: true });
  return data;
}

/**
 * The caller's label `code` with its hive (a label of a hive gone answers blank); 404 for an unknown code, another
 * account's, and a label of a hive outside a member's scope. One Get, and one more for an assigned label.
 */
async function readLabel(caller: Caller, code: string): Promise<{ record: HiveLabelRecord; label: HiveLabel }> {
  const record = await getLabelRecord(caller.userId, code);
  if (!record) throw new NotFoundError(HIVE_LABEL_API_ERRORS.hiveLabelNotFound);
  const hiveId = hiveIdOf(record);
  const hive = hiveId === undefined ? undefined : (await hivesOf(caller.userId, [hiveId])).get(hiveId);
  if (hive && !inScope(caller, hive.apiaryId)) throw new NotFoundError(HIVE_LABEL_API_ERRORS.hiveLabelNotFound);
  return { record, label: toHiveLabel(record, hive) };
}

export async function getHiveLabel(caller: Caller, code: string): Promise<HiveLabel> {
  return (await readLabel(caller, code)).label;
}

/**
 * Makes a code for each chosen hive and `blankCount` blank ones, in one transaction whose every create is
 * conditioned on the code being new, so two labels never share a code (a collision makes the whole batch again).
 * The hives are read first, in one BatchGet: any not the caller's, or outside a member's scope, answers 404.
 */
export async function createHiveLabels(
  caller: Caller,
  { hiveIds, blankCount = 0 }: ParsedCreateHiveLabels,
): Promise<HiveLabel[]> {
  const { userId } = caller;
  const hives = await hivesOf(userId, hiveIds);
  for (const hiveId of hiveIds) {
    const hive = hives.get(hiveId);
    if (!hive || !inScope(caller, hive.apiaryId)) throw new NotFoundError(API_ERRORS.hiveNotFound);
  }
  const wanted: (string | undefined)[] = [...hiveIds, ...Array.from({ length: blankCount }, () => undefined)];
  const createdAt = new Date().toISOString();
  for (let attempt = 1; attempt <= CODE_ATTEMPTS; attempt++) {
    const records = uniqueCodes(wanted.length).map((code, index) => ({
      userId,
      code,
      hiveId: wanted[index] ?? LABEL_UNASSIGNED,
      createdAt,
      updatedAt: createdAt,
      ...recordedBy(caller),
    }));
    const cancellation = await retryOnWriteConflict(() =>
      writeTransaction((entities) => ({
        labels: records.map((record) => entities.hiveLabel.create(record).commit()),
      })),
    );
    if (!cancellation) {
      return records.map((record, index) => toHiveLabel(record, hives.get(wanted[index] ?? '')));
    }
    if (!cancellation.conditionFailed('labels')) throw cancellation.unexpected('Making hive labels');
  }
  throw new Error(`No batch of new label codes in ${CODE_ATTEMPTS} attempts`);
}

/** A new code of random characters of the alphabet (32 divides 256, so each character is as likely as any). */
function newLabelCode(): string {
  return Array.from(
    randomBytes(LABEL_CODE.length),
    (byte) => LABEL_CODE.alphabet[byte % LABEL_CODE.alphabet.length],
  ).join('');
}

/** `count` codes, no two alike. */
function uniqueCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newLabelCode());
  return [...codes];
}

/**
 * A page of the caller's labels by code (or one hive's labels, from the labels' index), each with its hive's name:
 * one Query and one BatchGet. A member of chosen apiaries sees the blank labels and those of their apiaries' hives.
 */
export async function listHiveLabels(
  caller: Caller,
  { hiveId, limit, cursor }: HiveLabelListQuery,
): Promise<{ labels: HiveLabel[]; nextCursor: string | null }> {
  const { userId } = caller;
  if (hiveId !== undefined) await assertHiveInScope(caller, hiveId, API_ERRORS.hiveNotFound);
  const range = cursor === undefined ? undefined : ([{ code: cursor }, { code: LAST_CODE }] as const);
  // One more than the page says whether any are left; the cursor's own label is dropped.
  const { data } =
    hiveId === undefined
      ? await (
          range
            ? HiveLabelEntity.query.labelsOfUser({ userId }).between(...range)
            : HiveLabelEntity.query.labelsOfUser({ userId })
        ).go({ limit: limit + 2, pages: 1, consistent: true })
      : await (
          range
            ? HiveLabelEntity.query.labelsOfHive({ userId, hiveId }).between(...range)
            : HiveLabelEntity.query.labelsOfHive({ userId, hiveId })
        ).go({ limit: limit + 2, pages: 1 });
  const after = data.filter((record) => record.code !== cursor);
  const records = after.slice(0, limit);
  const nextCursor = after.length > limit ? (records.at(-1)?.code ?? null) : null;
  const hives = await hivesOf(
    userId,
    records.flatMap((record) => hiveIdOf(record) ?? []),
  );
  const scope = scopeOf(caller);
  const labels = records.flatMap((record) => {
    const hive = hives.get(hiveIdOf(record) ?? '');
    return hive && scope !== null && !scope.has(hive.apiaryId) ? [] : [toHiveLabel(record, hive)];
  });
  return { labels, nextCursor };
}

/**
 * Assigns the label to `hiveId` (the caller's, within a member's scope: 404 otherwise), reassigns it, or makes it
 * blank (`hiveId` undefined). An edit that started from another version answers 409 with the label as stored; the
 * write is conditioned on the version as read, so of two racing edits from one version only one applies.
 */
export async function updateHiveLabel(
  caller: Caller,
  code: string,
  hiveId: string | undefined,
  startedFrom?: string,
): Promise<HiveLabel> {
  const { userId } = caller;
  const hive = hiveId === undefined ? undefined : await ownHive(caller, hiveId);
  return retryOnWriteConflict(async () => {
    const { record, label } = await readLabel(caller, code);
    await assertStartedFrom(startedFrom, record.updatedAt, () => label);
    const updatedAt = updatedAfter(record.updatedAt);
    try {
      await HiveLabelEntity.patch({ userId, code })
        .set({ hiveId: hive?.hiveId ?? LABEL_UNASSIGNED, updatedAt, changedBy: authorOf(caller) })
        .where(({ updatedAt: stored }, { eq }) => eq(stored, record.updatedAt))
        .go();
    } catch (error) {
      // Edited or deleted since it was read: read it again.
      if (isConditionFailure(error)) throw new WriteConflictError('label changed while updating it');
      throw error;
    }
    return toHiveLabel({ ...record, updatedAt }, hive);
  });
}

/** Deletes the caller's label: 404 for an unknown code, another account's or one outside a member's scope. */
export async function deleteHiveLabel(caller: Caller, code: string): Promise<void> {
  await readLabel(caller, code);
  await HiveLabelEntity.delete({ userId: caller.userId, code }).go();
}

/**
 * Frees the labels of a hive being deleted (they become blank, ready for another hive): one Query of the labels'
 * index and one transaction of up to LABELS_FREED_PER_DELETE, each conditioned on still naming the hive. Answers
 * whether none is left: a hive with more takes another delete. The index can't be read consistently: a label
 * assigned in the same instant may be missed, and then answers blank once the hive is gone.
 */
export async function unassignHiveLabels({ userId }: Caller, hiveId: string): Promise<boolean> {
  return retryOnWriteConflict(async () => {
    const { data, cursor } = await HiveLabelEntity.query
      .labelsOfHive({ userId, hiveId })
      .go({ limit: LABELS_FREED_PER_DELETE, pages: 1, attributes: ['code'] });
    if (data.length === 0) return true;
    const cancellation = await writeTransaction((entities) => ({
      labels: data.map(({ code }) =>
        entities.hiveLabel
          .patch({ userId, code })
          .set({ hiveId: LABEL_UNASSIGNED })
          .where((attributes, { eq }) => eq(attributes.hiveId, hiveId))
          .commit(),
      ),
    }));
    if (cancellation?.conditionFailed('labels')) throw new WriteConflictError('label changed while freeing it');
    if (cancellation) throw cancellation.unexpected("Freeing a hive's labels");
    return cursor === null;
  });
}
