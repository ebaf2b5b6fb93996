/**
 * What the public calendar feed (`GET /api/calendar/<token>.ics`) shows, for whoever holds a secret link: no
 * Caller here, the token names the beekeeper. Each read is capped, so the feed costs a bounded number of requests
 * however long the beekeeper has kept records: a phone calendar wants what is coming, not every year behind.
 */
import type { CalendarDate } from '../../../shared/schemas/common';
import type { Task } from '../../../shared/schemas/task';
import { hashOfCalendarToken } from '../calendar/feed-token';
import { CalendarFeedEntity } from './entities/calendar-feed';
import { HiveEntity } from './entities/hive';
import { TreatmentEntity } from './entities/treatment';
import { listOpenTasks } from './tasks';

/** A treatment's next due date as the feed shows it. */
export interface DueTreatment {
  treatmentId: string;
  treatmentName: string;
  hiveName: string | null;
  nextDueDate: CalendarDate;
}

export interface CalendarEntries {
  tasks: Task[];
  treatments: DueTreatment[];
}

/** How far back the feed looks: open tasks overdue by more, and treatments applied earlier, are left out. */
const LOOK_BACK_DAYS = 366;
/** At most this many open tasks, soonest due first (one Query: ~500 bytes each, within one 1 MB page). */
const MAX_TASKS = 1000;
/**
 * Treatments applied in the last year are read newest first, at most this many 1 MB pages (some 2,000 treatments
 * each: a year of 1,000 hives treated and fed several times), and those with a next due date from today are kept.
 */
const MAX_TREATMENT_PAGES = 3;

function daysBefore(day: CalendarDate, days: number): CalendarDate {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Whose calendar a token opens, found by its hash: one Get; null for a token never made, replaced or turned off. */
async function ownerOf(token: string): Promise<string | null> {
  const { data } = await CalendarFeedEntity.get({ tokenHash: hashOfCalendarToken(token) }).go({ consistent: true });
  return data?.userId ?? null;
}

/** Treatments whose next due date is `today` or later, soonest first, with their hive's name. */
async function dueTreatments(userId: string, today: CalendarDate): Promise<DueTreatment[]> {
  const { data } = await TreatmentEntity.query
    .treatmentsOfUser({ userId })
    .gte({ applicationDate: daysBefore(today, LOOK_BACK_DAYS) })
    .where(({ nextDueDate }, { gte }) => gte(nextDueDate, today))
    .go({
      order: 'desc',
      pages: MAX_TREATMENT_PAGES,
      attributes: ['treatmentId', 'treatmentName', 'hiveId', 'nextDueDate'],
    });
  const hiveIds = [...new Set(data.map(({ hiveId }) => hiveId))];
  // One BatchGet per 100 hives: at most 1,000 hives, so at most 10 requests.
  const { data: hives } =
    hiveIds.length === 0
      ? { data: [] }
      : await HiveEntity.get(hiveIds.map((hiveId) => ({ userId, hiveId }))).go({ attributes: ['hiveId', 'name'] });
  const hiveNames = new Map(hives.map(({ hiveId, name }) => [hiveId, name]));
  return data
    .flatMap(({ treatmentId, treatmentName, hiveId, nextDueDate }) =>
      nextDueDate === undefined
        ? []
        : [{ treatmentId, treatmentName, hiveName: hiveNames.get(hiveId) ?? null, nextDueDate }],
    )
    .sort((a, b) => a.nextDueDate.localeCompare(b.nextDueDate));
}

/**
 * The open tasks (due from a year ago on) and the treatments due from `today` of the beekeeper this token names,
 * or null when no link has this token (never made, replaced or turned off).
 */
export async function getCalendarOfToken(token: string, today: CalendarDate): Promise<CalendarEntries | null> {
  const userId = await ownerOf(token);
  if (userId === null) return null;
  const [tasks, treatments] = await Promise.all([
    listOpenTasks({ userId }, { from: daysBefore(today, LOOK_BACK_DAYS), limit: MAX_TASKS }),
    dueTreatments(userId, today),
  ]);
  return { tasks, treatments };
}
