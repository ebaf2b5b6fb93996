/**
 * The secret calendar link through the gateway, as a phone calendar fetches it: no token, `text/calendar` that an
 * iCalendar parser reads, the beekeeper's open tasks and treatments due, and 404 once the link is replaced or off.
 */
import ICAL from 'ical.js';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { API_ERRORS, VALIDATION } from '../../shared/messages';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import type { CalendarFeed, NewCalendarFeed, Task, TaskUpdateAnswer } from '../../shared/schemas/task';
import type { TreatmentEntity as TreatmentEntityOfTable } from '../../functions/lib/data/entities/treatment';
import { LOCAL_AWS_ENVIRONMENT } from '../../infra/local/settings';
import { apiAs, callApi, createUser, localStack } from '../../infra/local/test-support/integration-stack';

let TreatmentEntity: typeof TreatmentEntityOfTable;
let closeClient: () => void;

beforeAll(async () => {
  // The data layer reads its configuration at import, so it is loaded once the stack's table is known. Treatments
  // are written straight to the table: the feed only reads them.
  Object.assign(process.env, LOCAL_AWS_ENVIRONMENT, {
    TABLE_NAME: localStack().tableName,
    DYNAMODB_ENDPOINT: localStack().dynamoDb,
  });
  ({ TreatmentEntity } = await import('../../functions/lib/data/entities/treatment'));
  const { documentClient } = await import('../../functions/lib/data/client');
  closeClient = () => documentClient.destroy();
});
afterAll(() => closeClient());

/** The day the server counts from (UTC), and days around it. */
function day(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

interface FeedEvent {
  summary: string;
  start: string;
  allDay: boolean;
  description: string | null;
  location: string | null;
}

/** The events of an iCalendar text as a calendar app reads them (throws on text that isn't iCalendar). */
function eventsOf(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return calendar
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
    .map((event) => ({
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      description: event.description ?? null,
      location: event.location ?? null,
    }));
}

/** A phone calendar's fetch: no token, just the secret link. */
function fetchFeed(url: string) {
  return callApi<string>('GET', url);
}

async function beekeeperWithYard(label: string) {
  const user = await createUser({ label });
  const api = apiAs(user);
  const apiary = (await api<Apiary>('POST', apiPath(routes.createApiary), { name: `${label} yard`, location: 'Hill' }))
    .body;
  const hive = (await api<Hive>('POST', apiPath(routes.createHive), { name: `${label} hive`, apiaryId: apiary.id }))
    .body;
  const addTask = async (fields: Record<string, unknown>) => {
    const body = { priority: 'medium', type: 'inspection', ...fields };
    const answer = await api<Task>('POST', apiPath(routes.createTask), body);
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const addTreatment = (treatmentName: string, nextDueDate?: string) =>
    TreatmentEntity.create({
      userId: user.userId,
      treatmentId: ulid(),
      hiveId: hive.id,
      treatmentType: 'varroa',
      treatmentName,
      applicationDate: day(-20),
      ...(nextDueDate === undefined ? {} : { nextDueDate }),
    }).go();
  const newLink = async () => {
    const answer = await api<NewCalendarFeed>('POST', apiPath(routes.createCalendarFeed));
    expect(answer.status).toBe(201);
    return answer.body.url;
  };
  return { api, apiary, hive, addTask, addTreatment, newLink };
}

describe('the calendar feed through the gateway', () => {
  it("serves the beekeeper's open tasks and treatments due as all-day events, to anyone with the link", async () => {
    const ann = await beekeeperWithYard('ann');
    await ann.addTask({ title: 'Overdue feeding', dueDate: day(-2), type: 'feeding' });
    await ann.addTask({ title: 'Swarm check', dueDate: day(0), hiveId: ann.hive.id, repeat: 'weekly' });
    await ann.addTask({
      title: 'Mow the yard',
      description: 'Before the flow',
      dueDate: day(9),
      apiaryId: ann.apiary.id,
    });
    const done = await ann.addTask({ title: 'Done already', dueDate: day(1) });
    const completed = await ann.api<TaskUpdateAnswer>('PATCH', apiPath(routes.updateTask, { id: done.id }), {
      completed: true,
    });
    expect(completed.status).toBe(200);
    await ann.addTreatment('Apivar strips out', day(5));
    await ann.addTreatment('Oxalic dribble follow-up', day(-3));
    await ann.addTreatment('Formic pro');

    expect((await ann.api<CalendarFeed>('GET', apiPath(routes.getCalendarFeed))).body).toEqual({ since: null });
    const url = await ann.newLink();
    expect(url).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // The address is in the answer that made it only: the schedule is told since when the link is on.
    const state = (await ann.api<CalendarFeed>('GET', apiPath(routes.getCalendarFeed))).body;
    expect(state).toEqual({ since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });

    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, max-age=300');
    const place = `${ann.hive.name} — ${ann.apiary.name}`;
    expect(eventsOf(feed.body)).toEqual([
      { summary: 'Overdue feeding', start: day(-2), allDay: true, description: null, location: null },
      { summary: 'Swarm check', start: day(0), allDay: true, description: null, location: place },
      {
        summary: 'Mow the yard',
        start: day(9),
        allDay: true,
        description: 'Before the flow',
        location: ann.apiary.name,
      },
      {
        summary: `Treatment due: Apivar strips out — ${ann.hive.name}`,
        start: day(5),
        allDay: true,
        description: null,
        location: ann.hive.name,
      },
    ]);
  });

  it('shows each beekeeper only their own schedule, and a replaced or turned-off link answers 404', async () => {
    const ann = await beekeeperWithYard('ann');
    const bob = await beekeeperWithYard('bob');
    await ann.addTask({ title: "Ann's inspection", dueDate: day(1) });
    await bob.addTask({ title: "Bob's inspection", dueDate: day(2) });
    const annsLink = await ann.newLink();
    const bobsLink = await bob.newLink();
    expect(bobsLink).not.toBe(annsLink);
    expect(eventsOf((await fetchFeed(annsLink)).body).map(({ summary }) => summary)).toEqual(["Ann's inspection"]);
    expect(eventsOf((await fetchFeed(bobsLink)).body).map(({ summary }) => summary)).toEqual(["Bob's inspection"]);

    const replaced = await ann.newLink();
    expect(replaced).not.toBe(annsLink);
    expect(await fetchFeed(annsLink)).toMatchObject({
      status: 404,
      body: { message: API_ERRORS.calendarFeedNotFound, code: 'calendarFeedNotFound' },
    });
    expect((await fetchFeed(replaced)).status).toBe(200);

    expect((await ann.api('DELETE', apiPath(routes.deleteCalendarFeed))).status).toBe(204);
    expect(await fetchFeed(replaced)).toMatchObject({
      status: 404,
      body: { message: API_ERRORS.calendarFeedNotFound, code: 'calendarFeedNotFound' },
    });
    expect((await ann.api<CalendarFeed>('GET', apiPath(routes.getCalendarFeed))).body).toEqual({ since: null });
    // Turning it off again changes nothing; Bob's link still works.
    expect((await ann.api('DELETE', apiPath(routes.deleteCalendarFeed))).status).toBe(204);
    expect((await fetchFeed(bobsLink)).status).toBe(200);
  });

  it('answers 404 for a file that is not a calendar link, and 401 to the link routes without a token', async () => {
    const token = 'A'.repeat(43);
    for (const file of [`${token}.ics`, token, `${token}.json`, 'calendar.ics', `${token}.ics.ics`]) {
      const answer = await fetchFeed(apiPath(routes.getCalendar, { file }));
      expect(answer).toMatchObject({
        status: 404,
        body: { message: API_ERRORS.calendarFeedNotFound, code: 'calendarFeedNotFound' },
      });
    }
    expect((await callApi('POST', apiPath(routes.createCalendarFeed))).status).toBe(401);
    expect((await callApi('GET', apiPath(routes.getCalendarFeed))).status).toBe(401);
  });

  it("refuses invalid tasks with the spec's messages, changing nothing", async () => {
    const ann = await beekeeperWithYard('ann');
    const invalid = await ann.api('POST', apiPath(routes.createTask), { title: ' ', dueDate: day(1) });
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        message: VALIDATION.titleRequired,
        code: 'titleRequired',
        errors: { title: [VALIDATION.titleRequired], priority: [VALIDATION.priorityRequired] },
      },
    });
    const task = (
      await ann.api<Task>('POST', apiPath(routes.createTask), {
        title: 'Add a super',
        dueDate: day(1),
        priority: 'low',
        type: 'maintenance',
      })
    ).body;
    const nothing = await ann.api('PATCH', apiPath(routes.updateTask, { id: task.id }), {});
    expect(nothing).toMatchObject({
      status: 400,
      body: { message: VALIDATION.nothingToUpdate, code: 'nothingToUpdate' },
    });
    const badDays = await ann.api('PATCH', apiPath(routes.updateTask, { id: task.id }), { repeatEveryDays: 400 });
    expect(badDays).toMatchObject({
      status: 400,
      body: { message: VALIDATION.repeatEveryDaysRange, code: 'repeatEveryDaysRange' },
    });
    expect((await ann.api<Task[]>('GET', apiPath(routes.listTasks))).body).toEqual([task]);
  });
});
