/**
 * The one-off hashing of calendar tokens, on links as HiveKeeper stored them before: the token on the user item and
 * the link's item keyed by it. A table of its own: the backfill Scans it.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import type { NewCalendarFeed } from '../../../shared/schemas/task';
import { hashOfCalendarToken, newCalendarToken } from '../calendar/feed-token';
import { beekeeper, request, type TestBeekeeper } from '../../test-support/api';
import { backfillCalendarTokens } from './calendar-token-backfill';
import { documentClient, tableName } from './client';
import { LegacyCalendarFeedEntity } from './entities/calendar-feed';
import { UserEntity } from './entities/user';

await vi.hoisted(async () =>
  (await import('../../test-support/own-table')).useOwnTable('hivekeeper-calendar-token-backfill-test'),
);

/** A beekeeper whose calendar link was made before tokens were hashed. */
async function withLegacyLink(): Promise<{ who: TestBeekeeper; token: string }> {
  const who = beekeeper();
  await who.request('getCurrentUser');
  const token = newCalendarToken();
  await LegacyCalendarFeedEntity.create({ token, userId: who.userId }).go();
  await UserEntity.patch({ userId: who.userId }).set({ calendarFeedToken: token }).go();
  return { who, token };
}

const opens = async (token: string) =>
  (await request('getCalendar', { pathParameters: { file: `${token}.ics` } })).statusCode;

async function storedUser(who: TestBeekeeper) {
  const { Key } = UserEntity.get({ userId: who.userId }).params() as { Key: object };
  return (await documentClient.send(new GetCommand({ TableName: tableName, Key }))).Item;
}

async function legacyItem(token: string) {
  const { Key } = LegacyCalendarFeedEntity.get({ token }).params() as { Key: object };
  return (await documentClient.send(new GetCommand({ TableName: tableName, Key }))).Item;
}

describe('backfillCalendarTokens', () => {
  it("keeps a beekeeper's link working under its hash, and leaves a newer link as it is", async () => {
    const ann = await withLegacyLink();
    const bob = await withLegacyLink();
    // Bob made a new link after the deploy, before the backfill.
    const newer = (await bob.who.request<NewCalendarFeed>('createCalendarFeed')).body.url;
    expect(await opens(ann.token)).toBe(404);

    expect(await backfillCalendarTokens(documentClient, tableName, { dryRun: true })).toEqual({
      scanned: 2,
      hashed: 0,
      skipped: 0,
    });
    expect(await opens(ann.token)).toBe(404);

    expect(await backfillCalendarTokens(documentClient, tableName)).toEqual({ scanned: 2, hashed: 2, skipped: 0 });
    expect(await opens(ann.token)).toBe(200);
    expect(await storedUser(ann.who)).toMatchObject({ calendarFeedHash: hashOfCalendarToken(ann.token) });
    expect(await storedUser(ann.who)).not.toHaveProperty('calendarFeedToken');
    expect(await legacyItem(ann.token)).toBeUndefined();
    expect((await ann.who.request('getCalendarFeed')).body).toEqual({ since: expect.any(String) });

    expect(await opens(bob.token)).toBe(404);
    expect(await legacyItem(bob.token)).toBeUndefined();
    expect(
      await opens(
        newer
          .split('/')
          .at(-1)
          ?.replace(/\.ics$/, '') ?? '',
      ),
    ).toBe(200);

    expect(await backfillCalendarTokens(documentClient, tableName)).toEqual({ scanned: 0, hashed: 0, skipped: 0 });
  });
});
