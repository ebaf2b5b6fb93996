/**
 * Access patterns on apiaries. Every apiary lives in its owner's partition, so an id from another user simply
 * isn't found there: cross-tenant access answers 404 without any extra check.
 */
import type { Entity, EntityItem, Item, WhereCallback } from 'electrodb';
import { ulid } from 'ulid';
import { countOf } from '../../../shared/count-of';
import { API_ERRORS } from '../../../shared/messages';
import type { Apiary, ParsedApiaryInput } from '../../../shared/schemas/apiary';
import type { Caller } from '../caller';
import { ConflictError, NotFoundError, PaymentRequiredError } from '../errors';
import { authorOf, authorsOf, recordedBy } from './authors';
import { ApiaryEntity } from './entities/apiary';
import { financesStillUnlinking, unlinkFinances } from './finances';
import { unlinkApiaryTasks } from './tasks';
import { WriteConflictError, retryOnWriteConflict, writeTransaction } from './transactions';
import { countOneMore } from './users';
import { searchTermsOf, termUpdates } from './search-index';
import { inScope } from './member-scope';

type ApiaryRecord = EntityItem<typeof ApiaryEntity>;
/** A condition on the stored apiary, written with ElectroDB's where operations. */
type ApiaryCondition =
  typeof ApiaryEntity extends Entity<infer A, infer F, infer C, infer S>
    ? WhereCallback<A, F, C, S, Item<A, F, C, S, S['attributes']>>
    : never;

/** The apiary's place in the search index. */
function indexed(userId: string, apiaryId: string) {
  return { userId, recordType: 'apiary' as const, recordId: apiaryId };
}

/** The condition of a write that replaces the apiary's search words: its texts are still those read. */
function textsUnchanged(current: ApiaryRecord): ApiaryCondition {
  return ({ name, location, description }, { eq, notExists }) =>
    [
      eq(name, current.name),
      eq(location, current.location),
      current.description === undefined ? notExists(description) : eq(description, current.description),
    ].join(' AND ');
}

/** Read consistently, so a write conditioned on what was read starts from the apiary as it is; 404 when missing. */
async function readApiary(userId: string, apiaryId: string): Promise<ApiaryRecord> {
  const { data } = await ApiaryEntity.get({ userId, apiaryId }).go({ consistent: true });
  if (!data) throw new NotFoundError(API_ERRORS.apiaryNotFound);
  return data;
}

/** The optional fields a PUT clears when the form leaves them empty. */
const OPTIONAL_FIELDS = ['latitude', 'longitude', 'description'] as const;

export function toApiary(record: ApiaryRecord): Apiary {
  return {
    id: record.apiaryId,
    name: record.name,
    location: record.location,
    latitude: record.latitude ?? null,
    longitude: record.longitude ?? null,
    description: record.description ?? null,
    hiveCount: record.hiveCount,
    createdAt: record.createdAt,
    ...authorsOf(record),
  };
}

/**
 * The caller's apiaries, oldest first (ULIDs sort by creation time), including every write that was answered; a
 * member of chosen apiaries gets those.
 */
export async function listApiaries(caller: Caller): Promise<Apiary[]> {
  // The web app lists again right after each write: an eventually consistent read could miss it.
  const { data } = await ApiaryEntity.query
    .apiariesOfUser({ userId: caller.userId })
    .go({ pages: 'all', consistent: true });
  return data.filter((apiary) => inScope(caller, apiary.apiaryId)).map(toApiary);
}

/**
 * One of the caller's apiaries (null for anyone else's, or one outside a member's scope), read consistently, so one
 * just created or changed is seen as it was written.
 */
export async function getApiary(caller: Caller, apiaryId: string): Promise<Apiary | null> {
  if (!inScope(caller, apiaryId)) return null;
  const { data } = await ApiaryEntity.get({ userId: caller.userId, apiaryId }).go({ consistent: true });
  return data && toApiary(data);
}

/** Creates the apiary and counts it on the user item in one transaction, within the free-plan limit. */
export async function createApiary(caller: Caller, input: ParsedApiaryInput): Promise<Apiary> {
  const record = { ...input, userId: caller.userId, apiaryId: ulid(), ...recordedBy(caller) };
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction((entities) => ({
      apiary: entities.apiary.create(record).commit(),
      userCount: countOneMore(entities.user, caller, 'apiaryCount').commit(),
      terms: termUpdates(entities, indexed(caller.userId, record.apiaryId), [], searchTermsOf('apiary', record)),
    })),
  );
  if (cancellation) {
    if (cancellation.conditionFailed('userCount')) throw new PaymentRequiredError(API_ERRORS.apiaryLimitReached);
    throw cancellation.unexpected('Creating an apiary');
  }
  const created = await getApiary(caller, record.apiaryId);
  if (!created) throw new Error('The apiary just created could not be read back');
  return created;
}

/**
 * Replaces the form's fields (an optional field left empty is cleared) and the apiary's search words, in one
 * transaction conditioned on the texts as read; another user's id answers 404.
 */
export async function updateApiary(caller: Caller, apiaryId: string, input: ParsedApiaryInput): Promise<Apiary> {
  const { userId } = caller;
  const cleared = OPTIONAL_FIELDS.filter((field) => input[field] === undefined);
  await retryOnWriteConflict(async () => {
    const current = await readApiary(userId, apiaryId);
    const cancellation = await writeTransaction((entities) => ({
      apiary: entities.apiary
        .patch({ userId, apiaryId })
        .set({ ...input, changedBy: authorOf(caller) })
        .remove(cleared)
        .where(textsUnchanged(current))
        .commit(),
      terms: termUpdates(
        entities,
        indexed(userId, apiaryId),
        searchTermsOf('apiary', current),
        searchTermsOf('apiary', input),
      ),
    }));
    if (cancellation?.conditionFailed('apiary')) throw new WriteConflictError('apiary changed while updating it');
    if (cancellation) throw cancellation.unexpected('Updating an apiary');
  });
  return toApiary(await readApiary(userId, apiaryId));
}

/**
 * Deletes an empty apiary and uncounts it; an apiary that still has hives is kept and answers 409. Its tasks are
 * unlinked first (`unlinkApiaryTasks`: up to 1,000 per request; with more, 409 says how many are left and the
 * next delete goes on), and its financial records moved to unallocated the same way (`unlinkFinances`, up to 900).
 */
export async function deleteApiary(caller: Caller, apiaryId: string): Promise<void> {
  const { userId } = caller;
  const apiary = await getApiary(caller, apiaryId);
  if (!apiary) throw new NotFoundError(API_ERRORS.apiaryNotFound);
  if (apiary.hiveCount > 0) throw new ConflictError(API_ERRORS.apiaryHasHives);
  const left = await unlinkApiaryTasks(caller, apiaryId);
  if (left > 0) throw new ConflictError(API_ERRORS.apiaryTasksStillUnlinking(countOf(left, 'task', 'tasks')));
  await retryOnWriteConflict(async () => {
    // The beekeeper's books keep the apiary's records, as unallocated.
    const financesLeft = await unlinkFinances(caller, { apiaryId });
    if (financesLeft > 0) throw financesStillUnlinking(financesLeft);
    const current = await readApiary(userId, apiaryId);
    const cancellation = await writeTransaction((entities) => ({
      apiary: entities.apiary
        .remove({ userId, apiaryId })
        .where(
          (attributes, operations) =>
            `${operations.eq(attributes.hiveCount, 0)} AND ` +
            `(${operations.notExists(attributes.financeCount)} OR ${operations.eq(attributes.financeCount, 0)}) AND ` +
            textsUnchanged(current)(attributes, operations),
        )
        .commit({ response: 'all_old' }),
      userCount: entities.user.patch({ userId }).subtract({ apiaryCount: 1 }).commit(),
      terms: termUpdates(entities, indexed(userId, apiaryId), searchTermsOf('apiary', current), []),
    }));
    if (!cancellation) return;
    if (cancellation.conditionFailed('apiary')) {
      // The old item comes back only when the apiary exists: then the failed condition was its hive count, or a
      // record linked to it meanwhile, which the retry moves to unallocated too.
      const before = cancellation.itemBefore('apiary') as { hiveCount?: number } | null;
      if (!before) throw new NotFoundError(API_ERRORS.apiaryNotFound);
      if ((before.hiveCount ?? 0) > 0) throw new ConflictError(API_ERRORS.apiaryHasHives);
      throw new WriteConflictError('financial record linked while deleting the apiary');
    }
    throw cancellation.unexpected('Deleting an apiary');
  });
}
