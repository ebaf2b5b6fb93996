import { CognitoIdentityProviderClient, ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../shared/schemas/notification';
import { beekeeper, request, type TestBeekeeper } from '../../test-support/api';
import { handler } from './announce-visitor-feedback';

// A table of its own: the announced count is one item over all feedback, and other files' visitors send feedback too.
await vi.hoisted(async () => {
  process.env.USER_POOL_ID = 'local_announce';
  await (await import('../../test-support/own-table')).useOwnTable('hivekeeper-visitor-feedback-test');
});

const cognito = mockClient(CognitoIdentityProviderClient);
const admins = [beekeeper({ groups: ['admins'] }), beekeeper({ groups: ['admins'] })];
let lastAddress = 0;

beforeEach(() => {
  cognito.reset();
  cognito.on(ListUsersInGroupCommand, { UserPoolId: 'local_announce', GroupName: 'admins' }).resolves({
    Users: admins.map((admin) => ({
      Username: admin.email,
      Enabled: true,
      Attributes: [
        { Name: 'sub', Value: admin.userId },
        { Name: 'email', Value: admin.email },
      ],
    })),
  });
});

async function sendAsVisitor(subject: string) {
  lastAddress += 1;
  const body = { category: 'bug_report', subject, message: 'Seen on the landing page.', userEmail: 'ann@example.com' };
  const answer = await request('createFeedback', { body, sourceIp: `192.0.2.${String(lastAddress)}` });
  expect(answer.statusCode).toBe(201);
}

const bellOf = async (admin: TestBeekeeper) =>
  (await admin.request<Notification[]>('listNotifications', { rawQueryString: 'unread=true' })).body;

describe('announceVisitorFeedback', () => {
  it("tells each admin once of the visitors' feedback since the last run, naming no one", async () => {
    for (const subject of ['Map is blank', 'Typo on pricing', 'Dark mode?']) await sendAsVisitor(subject);
    // A beekeeper's feedback is told at once by its own request, not counted again here.
    const fromBeekeeper = await beekeeper().request('createFeedback', {
      body: { category: 'general', subject: 'Export format', message: 'Is the export a CSV file?' },
    });
    expect(fromBeekeeper.statusCode).toBe(201);
    cognito.resetHistory();

    expect(await handler({ job: 'announceVisitorFeedback' })).toEqual({ announced: 3 });
    expect(cognito.commandCalls(ListUsersInGroupCommand)).toHaveLength(1);
    for (const admin of admins) {
      const visitorNotices = (await bellOf(admin)).filter((notice) => notice.title === 'New feedback from visitors');
      expect(visitorNotices).toEqual([
        expect.objectContaining({
          type: 'new_feedback',
          message: 'Visitors sent 3 pieces of feedback. Read them in Feedback Management.',
          code: 'visitorFeedback',
          params: { count: 3 },
        }),
      ]);
      expect(JSON.stringify(visitorNotices)).not.toContain('ann@example.com');
    }

    // Nothing new: no directory read, no notice.
    expect(await handler({ job: 'announceVisitorFeedback' })).toEqual({ announced: 0 });
    expect(cognito.commandCalls(ListUsersInGroupCommand)).toHaveLength(1);

    await sendAsVisitor('One more');
    expect(await handler({ job: 'announceVisitorFeedback' })).toEqual({ announced: 1 });
    const [newest] = await bellOf(admins[0] as TestBeekeeper);
    expect(newest?.message).toBe('A visitor sent feedback. Read it in Feedback Management.');
  });

  it('announces feedback once when two runs start at the same moment', async () => {
    for (const subject of ['Slow page', 'Broken link']) await sendAsVisitor(subject);
    const before = (await bellOf(admins[1] as TestBeekeeper)).length;
    const runs = await Promise.all([1, 2, 3].map(() => handler({ job: 'announceVisitorFeedback' })));
    expect(runs.map(({ announced }) => announced).sort()).toEqual([0, 0, 2]);
    expect(await bellOf(admins[1] as TestBeekeeper)).toHaveLength(before + 1);
  });
});
