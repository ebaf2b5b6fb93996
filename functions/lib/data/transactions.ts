/**
 * Write transactions and their outcomes. DynamoDB cancels a transaction that touches an item another
 * transaction is changing at the same moment (reason TransactionConflict), and a plain write to such an item
 * fails with TransactionConflictException. Neither says anything about the data: the write is tried again after
 * a jittered backoff instead of being reported (a conflict is never a reached limit).
 */

/** The write met a concurrent write on the same item; trying again will give the real answer. */
export class WriteConflictError extends Error {
  constructor(detail: string) {
    super(`Concurrent write on the same item: ${detail}`);
    this.name = 'WriteConflictError';
  }
}

export interface CancellationReason {
  /** DynamoDB's code: 'None' for an item that was fine, 'ConditionalCheckFailed', 'TransactionConflict', ... */
  code: string;
  /** The item as it was, for entries committed with `{ response: 'all_old' }`. */
  item: unknown;
}

interface WriteTransaction {
  go(): Promise<{ canceled: boolean; data: readonly CancellationReason[] }>;
}

/**
 * Runs a transaction: answers null when it committed, or the cancellation reasons in the order of its items
 * when a condition failed. A conflict with a concurrent write throws WriteConflictError.
 */
export async function writeTransaction(transaction: WriteTransaction): Promise<CancellationReason[] | null> {
  const result = await transaction.go();
  if (!result.canceled) return null;
  if (result.data.some((reason) => reason.code === 'TransactionConflict')) {
    throw new WriteConflictError(result.data.map((reason) => reason.code).join(', '));
  }
  return [...result.data];
}

export function conditionFailed(reason: CancellationReason | undefined): boolean {
  return reason?.code === 'ConditionalCheckFailed';
}

/** A cancellation no condition explains: a bug, reported as a 500 with the reasons in the log. */
export function unexpectedCancellation(operation: string, reasons: CancellationReason[]): Error {
  return new Error(`${operation} was canceled: ${reasons.map((reason) => reason.code).join(', ')}`);
}

const RETRY = { attempts: 10, baseDelayMs: 15, maxDelayMs: 800 } as const;

/** Runs `attempt` again (with full-jitter exponential backoff) while it ends in a write conflict. */
export async function retryOnWriteConflict<T>(attempt: () => Promise<T>): Promise<T> {
  for (let attemptNumber = 1; ; attemptNumber++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isWriteConflict(error) || attemptNumber >= RETRY.attempts) throw error;
      const ceiling = Math.min(RETRY.maxDelayMs, RETRY.baseDelayMs * 2 ** attemptNumber);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
}

function isWriteConflict(error: unknown): boolean {
  if (error instanceof WriteConflictError) return true;
  // ElectroDB wraps the SDK's error; a plain write to an item inside a running transaction fails with this name.
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && cause.name === 'TransactionConflictException';
}
