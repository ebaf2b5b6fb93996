/**
 * Moving every hive of one apiary to another apiary of the same beekeeper, so the emptied apiary can be deleted.
 * A commercial beekeeper may keep 1,000 hives in one apiary, more than one transaction holds: the hives move in
 * transactions of at most HIVES_PER_MOVE_TRANSACTION, each with the two apiaries' count updates, so the counts are
 * exact after every one of them. Each hive moves only if it still stands in the source apiary (a condition on its
 * `apiaryId`), so hives created, moved or deleted meanwhile by other requests never throw the counts off.
 */
import { ulid } from 'ulid';
import { API_ERRORS } from '../../../shared/messages';
import type { HivesMoved } from '../../../shared/schemas/apiary';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import { getApiary } from './apiaries';
import { authorOf } from './authors';
import { HiveEntity } from './entities/hive';
import { retryOnWriteConflict, writeTransaction } from './transactions';

/** DynamoDB's limit on the items of one TransactWriteItems. */
const TRANSACTION_ITEMS_MAX = 100;

/** Hives per transaction: the rest of the transaction is the source and the target apiaries' counts. */
export const HIVES_PER_MOVE_TRANSACTION = TRANSACTION_ITEMS_MAX - 2;

/**
 * How many times the source apiary is listed again when hives are still counted there after a pass: a hive
 * created in it while the move ran, or one the index (eventually consistent) did not show yet. Bounded, so a
 * beekeeper who keeps adding hives gets an answer; it tells the counts as they are then.
 */
const LISTING_ROUNDS_MAX = 3;

/** The ids of the hives in the apiary, from the index by apiary (one Query, paged). */
async function hiveIdsInApiary(userId: string, apiaryId: string): Promise<string[]> {
  const { data } = await HiveEntity.query
    .hivesOfApiary({ userId, apiaryId })
    .go({ pages: 'all', attributes: ['hiveId'] });
  return data.map((hive) => hive.hiveId);
}

function inBatches<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/**
 * Moves one batch in one transaction: the hives that still stand in `fromApiaryId`, and both counts by their
 * number. A hive that left meanwhile (moved, deleted, or listed by the index before it moved) cancels the
 * transaction; it is dropped and the rest of the batch moves. A missing target apiary answers 404. The caller is
 * who changed the hives last.
 */
async function moveBatch(caller: Caller, fromApiaryId: string, toApiaryId: string, batch: string[]): Promise<void> {
  const { userId } = caller;
  let hiveIds = batch;
  await retryOnWriteConflict(async () => {
    while (hiveIds.length > 0) {
      const moving = hiveIds;
      const cancellation = await writeTransaction(({ hive, apiary }) => ({
        hives: moving.map((hiveId) =>
          hive
            .patch({ userId, hiveId })
            // A move changes the hive's own fields: its version moves (offline sync).
            .set({ apiaryId: toApiaryId, version: ulid(), changedBy: authorOf(caller) })
            .where(({ apiaryId }, { eq }) => eq(apiaryId, fromApiaryId))
            .commit(),
        ),
        fromApiaryCount: apiary
          .patch({ userId, apiaryId: fromApiaryId })
          .subtract({ hiveCount: moving.length })
          .commit(),
        toApiaryCount: apiary.patch({ userId, apiaryId: toApiaryId }).add({ hiveCount: moving.length }).commit(),
      }));
      if (!cancellation) return;
      if (cancellation.conditionFailed('toApiaryCount')) throw new NotFoundError(API_ERRORS.apiaryNotFound);
      const stillThere = moving.filter((_, position) => !cancellation.conditionFailed('hives', position));
      if (stillThere.length === moving.length) throw cancellation.unexpected('Moving hives');
      hiveIds = stillThere;
    }
  });
}

/**
 * Moves every hive of the caller's apiary `fromApiaryId` to their apiary `toApiaryId` and answers both apiaries
 * as they are afterwards. Either id not the caller's answers 404 (both live in the caller's partition); the
 * caller checks that the two differ.
 */
export async function moveApiaryHives(caller: Caller, fromApiaryId: string, toApiaryId: string): Promise<HivesMoved> {
  const { userId } = caller;
  for (let round = 1; ; round++) {
    const hiveIds = await hiveIdsInApiary(userId, fromApiaryId);
    for (const batch of inBatches(hiveIds, HIVES_PER_MOVE_TRANSACTION)) {
      await moveBatch(caller, fromApiaryId, toApiaryId, batch);
    }
    const [from, to] = await Promise.all([getApiary(caller, fromApiaryId), getApiary(caller, toApiaryId)]);
    if (!from || !to) throw new NotFoundError(API_ERRORS.apiaryNotFound);
    if (from.hiveCount === 0 || round === LISTING_ROUNDS_MAX) return { from, to };
  }
}
