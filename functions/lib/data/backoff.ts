/**
 * Exponential backoff with full jitter (a random wait up to the ceiling), for writes DynamoDB asks to send again: a
 * write conflict (`transactions.ts`) and the items a BatchWriteItem leaves unprocessed (`account-deletion.ts`).
 * Full jitter keeps the retries of concurrent callers from arriving together.
 */
export interface Backoff {
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Waits a random time up to `baseDelayMs` doubled `doublings` times, at most `maxDelayMs`. */
export function waitWithJitter({ baseDelayMs, maxDelayMs }: Backoff, doublings: number): Promise<void> {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** doublings);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}
