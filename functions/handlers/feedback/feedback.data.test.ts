import { describe, expect, it } from 'vitest';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import { FEEDBACK_RATE_LIMITS } from '../../../shared/rules/feedback-rate-limits';
import {
  FEEDBACK_STATUSES,
  feedbackSchema,
  feedbackStatsSchema,
  type Feedback,
  type FeedbackInput,
  type FeedbackStats,
} from '../../../shared/schemas/feedback';
import { NEXT_CURSOR_HEADER } from '../../../shared/domain/paging';
import { FeedbackEntity } from '../../lib/data/entities/feedback';
import { beekeeper, request, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';

let lastAddress = 0;
/** A source address no other test sends from, so each test starts below the per-address limit. */
function freshAddress(): string {
  lastAddress += 1;
  return `203.0.113.${lastAddress}`;
}

const bugReport: FeedbackInput = {
  category: 'bug_report',
  subject: 'Hive page',
  message: 'The hive page does not load on my phone.',
  rating: 4,
};

async function sendSignedOut(body: FeedbackInput, sourceIp = freshAddress()) {
  return request<Feedback>('createFeedback', { body, sourceIp });
}

async function send(who: TestBeekeeper, body: FeedbackInput, sourceIp = freshAddress()): Promise<Feedback> {
  const answer = await who.request<Feedback>('createFeedback', { body, sourceIp });
  expect(answer.statusCode).toBe(201);
  return feedbackSchema.parse(answer.body);
}

function adminList(admin: TestBeekeeper, query: Record<string, string> = {}) {
  return admin.request<Feedback[]>('listFeedback', {
    rawQueryString: new URLSearchParams({ admin: 'true', ...query }).toString(),
  });
}

async function stats(admin: TestBeekeeper): Promise<FeedbackStats> {
  const answer = await admin.request<FeedbackStats>('getFeedbackStats');
  expect(answer.statusCode).toBe(200);
  return feedbackStatsSchema.parse(answer.body);
}

/** The stat cards as a count of every stored feedback item would give them. */
async function recount(): Promise<FeedbackStats> {
  const { data } = await FeedbackEntity.query.feedback({}).go({ pages: 'all', consistent: true });
  const ratings = data.flatMap(({ rating }) => (rating === undefined ? [] : [rating]));
  return {
    total: data.length,
    byStatus: Object.fromEntries(
      FEEDBACK_STATUSES.map((status) => [status, data.filter((item) => item.status === status).length]),
    ) as FeedbackStats['byStatus'],
    averageRating:
      ratings.length === 0
        ? null
        : Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10,
  };
}

describe('feedback', () => {
  it('takes feedback from a visitor with the e-mail they give, and from a beekeeper with their account’s', async () => {
    const visitor = await sendSignedOut({ ...bugReport, userEmail: ' Visitor@Example.com ' });
    expect(visitor.statusCode).toBe(201);
    expect(visitor.body).toMatchObject({
      ...bugReport,
      userEmail: 'visitor@example.com',
      userId: null,
      status: 'open',
    });

    const ann = beekeeper();
    const commands = recordSentCommands();
    const sent = await send(ann, { ...bugReport, rating: 0, userEmail: 'someone-else@example.com' });
    // One transaction (the item, the tally, both rate counters), then the item read back.
    expect(commands).toEqual(['TransactWriteItemsCommand', 'GetItemCommand']);
    expect(sent).toMatchObject({ userEmail: ann.email, userId: ann.userId, rating: null, status: 'open' });
  });

  it('lists the caller’s own feedback only, newest first, in one Query', async () => {
    const ann = beekeeper();
    const first = await send(ann, bugReport);
    const second = await send(ann, { ...bugReport, category: 'general', subject: 'Thanks' });
    await send(beekeeper(), bugReport);

    const sent = recordSentCommands();
    const own = await ann.request<Feedback[]>('listFeedback');
    expect(own.statusCode).toBe(200);
    expect(own.body.map(({ id }) => id)).toEqual([second.id, first.id]);
    expect(sent).toEqual(['QueryCommand on gsi1']);
  });

  it('answers the spec’s messages to invalid feedback and writes nothing', async () => {
    const ann = beekeeper();
    const sent = recordSentCommands();
    const answer = await ann.request('createFeedback', {
      body: { category: '', subject: 'ab', message: 'too short', rating: 6, userEmail: 'not-an-address' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({
      errors: {
        category: [VALIDATION.feedbackCategoryRequired],
        subject: [VALIDATION.subjectMinLength],
        message: [VALIDATION.messageMinLength],
        rating: [VALIDATION.ratingRange],
        userEmail: [VALIDATION.emailInvalid],
      },
    });
    const visitor = await request('createFeedback', { body: { ...bugReport, userEmail: 'nope' } });
    expect(visitor.statusCode).toBe(400);
    expect(sent).toEqual([]);
    expect((await ann.request<Feedback[]>('listFeedback')).body).toEqual([]);
  });

  it('lists everyone’s feedback for an admin, newest first, by status and by category, in pages, without a Scan', async () => {
    const admin = beekeeper({ groups: ['admins'] });
    const ann = beekeeper();
    const idea = await send(ann, { ...bugReport, category: 'feature_request', subject: 'Queen colours' });
    const bug = await sendSignedOut({ ...bugReport, subject: 'Crash' });
    const praise = await send(beekeeper(), { ...bugReport, category: 'general', subject: 'Love it' });
    const done = await admin.requestFor<Feedback>('updateFeedbackStatus', bug.body.id, {
      body: { status: 'resolved' },
    });
    expect(done.statusCode).toBe(200);

    const sent = recordSentCommands();
    const firstPage = await adminList(admin, { limit: '2' });
    expect(firstPage.statusCode).toBe(200);
    expect(firstPage.body.map(({ id }) => id)).toEqual([praise.id, bug.body.id]);
    const cursor = firstPage.headers[NEXT_CURSOR_HEADER] ?? '';
    const secondPage = await adminList(admin, { limit: '2', cursor });
    expect(secondPage.body[0]?.id).toBe(idea.id);

    const resolved = await adminList(admin, { status: 'resolved' });
    expect(resolved.body.map(({ id }) => id)).toContain(bug.body.id);
    expect(resolved.body.every(({ status }) => status === 'resolved')).toBe(true);
    expect((await adminList(admin, { status: 'open' })).body.map(({ id }) => id)).not.toContain(bug.body.id);

    const ideas = await adminList(admin, { category: 'feature_request' });
    expect(ideas.body[0]?.id).toBe(idea.id);
    expect(ideas.body.every(({ category }) => category === 'feature_request')).toBe(true);
    const openBugs = await adminList(admin, { status: 'open', category: 'bug_report' });
    expect(openBugs.body.every(({ status, category }) => status === 'open' && category === 'bug_report')).toBe(true);

    expect(sent.filter((command) => command.startsWith('Scan'))).toEqual([]);
    expect(sent.slice(0, 4)).toEqual(['QueryCommand', 'QueryCommand', 'QueryCommand on gsi2', 'QueryCommand on gsi2']);
  });

  it('answers 403 to a beekeeper on the admin list, the status change and the stats', async () => {
    const ann = beekeeper();
    const mine = await send(ann, bugReport);
    expect((await adminList(ann)).statusCode).toBe(403);
    const change = await ann.requestFor('updateFeedbackStatus', mine.id, { body: { status: 'closed' } });
    expect(change).toMatchObject({
      statusCode: 403,
      body: { message: API_ERRORS.adminRequired, code: 'adminRequired' },
    });
    expect((await ann.request('getFeedbackStats')).statusCode).toBe(403);
    expect((await ann.request<Feedback[]>('listFeedback')).body[0]?.status).toBe('open');
  });

  it('lets an admin move feedback between any statuses, keeping the stats equal to a recount', async () => {
    const admin = beekeeper({ groups: ['admins'] });
    const ann = beekeeper();
    const mine = await send(ann, { ...bugReport, rating: 2 });
    await sendSignedOut({ ...bugReport, rating: undefined });
    expect(await stats(admin)).toEqual(await recount());

    const commands = recordSentCommands();
    for (const status of ['closed', 'in_progress', 'open', 'resolved'] as const) {
      commands.splice(0);
      const answer = await admin.requestFor<Feedback>('updateFeedbackStatus', mine.id, { body: { status } });
      expect(commands).toEqual(['GetItemCommand', 'TransactWriteItemsCommand']);
      expect(answer).toMatchObject({ statusCode: 200, body: { id: mine.id, status } });
      commands.splice(0);
      expect(await stats(admin)).toEqual(await recount());
      expect(commands[0]).toBe('GetItemCommand');
    }
    expect((await ann.request<Feedback[]>('listFeedback')).body[0]?.status).toBe('resolved');

    const missing = await admin.requestFor('updateFeedbackStatus', '01J00000000000000000000000', {
      body: { status: 'closed' },
    });
    expect(missing).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.feedbackNotFound, code: 'feedbackNotFound' },
    });
    const invalid = await admin.requestFor('updateFeedbackStatus', mine.id, { body: { status: 'done' } });
    expect(invalid.statusCode).toBe(400);
  });

  it('answers 429 to a visitor one over the limit from one address, and writes nothing', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < FEEDBACK_RATE_LIMITS.perAddress.max; sent++) {
      expect((await sendSignedOut(bugReport, address)).statusCode).toBe(201);
    }
    const admin = beekeeper({ groups: ['admins'] });
    const before = (await stats(admin)).total;
    const over = await sendSignedOut(bugReport, address);
    expect(over).toMatchObject({
      statusCode: 429,
      body: { message: API_ERRORS.feedbackRateLimited, code: 'feedbackRateLimited' },
    });
    expect((await stats(admin)).total).toBe(before);
    expect((await sendSignedOut(bugReport)).statusCode).toBe(201);
  });

  it('takes feedback from every signed-in member of a club behind one address, past the visitors’ limit', async () => {
    const clubAddress = freshAddress();
    for (let sent = 0; sent < FEEDBACK_RATE_LIMITS.perAddress.max; sent++) {
      expect((await sendSignedOut(bugReport, clubAddress)).statusCode).toBe(201);
    }
    const members = Array.from({ length: FEEDBACK_RATE_LIMITS.perAddress.max + 1 }, () => beekeeper());
    for (const member of members) expect((await send(member, bugReport, clubAddress)).userId).toBe(member.userId);
    // The address is still at its limit for visitors.
    expect((await sendSignedOut(bugReport, clubAddress)).statusCode).toBe(429);
  });

  it('answers 429 to one more than the limit from one account, whatever the address', async () => {
    const ann = beekeeper();
    for (let sent = 0; sent < FEEDBACK_RATE_LIMITS.perUser.max; sent++) await send(ann, bugReport);
    const over = await ann.request('createFeedback', { body: bugReport, sourceIp: freshAddress() });
    expect(over).toMatchObject({
      statusCode: 429,
      body: { message: API_ERRORS.feedbackRateLimited, code: 'feedbackRateLimited' },
    });
    expect((await ann.request<Feedback[]>('listFeedback')).body).toHaveLength(FEEDBACK_RATE_LIMITS.perUser.max);
    expect((await send(beekeeper(), bugReport)).status).toBe('open');
  });
});
