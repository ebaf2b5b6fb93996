import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { NewCalendarFeed } from '../../../shared/schemas/task';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { hashOfCalendarToken } from '../../lib/calendar/feed-token';
import { documentClient, tableName } from '../../lib/data/client';
import { ApiaryEntity } from '../../lib/data/entities/apiary';
import { CalendarFeedEntity, LegacyCalendarFeedEntity } from '../../lib/data/entities/calendar-feed';
import { HiveEntity } from '../../lib/data/entities/hive';
import { TaskEntity } from '../../lib/data/entities/task';
import { TreatmentEntity } from '../../lib/data/entities/treatment';
import { UserEntity } from '../../lib/data/entities/user';
import { beekeeper, request } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';

function day(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const HIVES = 1_000;

/**
 * A commercial beekeeper's year, written straight into the table: 1,000 hives in 20 yards, each with an open task
 * and a second one done, two treatments (one with its follow-up due) and 200 open tasks overdue by over a year.
 */
async function commercialSchedule(userId: string) {
  const apiaryIds = Array.from({ length: 20 }, () => ulid());
  const hives = Array.from({ length: HIVES }, (_, index) => ({
    userId,
    hiveId: ulid(),
    apiaryId: apiaryIds[index % 20] ?? '',
    name: `Hive ${index + 1}`,
  }));
  const task = (hiveId: string, dueDate: string, status: 'pending' | 'completed') => ({
    userId,
    taskId: ulid(),
    title: 'Inspect',
    dueDate,
    priority: 'medium' as const,
    type: 'inspection' as const,
    status,
    hiveId,
    linkId: hiveId,
  });
  const treatment = (hiveId: string, applicationDate: string, nextDueDate: string) => ({
    userId,
    treatmentId: ulid(),
    hiveId,
    treatmentType: 'varroa' as const,
    treatmentName: 'Apivar',
    applicationDate,
    nextDueDate,
  });
  await ApiaryEntity.put(
    apiaryIds.map((apiaryId, index) => ({
      userId,
      apiaryId,
      name: `Yard ${index + 1}`,
      location: 'Route',
      hiveCount: 50,
    })),
  ).go();
  await HiveEntity.put(hives).go({ concurrent: 8 });
  await TaskEntity.put([
    ...hives.map(({ hiveId }, index) => task(hiveId, day(index % 60), 'pending')),
    ...hives.map(({ hiveId }, index) => task(hiveId, day(-(index % 60)), 'completed')),
    ...hives.slice(0, 200).map(({ hiveId }) => task(hiveId, day(-400), 'pending')),
  ]).go({ concurrent: 8 });
  await TreatmentEntity.put([
    ...hives.map(({ hiveId }, index) => treatment(hiveId, day(-30 - (index % 30)), day(index % 40))),
    ...hives.map(({ hiveId }) => treatment(hiveId, day(-200), day(-150))),
  ]).go({ concurrent: 8 });
}

describe("the calendar link's secret", () => {
  it('is stored only as its hash: the link opens the schedule, the hash does not, and a new link ends the old', async () => {
    const keeper = beekeeper();
    const made = await keeper.request<NewCalendarFeed>('createCalendarFeed');
    expect(made.statusCode).toBe(201);
    const token =
      made.body.url
        .split('/')
        .at(-1)
        ?.replace(/\.ics$/, '') ?? '';
    expect(token).toHaveLength(43);
    const raw = async (get: { params(): Record<string, unknown> }) =>
      (await documentClient.send(new GetCommand({ TableName: tableName, Key: (get.params() as { Key: object }).Key })))
        .Item;
    const hash = hashOfCalendarToken(token);
    const userItem = await raw(UserEntity.get({ userId: keeper.userId }));
    expect(userItem).toMatchObject({ calendarFeedHash: hash });
    expect(await raw(CalendarFeedEntity.get({ tokenHash: hash }))).toMatchObject({ userId: keeper.userId });
    expect(JSON.stringify(userItem).toLowerCase()).not.toContain(token.toLowerCase());
    expect(await raw(LegacyCalendarFeedEntity.get({ token }))).toBeUndefined();

    expect((await request('getCalendar', { pathParameters: { file: `${token}.ics` } })).statusCode).toBe(200);
    const byHash = await request('getCalendar', { pathParameters: { file: `${hashOfCalendarToken(token)}.ics` } });
    expect(byHash.statusCode).toBe(404);

    await keeper.request('createCalendarFeed');
    expect((await request('getCalendar', { pathParameters: { file: `${token}.ics` } })).statusCode).toBe(404);
  });
});

describe('the calendar feed of a commercial beekeeper', () => {
  it('holds the coming year in a bounded number of requests', async () => {
    const keeper = beekeeper();
    await commercialSchedule(keeper.userId);
    const { url } = (await keeper.request<NewCalendarFeed>('createCalendarFeed')).body;
    const file = url.split('/').at(-1) ?? '';

    const sent = recordSentCommands();
    const feed = await request<string>('getCalendar', { pathParameters: { file } });
    expect(feed.statusCode).toBe(200);
    // 1,000 open tasks within the year (the 200 overdue by more are left out) and the 1,000 follow-ups due.
    expect(feed.body.match(/^BEGIN:VEVENT/gm)).toHaveLength(2 * HIVES);
    expect(feed.body.match(/^SUMMARY:Treatment due: Apivar — Hive \d+/gm)).toHaveLength(HIVES);
    expect(feed.body.match(/^LOCATION:Hive \d+ — Yard \d+/gm)).toHaveLength(HIVES);
    // The token's Get, one Query of the tasks, the year's treatments in at most 3 pages, and the names in
    // BatchGets of 100 keys: 1,000 hives for the tasks and again for the treatments, and the 20 yards.
    const counts = sent.reduce<Record<string, number>>((tally, command) => {
      tally[command] = (tally[command] ?? 0) + 1;
      return tally;
    }, {});
    expect(counts['GetItemCommand']).toBe(1);
    expect(counts['QueryCommand on gsi1']).toBe(1);
    expect(counts['QueryCommand on gsi2']).toBeLessThanOrEqual(3);
    expect(counts['BatchGetItemCommand']).toBeLessThanOrEqual(21);
    expect(sent.some((command) => command.startsWith('Scan'))).toBe(false);
    expect(sent.length).toBeLessThanOrEqual(26);
  }, 120_000);
});
