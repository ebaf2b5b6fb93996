/**
 * Rate counters (`RateCounterEntity`): how many requests of one kind one sender made in a fixed window, raised by an
 * ADD conditioned on the limit, so two requests at once can't both take the last place. Feedback raises its counters
 * inside the transaction that stores it; a voice draft raises its own before the drafter runs.
 */
import { INSPECTION_DRAFTS_PER_DAY } from '../../../shared/domain/inspection-drafts';
import { VOICE_RECORDINGS_PER_DAY } from '../../../shared/domain/voice-recordings';
import { FEEDBACK_RATE_LIMITS } from '../../../shared/rules/feedback-rate-limits';
import { RateCounterEntity } from './entities/rate-counter';
import { isConditionFailure, retryOnWriteConflict, type TransactionEntities } from './transactions';
import { HOUR_MS } from '../../../shared/domain/durations';

/** At most `max` requests a window of `windowHours` (24: the UTC day), counted from the epoch. */
export interface RateLimit {
  max: number;
  windowHours: number;
}

/**
 * The counters kept per beekeeper, by the acting person's user id: deleting their account removes them with the rest
 * (`account-deletion.ts`).
 */
export const BEEKEEPER_RATE_COUNTERS = {
  feedback: { scope: 'feedback-user', limit: FEEDBACK_RATE_LIMITS.perUser },
  /** Voice inspections' drafts a UTC day (each a call to the stage's text model). */
  inspectionDrafts: { scope: 'inspection-drafts', limit: { max: INSPECTION_DRAFTS_PER_DAY, windowHours: 24 } },
  /** Recorded voice inspections sent for transcription a UTC day (each up to ten paid minutes of Transcribe). */
  voiceRecordings: { scope: 'voice-recordings', limit: { max: VOICE_RECORDINGS_PER_DAY, windowHours: 24 } },
} as const satisfies Record<string, { scope: string; limit: RateLimit }>;

/** A counter's key and time to live: the window `now` falls in. */
function counterOf(scope: string, sender: string, { windowHours }: RateLimit, now: number) {
  const windowMs = windowHours * HOUR_MS;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  return {
    key: { scope, sender, window: new Date(windowStart).toISOString() },
    expiresAt: Math.ceil((windowStart + windowMs) / 1000),
  };
}

/** The counter of one sender in the window `now` falls in, raised by one unless it is at `max`: a transaction's item. */
export function rateCounterUpdate(
  { rateCounter }: TransactionEntities,
  scope: string,
  sender: string,
  limit: RateLimit,
  now: number,
) {
  const { key, expiresAt } = counterOf(scope, sender, limit, now);
  return rateCounter
    .update(key)
    .add({ count: 1 })
    .set({ expiresAt })
    .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, limit.max)}`)
    .commit();
}

/**
 * Takes a place in the sender's window: one UpdateItem raising the counter unless it is at `max`. The count with
 * this request, or null when the window is full (nothing written).
 */
export async function takeRateCounterPlace(
  scope: string,
  sender: string,
  limit: RateLimit,
  now: number,
): Promise<number | null> {
  const { key, expiresAt } = counterOf(scope, sender, limit, now);
  try {
    const { data } = await retryOnWriteConflict(() =>
      RateCounterEntity.update(key)
        .add({ count: 1 })
        .set({ expiresAt })
        .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, limit.max)}`)
        .go({ response: 'all_new' }),
    );
    if (data.count === undefined) throw new Error(`The rate counter ${scope} of ${sender} came back without its count`);
    return data.count;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** The keys of the sender's counters of every window back to `days` ago: DynamoDB's time to live may lag that long. */
export function rateCounterKeysBack(
  scope: string,
  sender: string,
  limit: RateLimit,
  now: number,
  days: number,
): { scope: string; sender: string; window: string }[] {
  const windowMs = limit.windowHours * HOUR_MS;
  const windows = Math.ceil((days * 24 * HOUR_MS) / windowMs);
  return Array.from({ length: windows + 1 }, (_, back) => counterOf(scope, sender, limit, now - back * windowMs).key);
}
