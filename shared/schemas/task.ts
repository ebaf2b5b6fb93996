import * as z from 'zod';
import { TASK_PRIORITIES, TASK_TYPES, type TaskPriority, type TaskType } from '../domain/task';
import { REPEAT_EVERY_DAYS, TASK_REPEATS } from '../domain/task-repeats';
import { VALIDATION } from '../messages';
import {
  calendarDateSchema,
  idSchema,
  optionalChoice,
  optionalId,
  optionalInteger,
  optionalText,
  pageLimit,
  offlineRecordFields,
  whenFieldsValid,
  requiredChoice,
  requiredDate,
  requiredText,
  withClientId,
} from './common';

export { TASK_PRIORITIES, TASK_TYPES, type TaskPriority, type TaskType } from '../domain/task';

/** What the add form starts with. */
export const TASK_DEFAULTS = { priority: 'medium', type: 'inspection' } as const satisfies {
  priority: TaskPriority;
  type: TaskType;
};

const taskFields = {
  title: requiredText(VALIDATION.titleRequired, 200, 'Title'),
  description: optionalText(2000, 'Description', 'many'),
  dueDate: requiredDate(VALIDATION.dueDateRequired),
  priority: requiredChoice(TASK_PRIORITIES, VALIDATION.priorityRequired, 'Priority'),
  type: requiredChoice(TASK_TYPES, VALIDATION.typeRequired, 'Type'),
  hiveId: optionalId(),
  apiaryId: optionalId(),
  /** Completing a repeating task schedules the next one (absent: it does not repeat). */
  repeat: optionalChoice(TASK_REPEATS, 'Repeat'),
  repeatEveryDays: optionalInteger(REPEAT_EVERY_DAYS, VALIDATION.repeatEveryDaysRange),
};

/** 'Every N days' needs its N, and only it takes one. */
function checkRepeat(
  { repeat, repeatEveryDays }: { repeat?: string; repeatEveryDays?: number | null },
  context: z.RefinementCtx,
): void {
  if (repeat === 'every_n_days' && repeatEveryDays == null) {
    context.addIssue({ code: 'custom', path: ['repeatEveryDays'], message: VALIDATION.repeatEveryDaysRequired });
  }
  if (repeat !== 'every_n_days' && repeat !== undefined && repeatEveryDays != null) {
    context.addIssue({ code: 'custom', path: ['repeatEveryDays'], message: VALIDATION.repeatEveryDaysOnlyForDays });
  }
}

/** What the add and edit forms send (POST /api/tasks); hive and apiary are optional links (null when none). */
export const taskInputSchema = z.object(taskFields).superRefine(checkRepeat);
export type TaskInput = z.input<typeof taskInputSchema>;
export type ParsedTaskInput = z.output<typeof taskInputSchema>;

/**
 * What POST /api/tasks takes: the form's fields and the id the app made for the task, if any
 * (`withClientId`).
 */
export const taskCreateSchema = withClientId(taskInputSchema);

/** In a PATCH, left out means "unchanged" and null or blank means "remove". */
function removable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: unknown) => (value === '' ? null : value), schema.nullable().optional());
}

/**
 * What PATCH /api/tasks/{taskId} takes: the completion checkbox's `completed`, and any other field the edit form
 * changes (at least one field). A description, link or repeat interval sent as null or blank is removed.
 */
export const taskPatchSchema = z
  .object({
    title: taskFields.title.optional(),
    description: removable(
      z
        .string()
        .trim()
        .max(2000, { error: VALIDATION.tooLong('Description', 2000) }),
    ),
    dueDate: taskFields.dueDate.optional(),
    priority: taskFields.priority.optional(),
    type: taskFields.type.optional(),
    hiveId: removable(idSchema),
    apiaryId: removable(idSchema),
    repeat: taskFields.repeat,
    repeatEveryDays: removable(
      z
        .number({ error: VALIDATION.repeatEveryDaysRange })
        .int({ error: VALIDATION.repeatEveryDaysRange })
        .min(REPEAT_EVERY_DAYS.min, { error: VALIDATION.repeatEveryDaysRange })
        .max(REPEAT_EVERY_DAYS.max, { error: VALIDATION.repeatEveryDaysRange }),
    ),
    completed: z.boolean({ error: VALIDATION.completedRequired }).optional(),
  })
  .superRefine(checkRepeat)
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: VALIDATION.nothingToUpdate,
    when: whenFieldsValid(),
  });
export type TaskPatch = z.input<typeof taskPatchSchema>;
export type ParsedTaskPatch = z.output<typeof taskPatchSchema>;

/** Every task of a batch named by the app, each with an id of its own, or none: a replay then finds them all. */
function namedAllOrNone(tasks: readonly { id?: string }[]): boolean {
  const ids = tasks.flatMap(({ id }) => (id === undefined ? [] : [id]));
  return ids.length === 0 || (ids.length === tasks.length && new Set(ids).size === ids.length);
}

/**
 * What the season's checklist sends (POST /api/tasks/batch): the tasks picked, created in one transaction; each
 * may carry the id the app made for it (offline sync), and then all do.
 */
export const TASK_BATCH_MAX = 25;
export const taskBatchInputSchema = z.object({
  tasks: z
    .array(taskCreateSchema)
    .min(1, { error: VALIDATION.tooManyTasks(TASK_BATCH_MAX) })
    .max(TASK_BATCH_MAX, { error: VALIDATION.tooManyTasks(TASK_BATCH_MAX) })
    .refine(namedAllOrNone, { error: VALIDATION.batchIds }),
});
export type TaskBatchInput = z.input<typeof taskBatchInputSchema>;

/** A task as `GET /api/tasks` and `GET /api/tasks/upcoming` list it. */
export const taskSchema = z.object({
  ...offlineRecordFields,
  title: z.string(),
  description: z.string().nullable(),
  dueDate: calendarDateSchema,
  priority: z.enum(TASK_PRIORITIES),
  type: z.enum(TASK_TYPES),
  hiveId: z.string().nullable(),
  hiveName: z.string().nullable(),
  apiaryId: z.string().nullable(),
  apiaryName: z.string().nullable(),
  completed: z.boolean(),
  repeat: z.enum(TASK_REPEATS),
  repeatEveryDays: z.number().int().nullable(),
  /** The treatment whose recount this task is, while it exists. */
  treatmentId: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

/** What PATCH answers: the task as saved, and the next one when completing it scheduled a repeat. */
export const taskUpdateAnswerSchema = z.object({ task: taskSchema, nextTask: taskSchema.nullable() });
export type TaskUpdateAnswer = z.infer<typeof taskUpdateAnswerSchema>;

export const TASK_STATUSES = ['all', 'pending', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * `GET /api/tasks?status=`: pending ones by due date (oldest first, so overdue ones lead), completed ones most
 * recently due first; 'all' lists the pending ones, then the completed ones. A page after `cursor`.
 */
export const TASK_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;
/** `<pending|completed>_<dueDate>_<id>` of the last task of the page before. */
export const TASK_CURSOR_PATTERN = /^(pending|completed)_(\d{4}-\d{2}-\d{2})_([0-9A-HJKMNP-TV-Z]{26})$/;

export const taskListQuerySchema = z.object({
  status: optionalChoice(TASK_STATUSES, 'Status').default('all'),
  hiveId: optionalId(),
  limit: pageLimit(TASK_PAGE),
  cursor: z.string().regex(TASK_CURSOR_PATTERN, { error: VALIDATION.invalidCursor }).optional(),
});
export type TaskListQuery = z.output<typeof taskListQuerySchema>;

/** `GET /api/tasks/upcoming`: pending tasks due today or later, soonest first (the dashboard's card). */
export const UPCOMING_TASKS_PAGE = { defaultLimit: 5, maxLimit: 50 } as const;
export const upcomingTasksQuerySchema = z.object({ limit: pageLimit(UPCOMING_TASKS_PAGE) });

/**
 * The secret calendar link (GET/POST/DELETE /api/calendar-feed): null when the beekeeper has none. Its path on the
 * site (`/api/calendar/<token>.ics`): the API doesn't know the site's address, so the web app puts its origin before
 * it (`new URL(url, window.location.origin)`).
 */
/** The calendar link as the schedule shows it: on since when (null while off); its address only when made. */
export const calendarFeedSchema = z.object({ since: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
/** A link just made: the one answer that carries its address (HiveKeeper keeps only a hash of its token). */
export const newCalendarFeedSchema = z.object({ url: z.string(), since: z.string() });
export type NewCalendarFeed = z.infer<typeof newCalendarFeedSchema>;
