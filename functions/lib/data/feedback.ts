/**
 * Access patterns on feedback (the entity's comment explains its keys). Every write is one transaction with what
 * hangs on it:
 * - a new item adds itself to the admins' tally (`FeedbackTallyEntity`) and raises the sender's rate counter
 *   (a signed-in beekeeper's per account, a visitor's per source address), conditioned on its limit: over it,
 *   nothing is written and the sender gets 429;
 * - a status change is conditioned on the status as read and moves one count of the tally from the old status to
 *   the new one, so the stat cards always equal a recount.
 */
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { API_ERRORS } from '../../../shared/messages';
import { FEEDBACK_RATE_LIMITS } from '../../../shared/rules/feedback-rate-limits';
import { FEEDBACK_STATUSES, type FeedbackStatus } from '../../../shared/domain/feedback';
import type { Feedback, FeedbackListQuery, FeedbackStats, ParsedFeedbackInput } from '../../../shared/schemas/feedback';
import type { Caller } from '../caller';
import { NotFoundError, TooManyRequestsError } from '../errors';
import { FeedbackEntity } from './entities/feedback';
import { FeedbackTallyEntity } from './entities/feedback-tally';
import { BEEKEEPER_RATE_COUNTERS, rateCounterUpdate } from './rate-counters';
import { retryOnWriteConflict, writeTransaction } from './transactions';

type FeedbackRecord = EntityItem<typeof FeedbackEntity>;

/** A category filter reads at most this many Queries of this many items per request (a page may come back short). */
const FILTERED_QUERIES_PER_REQUEST = 5;
const FILTERED_ITEMS_PER_QUERY = 100;

function toFeedback(record: FeedbackRecord): Feedback {
  return {
    id: record.feedbackId,
    createdAt: record.createdAt,
    category: record.category,
    subject: record.subject,
    message: record.message,
    rating: record.rating ?? null,
    userEmail: record.userEmail ?? null,
    userId: record.userId ?? null,
    status: record.status,
  };
}

/**
 * Stores feedback from `caller` (or a visitor when undefined) sent from `sourceIp`: a signed-in sender's e-mail is
 * the account's, a visitor's is the one they gave, if any. 429 when the account, or a visitor's address, is over
 * its limit. A signed-in beekeeper is counted by account only: the members of a club behind one network address
 * each have their own limit.
 */
export async function createFeedback(
  caller: Caller | undefined,
  input: ParsedFeedbackInput,
  sourceIp: string,
): Promise<Feedback> {
  const record = {
    feedbackId: ulid(),
    category: input.category,
    subject: input.subject,
    message: input.message,
    rating: input.rating,
    userEmail: caller ? caller.email || undefined : input.userEmail,
    userId: caller?.userId,
    status: 'open' as const,
  };
  const now = Date.now();
  const perUser = BEEKEEPER_RATE_COUNTERS.feedback;
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction((entities) => ({
      feedback: entities.feedback.create(record).commit(),
      tally: entities.feedbackTally
        .upsert({})
        .add({
          total: 1,
          open: 1,
          ...(record.rating === undefined ? {} : { ratingSum: record.rating, ratingCount: 1 }),
          // The admins hear of a visitor's feedback from announceVisitorFeedback, which reads this count.
          ...(caller ? {} : { visitorReceived: 1 }),
        })
        .commit(),
      // A visitor's address is kept findable, so that deleting their account later takes it off this feedback.
      sender:
        caller || record.userEmail === undefined
          ? undefined
          : entities.visitorFeedbackSender.create({ email: record.userEmail, feedbackId: record.feedbackId }).commit(),
      perAddress: caller
        ? undefined
        : rateCounterUpdate(entities, 'feedback-address', sourceIp, FEEDBACK_RATE_LIMITS.perAddress, now),
      perUser: caller ? rateCounterUpdate(entities, perUser.scope, caller.userId, perUser.limit, now) : undefined,
    })),
  );
  if (cancellation?.conditionFailed('perAddress') || cancellation?.conditionFailed('perUser')) {
    throw new TooManyRequestsError(API_ERRORS.feedbackRateLimited);
  }
  if (cancellation) throw cancellation.unexpected('Creating feedback');
  const { data } = await FeedbackEntity.get({ feedbackId: record.feedbackId }).go({ consistent: true });
  if (!data) throw new Error(`Feedback ${record.feedbackId} was not found right after it was written`);
  return toFeedback(data);
}

/** The caller's own feedback, newest first: one Query. */
export async function listFeedback({ userId }: Caller): Promise<Feedback[]> {
  const { data } = await FeedbackEntity.query.feedbackOfUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data.map(toFeedback);
}

/**
 * Everyone's feedback for the admins (the route has checked the caller is one), newest first: one status's from its partition, all from the all-feedback
 * partition, a page after `cursor`. With a category, the same partition is read in bounded Queries and filtered
 * by category (a page may come back short; the cursor then says where reading stopped).
 */
export async function listAllFeedback(
  _admin: Caller,
  { status, category, limit, cursor }: FeedbackListQuery,
): Promise<{ feedback: Feedback[]; nextCursor: string | null }> {
  const queryAfter = (after: string | undefined) => {
    const query =
      status === undefined ? FeedbackEntity.query.feedback({}) : FeedbackEntity.query.feedbackByStatus({ status });
    return after === undefined ? query : query.lt({ feedbackId: after });
  };
  if (category === undefined) {
    const { data } = await queryAfter(cursor).go({ order: 'desc', limit: limit + 1 });
    const records = data.slice(0, limit);
    const last = records.at(-1);
    return { feedback: records.map(toFeedback), nextCursor: data.length > limit && last ? last.feedbackId : null };
  }
  const found: FeedbackRecord[] = [];
  let examined = cursor;
  for (let queries = 0; queries < FILTERED_QUERIES_PER_REQUEST; queries++) {
    const { data } = await queryAfter(examined).go({ order: 'desc', limit: FILTERED_ITEMS_PER_QUERY });
    for (const record of data) {
      if (found.length === limit) return { feedback: found.map(toFeedback), nextCursor: examined ?? null };
      examined = record.feedbackId;
      if (record.category === category) found.push(record);
    }
    if (data.length < FILTERED_ITEMS_PER_QUERY) return { feedback: found.map(toFeedback), nextCursor: null };
  }
  return { feedback: found.map(toFeedback), nextCursor: examined ?? null };
}

/** An admin moves feedback to any status from any other; 404 for an unknown id. */
export async function updateFeedbackStatus(
  _admin: Caller,
  feedbackId: string,
  status: FeedbackStatus,
): Promise<Feedback> {
  return retryOnWriteConflict(async () => {
    const { data: current } = await FeedbackEntity.get({ feedbackId }).go({ consistent: true });
    if (!current) throw new NotFoundError(API_ERRORS.feedbackNotFound);
    if (current.status === status) return toFeedback(current);
    const cancellation = await writeTransaction(({ feedback, feedbackTally }) => ({
      feedback: feedback
        .patch({ feedbackId })
        .set({ status })
        .where((attributes, { eq }) => eq(attributes.status, current.status))
        .commit(),
      tally: feedbackTally
        .upsert({})
        .add({ [status]: 1 })
        .subtract({ [current.status]: 1 })
        .commit(),
    }));
    // Another admin changed it meanwhile: read it again and move the count from where it is now.
    if (cancellation?.conditionFailed('feedback')) return updateFeedbackStatus(_admin, feedbackId, status);
    if (cancellation) throw cancellation.unexpected('Changing a feedback status');
    return toFeedback({ ...current, status });
  });
}

/** The stat cards: one GetItem of the tally. */
export async function getFeedbackStats(_admin: Caller): Promise<FeedbackStats> {
  const { data } = await FeedbackTallyEntity.get({}).go({ consistent: true });
  const ratingCount = data?.ratingCount ?? 0;
  return {
    total: data?.total ?? 0,
    byStatus: Object.fromEntries(FEEDBACK_STATUSES.map((status) => [status, data?.[status] ?? 0])) as Record<
      FeedbackStatus,
      number
    >,
    averageRating: ratingCount === 0 ? null : Math.round(((data?.ratingSum ?? 0) / ratingCount) * 10) / 10,
  };
}
