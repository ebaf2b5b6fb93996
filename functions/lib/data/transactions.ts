/**
 * Write transactions and their outcomes. DynamoDB cancels a transaction that touches an item another
 * transaction is changing at the same moment (reason TransactionConflict), and a plain write to such an item
 * fails with TransactionConflictException. Neither says anything about the data: the write is tried again after
 * a jittered backoff instead of being reported (a conflict is never a reached limit).
 *
 * The items of a transaction are named, and its outcome is read by those names: an item's place in the list
 * changes when a write leaves one out, its name doesn't.
 */
import { createWriteTransaction } from 'electrodb';
import { waitWithJitter } from './backoff';
import { hivekeeperEntities, type HiveKeeperService } from './service';

/** The write met a concurrent write on the same item; trying again will give the real answer. */
export class WriteConflictError extends Error {
  constructor(detail: string) {
    super(`Concurrent write on the same item: ${detail}`);
    this.name = 'WriteConflictError';
  }
}

/** What DynamoDB says of one item of a canceled transaction. */
interface CancellationReason {
  /** 'None' for an item that was fine, 'ConditionalCheckFailed', 'TransactionConflict', ... */
  code: string;
  /** The item as it was, for an item committed with `{ response: 'all_old' }`; null when there was none. */
  item: unknown;
}

type TransactionBuilder = Parameters<HiveKeeperService['transaction']['write']>[0];
/** The entities as a write transaction's builder receives them. */
export type TransactionEntities = Parameters<TransactionBuilder>[0];
/** One item of a write transaction, as an entity's `.commit()` returns it. */
export type TransactionItem = ReturnType<TransactionBuilder>[number];

/**
 * A transaction's items by name: one item, a list of like items (the hives of one move), or undefined for an item
 * this write leaves out (a hive that stays in its apiary updates no apiary count).
 */
export type NamedItems = Readonly<Record<string, TransactionItem | readonly TransactionItem[] | undefined>>;

/** Where an item of the transaction comes from: its name, and its place in the list of that name. */
interface Slot<Name extends string> {
  name: Name;
  position: number | undefined;
}

/** The items in the order DynamoDB receives them, each with its slot; the cancellation reasons follow this order. */
function layOut<Items extends NamedItems>(named: Items) {
  const items: TransactionItem[] = [];
  const slots: Slot<keyof Items & string>[] = [];
  for (const [name, value] of Object.entries(named) as [keyof Items & string, Items[keyof Items]][]) {
    if (value === undefined) continue;
    const list: readonly TransactionItem[] = Array.isArray(value) ? value : [value as TransactionItem];
    list.forEach((item, position) => {
      items.push(item);
      slots.push({ name, position: Array.isArray(value) ? position : undefined });
    });
  }
  return { items, slots };
}

/** A transaction DynamoDB canceled because a condition failed, read by the names of its items. */
export class Cancellation<Name extends string> {
  constructor(
    private readonly slots: readonly Slot<Name>[],
    private readonly reasons: readonly CancellationReason[],
  ) {}

  /** Whether the named item's condition failed; for a list, whether any item's did, or the one at `position`. */
  conditionFailed(name: Name, position?: number): boolean {
    return this.reasonsOf(name, position).some((reason) => reason.code === 'ConditionalCheckFailed');
  }

  /** The named item as it was before, for an item committed with `{ response: 'all_old' }`; null when none. */
  itemBefore(name: Name): unknown {
    return this.reasonsOf(name)[0]?.item ?? null;
  }

  /** A cancellation no condition explains: a bug, reported as a 500 with each item's code by name in the log. */
  unexpected(operation: string): Error {
    const codes = this.slots.map(({ name, position }, index) => {
      const item = position === undefined ? name : `${name}[${position}]`;
      return `${item} ${this.reasons[index]?.code ?? 'unknown'}`;
    });
    return new Error(`${operation} was canceled: ${codes.join(', ')}`);
  }

  private reasonsOf(name: Name, position?: number): CancellationReason[] {
    return this.slots.flatMap((slot, index) => {
      const reason = this.reasons[index];
      const matches = slot.name === name && (position === undefined || slot.position === position);
      return matches && reason ? [reason] : [];
    });
  }
}

/**
 * Runs one write transaction on HiveKeeper's table with named items (at most 100 in all, DynamoDB's limit):
 *
 *   const cancellation = await writeTransaction(({ hive, apiary }) => ({
 *     hive: hive.create(record).commit(),
 *     apiaryCount: apiary.patch(apiaryKey).add({ hiveCount: 1 }).commit(),
 *   }));
 *   if (cancellation?.conditionFailed('apiaryCount')) throw new NotFoundError(...);
 *
 * Answers null when it committed, or the Cancellation when a condition failed. A conflict with a concurrent
 * write throws WriteConflictError (see retryOnWriteConflict).
 */
export async function writeTransaction<Items extends NamedItems>(
  build: (entities: TransactionEntities) => Items,
): Promise<Cancellation<keyof Items & string> | null> {
  let slots: Slot<keyof Items & string>[] = [];
  const result = await createWriteTransaction(hivekeeperEntities, (entities) => {
    const laidOut = layOut(build(entities));
    slots = laidOut.slots;
    return laidOut.items;
  }).go();
  if (!result.canceled) return null;
  const reasons = result.data as readonly CancellationReason[];
  if (reasons.some((reason) => reason.code === 'TransactionConflict')) {
    throw new WriteConflictError(reasons.map((reason) => reason.code).join(', '));
  }
  return new Cancellation(slots, reasons);
}

const RETRY = { attempts: 10, baseDelayMs: 15, maxDelayMs: 800 } as const;

/** Runs `attempt` again (with full-jitter exponential backoff) while it ends in a write conflict. */
export async function retryOnWriteConflict<T>(attempt: () => Promise<T>): Promise<T> {
  for (let attemptNumber = 1; ; attemptNumber++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isWriteConflict(error) || attemptNumber >= RETRY.attempts) throw error;
      await waitWithJitter(RETRY, attemptNumber);
    }
  }
}

function isWriteConflict(error: unknown): boolean {
  if (error instanceof WriteConflictError) return true;
  // ElectroDB wraps the SDK's error; a plain write to an item inside a running transaction fails with this name.
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && cause.name === 'TransactionConflictException';
}

/** Whether a single item's write failed on its condition (ElectroDB wraps DynamoDB's error as its cause). */
export function isConditionFailure(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && cause.name === 'ConditionalCheckFailedException';
}
