/**
 * The beekeeper's schedule as iCalendar (RFC 5545), built with ical-generator: every open task and every
 * treatment's next due date is an all-day event, so a phone calendar subscribed to the secret link shows them.
 */
import ical from 'ical-generator';
import type { CalendarDate } from '../../../shared/schemas/common';
import type { Task } from '../../../shared/schemas/task';
import type { CalendarEntries, DueTreatment } from '../data/calendar';
import { apiPath } from '../../api-path';
import { calendarRoutes as routes } from '../../routes/calendar';

/** The file the public route serves for a token: `<token>.ics` (32 random bytes in base64url are 43 characters). */
const FEED_FILE_PATTERN = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The token a requested file name carries, or null for any other name (answered 404). */
export function tokenOfFile(file: string): string | null {
  return FEED_FILE_PATTERN.exec(file)?.[1] ?? null;
}

/**
 * The secret link's path on the site's origin. The functions don't know the site's address (CloudFront passes
 * the API its own host), so the web app puts its origin before it.
 */
export function calendarFeedPath(token: string): string {
  return apiPath(routes.getCalendar, { file: `${token}.ics` });
}

/** Where a task is done: its hive and that hive's apiary, or its apiary. */
function placeOf(task: Task): string | null {
  const place = [task.hiveName, task.apiaryName].filter((name) => name !== null).join(' — ');
  return place === '' ? null : place;
}

function treatmentSummary({ treatmentName, hiveName }: DueTreatment): string {
  return hiveName === null ? `Treatment due: ${treatmentName}` : `Treatment due: ${treatmentName} — ${hiveName}`;
}

/** The feed's text; `stamp` is when it was made (each event's DTSTAMP). */
export function calendarText({ tasks, treatments }: CalendarEntries, stamp: Date): string {
  const calendar = ical({
    name: 'HiveKeeper',
    prodId: { company: 'HiveKeeper', product: 'Schedule', language: 'EN' },
  });
  const allDay = (start: CalendarDate) => ({ start, allDay: true, stamp });
  for (const task of tasks) {
    calendar.createEvent({
      ...allDay(task.dueDate),
      id: `task-${task.id}@hivekeeper`,
      summary: task.title,
      description: task.description,
      location: placeOf(task),
    });
  }
  for (const treatment of treatments) {
    calendar.createEvent({
      ...allDay(treatment.nextDueDate),
      id: `treatment-${treatment.treatmentId}@hivekeeper`,
      summary: treatmentSummary(treatment),
      location: treatment.hiveName,
    });
  }
  return calendar.toString();
}
