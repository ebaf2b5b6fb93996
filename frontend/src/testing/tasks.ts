import { addDays } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { toCalendarDate } from '@shared/rules/calendar';
import { TASK_PAGE, type CalendarFeed, type Task } from '@shared/schemas/task';
import { routes } from '@/lib/api-routes';
import { apiUrl, pageAnswer, server } from './server';

/** A calendar date `days` from today (negative: in the past), as the browser's "today" is. */
export const daysFromToday = (days: number) => toCalendarDate(addDays(new Date(), days));

/** A task as the API answers it. Ids are ULIDs, as the input schemas require. */
export function buildTask(overrides: Partial<Task> = {}): Task {
  return {
    id: '01HV00000000000000000TASK1',
    title: 'Swarm check',
    description: null,
    dueDate: daysFromToday(0),
    priority: 'medium',
    type: 'inspection',
    hiveId: null,
    hiveName: null,
    apiaryId: null,
    apiaryName: null,
    completed: false,
    repeat: 'none',
    repeatEveryDays: null,
    treatmentId: null,
    createdAt: '2026-04-01T09:00:00.000Z',
    version: '2026-04-01T09:00:00.000Z',
    ...overrides,
  };
}

const cursorOf = (task: Task) => `${task.completed ? 'completed' : 'pending'}_${task.dueDate}_${task.id}`;

/**
 * Answers `GET /api/tasks` as the API does, from `tasks` as the array is when asked: `?status=` picks pending
 * (soonest due first), completed (most recent first) or all (pending, then completed), `?limit=` (50 unless said)
 * cuts a page, and the next page's cursor comes in the `x-next-cursor` header. Returns the query of each request.
 */
export function serveTasks(tasks: Task[]): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(routes.listTasks), ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const status = query.get('status') ?? 'all';
      const pending = tasks.filter((task) => !task.completed).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
      const completed = tasks.filter((task) => task.completed).sort((a, b) => b.dueDate.localeCompare(a.dueDate));
      const listed = status === 'pending' ? pending : status === 'completed' ? completed : [...pending, ...completed];
      return pageAnswer(listed, query, cursorOf, TASK_PAGE.defaultLimit);
    }),
  );
  return requests;
}

/** Answers `GET /api/calendar-feed` with the link as `feed.since` is when asked (a test's writes may change it). */
export function serveCalendarFeed(feed: CalendarFeed): CalendarFeed {
  server.use(http.get(apiUrl(routes.getCalendarFeed), () => HttpResponse.json(feed)));
  return feed;
}

/** Answers `GET /api/tasks/upcoming` with `tasks` as the array is when asked (the dashboard's card). */
export function serveUpcomingTasks(tasks: Task[]): void {
  server.use(http.get(apiUrl(routes.listUpcomingTasks), () => HttpResponse.json(tasks)));
}
