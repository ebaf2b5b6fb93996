/**
 * Access patterns on tasks. Tasks live in their owner's partition: one by its id (the main key), the schedule by
 * status (gsi1: pending soonest due first, completed most recently due first) and one hive's or one apiary's
 * (gsi2, by `linkId`: the hive, else the apiary).
 *
 * A task linked to a hive keeps only the hive: it answers the hive's apiary, so moving the hive moves its tasks.
 * An update is a put of the whole task conditioned on `updatedAt` as read, so it rewrites the index keys (a
 * completed task leaves the pending partition of gsi1, a task unlinked leaves gsi2) and two concurrent updates
 * can't both complete a repeating task: the later one reads again.
 *
 * The words of a task's title and description the header search finds it by (`search-index.ts`) are written,
 * replaced and removed in the same transaction as the task.
 */
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import { addDays } from '../../../shared/rules/reminders';
import { nextDueDate } from '../../../shared/rules/task-repeats';
import {
  TASK_CURSOR_PATTERN,
  type ParsedTaskInput,
  type ParsedTaskPatch,
  type Task,
  type TaskListQuery,
  type TaskUpdateAnswer,
} from '../../../shared/schemas/task';
import type { Caller } from '../caller';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors';
import { authorsOf, changedBy, recordedBy } from './authors';
import { ApiaryEntity } from './entities/apiary';
import { HiveEntity } from './entities/hive';
import { TaskEntity } from './entities/task';
import { TreatmentEntity } from './entities/treatment';
import { assertHiveInScope, assertInScope, inScope, scopeOf } from './member-scope';
import { assertStartedFrom, updatedAfter, type CreateOutcome } from './record-versions';
import { recordsFitting, searchTermsOf, termUpdates } from './search-index';
import {
  WriteConflictError,
  retryOnWriteConflict,
  writeTransaction,
  type TransactionEntities,
  type TransactionItem,
} from './transactions';

type TaskRecord = EntityItem<typeof TaskEntity>;
type TaskStatus = TaskRecord['status'];

/** What a task links to, as stored: a hive, or else an apiary, or nothing. */
interface TaskLink {
  hiveId?: string;
  apiaryId?: string;
}

/** The hive and apiary names (and each hive's apiary) a page of tasks shows. */
interface LinkNames {
  hives: Map<string, { name: string; apiaryId: string }>;
  apiaries: Map<string, string>;
}

/** A task's place in its list, and the page cursor after it: `<status>_<dueDate>_<id>`. */
function positionOf({ status, dueDate, taskId }: Pick<TaskRecord, 'status' | 'dueDate' | 'taskId'>): string {
  return `${status}_${dueDate}_${taskId}`;
}

/** The server's calendar day (UTC, as Lambdas run): what "due today or later" is counted from. */
function serverToday(): string {
  return new Date().toISOString().slice(0, 10);
}

function toTask(record: TaskRecord, names: LinkNames): Task {
  const hive = record.hiveId === undefined ? undefined : names.hives.get(record.hiveId);
  const apiaryId = hive?.apiaryId ?? record.apiaryId ?? null;
  return {
    id: record.taskId,
    createdAt: record.createdAt,
    version: record.updatedAt,
    title: record.title,
    description: record.description ?? null,
    dueDate: record.dueDate,
    priority: record.priority,
    type: record.type,
    hiveId: record.hiveId ?? null,
    hiveName: hive?.name ?? null,
    apiaryId,
    apiaryName: apiaryId === null ? null : (names.apiaries.get(apiaryId) ?? null),
    completed: record.status === 'completed',
    repeat: record.repeat,
    repeatEveryDays: record.repeatEveryDays ?? null,
    treatmentId: record.treatmentId ?? null,
    ...authorsOf(record),
  };
}

/**
 * The names of the hives and apiaries these tasks link to: one BatchGet of the hives, then one of the apiaries
 * (theirs and the hives'); a page holds at most 100 tasks, so each is at most one DynamoDB request.
 */
async function linkNamesOf(userId: string, records: readonly TaskRecord[]): Promise<LinkNames> {
  const hiveIds = [...new Set(records.flatMap(({ hiveId }) => (hiveId === undefined ? [] : [hiveId])))];
  const { data: hives } =
    hiveIds.length === 0
      ? { data: [] }
      : await HiveEntity.get(hiveIds.map((hiveId) => ({ userId, hiveId }))).go({
          attributes: ['hiveId', 'name', 'apiaryId'],
        });
  const apiaryIds = [
    ...new Set([
      ...hives.map(({ apiaryId }) => apiaryId),
      ...records.flatMap(({ apiaryId }) => (apiaryId === undefined ? [] : [apiaryId])),
    ]),
  ];
  const { data: apiaries } =
    apiaryIds.length === 0
      ? { data: [] }
      : await ApiaryEntity.get(apiaryIds.map((apiaryId) => ({ userId, apiaryId }))).go({
          attributes: ['apiaryId', 'name'],
        });
  return {
    hives: new Map(hives.map(({ hiveId, name, apiaryId }) => [hiveId, { name, apiaryId }])),
    apiaries: new Map(apiaries.map(({ apiaryId, name }) => [apiaryId, name])),
  };
}

async function toTasks(userId: string, records: readonly TaskRecord[]): Promise<Task[]> {
  const names = await linkNamesOf(userId, records);
  return records.map((record) => toTask(record, names));
}

/**
 * The search words a write of a task changes (`before` null for a create, `after` null for a delete), for its
 * transaction.
 */
export function taskTermUpdates(
  entities: TransactionEntities,
  before: Pick<TaskRecord, 'userId' | 'taskId' | 'title' | 'description'> | null,
  after: Pick<TaskRecord, 'userId' | 'taskId' | 'title' | 'description'> | null,
): TransactionItem[] {
  const { userId, taskId } = before ?? after ?? { userId: '', taskId: '' };
  return termUpdates(
    entities,
    { userId, recordType: 'task', recordId: taskId },
    before === null ? [] : searchTermsOf('task', before),
    after === null ? [] : searchTermsOf('task', after),
  );
}

async function readTask(userId: string, taskId: string): Promise<TaskRecord> {
  const { data } = await TaskEntity.get({ userId, taskId }).go({ consistent: true });
  if (!data) throw new NotFoundError(API_ERRORS.taskNotFound);
  return data;
}

/**
 * The link as stored, after checking each id given is the caller's (404 otherwise): a hive wins over an apiary,
 * whose place the hive's own apiary takes. At most two Gets, consistent so a hive or apiary just added is found.
 */
async function checkedLink(caller: Caller, { hiveId, apiaryId }: TaskLink): Promise<TaskLink> {
  const { userId } = caller;
  const [hive, apiary] = await Promise.all([
    hiveId === undefined
      ? undefined
      : HiveEntity.get({ userId, hiveId }).go({ attributes: ['hiveId', 'apiaryId'], consistent: true }),
    apiaryId === undefined
      ? undefined
      : ApiaryEntity.get({ userId, apiaryId }).go({ attributes: ['apiaryId'], consistent: true }),
  ]);
  if (hive && !hive.data) throw new NotFoundError(API_ERRORS.hiveNotFound);
  if (hive?.data) assertInScope(caller, hive.data.apiaryId, API_ERRORS.hiveNotFound);
  if (apiary && !apiary.data) throw new NotFoundError(API_ERRORS.apiaryNotFound);
  if (apiaryId !== undefined) assertInScope(caller, apiaryId);
  // A task of no hive or apiary is the whole account's.
  if (hiveId === undefined && apiaryId === undefined && scopeOf(caller) !== null) {
    throw new ForbiddenError(API_ERRORS.chosenApiariesOnly);
  }
  return storedLink({ hiveId, apiaryId });
}

/**
 * Whether a member may see a task: one of a hive (where it is now) or an apiary of theirs; a task of no hive or
 * apiary is the whole account's.
 */
function taskInScope(caller: Caller, task: Pick<Task, 'apiaryId'>): boolean {
  return scopeOf(caller) === null || (task.apiaryId !== null && inScope(caller, task.apiaryId));
}

/** 404 for a task outside a member's scope, as for another beekeeper's: its hive read for its apiary (one Get). */
async function assertTaskInScope(caller: Caller, record: TaskRecord): Promise<void> {
  if (scopeOf(caller) === null) return;
  if (record.hiveId !== undefined) {
    await assertHiveInScope(caller, record.hiveId, API_ERRORS.taskNotFound);
  } else if (record.apiaryId === undefined || !inScope(caller, record.apiaryId)) {
    throw new NotFoundError(API_ERRORS.taskNotFound);
  }
}

function storedLink({ hiveId, apiaryId }: TaskLink): TaskLink {
  if (hiveId !== undefined) return { hiveId };
  return apiaryId === undefined ? {} : { apiaryId };
}

/**
 * The links of a batch's tasks, each distinct hive and apiary checked once: one Get each, for the few a checklist
 * names (at most TASK_BATCH_MAX).
 */
async function checkedLinks(caller: Caller, links: readonly TaskLink[]): Promise<TaskLink[]> {
  const distinct = (ids: (string | undefined)[]) => [...new Set(ids.filter((id) => id !== undefined))];
  if (
    scopeOf(caller) !== null &&
    links.some(({ hiveId, apiaryId }) => hiveId === undefined && apiaryId === undefined)
  ) {
    throw new ForbiddenError(API_ERRORS.chosenApiariesOnly);
  }
  await Promise.all([
    ...distinct(links.map(({ hiveId }) => hiveId)).map((hiveId) => checkedLink(caller, { hiveId })),
    ...distinct(links.map(({ apiaryId }) => apiaryId)).map((apiaryId) => checkedLink(caller, { apiaryId })),
  ]);
  return links.map(storedLink);
}

/** What a task says, without its link and its timestamps. */
type TaskFields = Omit<TaskRecord, 'hiveId' | 'apiaryId' | 'linkId' | 'createdAt' | 'updatedAt'>;

function fieldsOf({
  hiveId: _hiveId,
  apiaryId: _apiaryId,
  linkId: _linkId,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...fields
}: TaskRecord): TaskFields {
  return fields;
}

/** A task record as stored: its link ids with the `linkId` gsi2 is keyed by, and no empty optional field. */
function taskRecord(
  fields: TaskFields,
  link: TaskLink,
  timestamps: Partial<Pick<TaskRecord, 'createdAt' | 'updatedAt'>> = {},
): TaskRecord {
  const linkId = link.hiveId ?? link.apiaryId;
  const record = { ...fields, ...link, ...(linkId === undefined ? {} : { linkId }), ...timestamps };
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as TaskRecord;
}

/** A new pending task of the caller's linked to `link`, as every create writes it. */
export function newTaskRecord(
  caller: Caller,
  { hiveId: _hiveId, apiaryId: _apiaryId, repeat = 'none', repeatEveryDays, ...fields }: ParsedTaskInput,
  link: TaskLink,
  taskId = ulid(),
): TaskRecord {
  const now = new Date().toISOString();
  return taskRecord(
    {
      ...fields,
      userId: caller.userId,
      taskId,
      ...recordedBy(caller),
      status: 'pending',
      repeat,
      ...(repeat === 'every_n_days' ? { repeatEveryDays } : {}),
    },
    link,
    { createdAt: now, updatedAt: now },
  );
}

/** One status's tasks in list order after `after` (`<dueDate>_<id>`), `limit` of them: one Query. */
async function tasksWithStatus(
  userId: string,
  status: TaskStatus,
  hiveId: string | undefined,
  after: { dueDate: string; taskId: string } | undefined,
  limit: number,
): Promise<TaskRecord[]> {
  const order = status === 'pending' ? 'asc' : 'desc';
  if (hiveId === undefined) {
    const query = TaskEntity.query.tasksByStatus({ userId, status });
    const page = after === undefined ? query : status === 'pending' ? query.gt(after) : query.lt(after);
    return (await page.go({ order, limit })).data;
  }
  // One hive's tasks of both statuses share its gsi2 partition: the other status is filtered out. A hive's tasks
  // are a few hundred at most (a weekly check makes 52 a year), within one or two 1 MB Query pages.
  const query = TaskEntity.query.tasksOfLink({ userId, linkId: hiveId });
  const page = after === undefined ? query : status === 'pending' ? query.gt(after) : query.lt(after);
  return (await page.where(({ status: stored }, { eq }) => eq(stored, status)).go({ order, limit })).data;
}

/**
 * A page of the caller's tasks: pending ones soonest due first, completed ones most recently due first, and for
 * `all` the pending ones and then the completed ones; one hive's when `hiveId` is given (404 when not theirs).
 * At most two Queries of `limit + 1` items (the extra one says whether a next page exists) and the names' two
 * BatchGets.
 */
export async function listTasks(
  caller: Caller,
  { status, hiveId, limit, cursor }: TaskListQuery,
): Promise<{ tasks: Task[]; nextCursor: string | null }> {
  const { userId } = caller;
  if (hiveId !== undefined) await checkedLink(caller, { hiveId });
  const [, cursorStatus, dueDate = '', taskId = ''] =
    cursor === undefined ? [] : (TASK_CURSOR_PATTERN.exec(cursor) ?? []);
  /** Where the page starts in one status's list: after the cursor when it points into that list. */
  const afterIn = (listed: TaskStatus) => (cursorStatus === listed ? { dueDate, taskId } : undefined);
  const records: TaskRecord[] = [];
  // A cursor of the completed list goes on there: the pending ones came before it.
  if (status === 'pending' || (status === 'all' && cursorStatus !== 'completed')) {
    records.push(...(await tasksWithStatus(userId, 'pending', hiveId, afterIn('pending'), limit + 1)));
  }
  if (status === 'completed' || (status === 'all' && records.length <= limit)) {
    const left = limit + 1 - records.length;
    records.push(...(await tasksWithStatus(userId, 'completed', hiveId, afterIn('completed'), left)));
  }
  const page = records.slice(0, limit);
  const last = page.at(-1);
  return {
    tasks: (await toTasks(userId, page)).filter((task) => taskInScope(caller, task)),
    nextCursor: records.length > limit && last ? positionOf(last) : null,
  };
}

/** The caller's pending tasks due today or later, soonest first: one Query of `limit` items and the names. */
export async function listUpcomingTasks(caller: Caller, limit: number): Promise<Task[]> {
  const tasks = await listOpenTasks(caller, { from: serverToday(), limit });
  return tasks.filter((task) => taskInScope(caller, task));
}

/**
 * The open tasks due on `from` or later, soonest first, at most `limit` (one Query and the names): the dashboard's
 * upcoming tasks, and the calendar feed of the owner its secret token names.
 */
export async function listOpenTasks(
  { userId }: Pick<Caller, 'userId'>,
  { from, limit }: { from: string; limit: number },
): Promise<Task[]> {
  const { data } = await TaskEntity.query
    .tasksByStatus({ userId, status: 'pending' })
    .gte({ dueDate: from })
    .go({ order: 'asc', limit });
  return toTasks(userId, data);
}

/**
 * The open tasks due on `through` or before, at most `limit` of the latest due, soonest first (one Query and the
 * names): a reminder e-mail's overdue and due-today tasks.
 */
export async function listTasksDueBy(
  { userId }: Pick<Caller, 'userId'>,
  { through, limit }: { through: string; limit: number },
): Promise<Task[]> {
  const { data } = await TaskEntity.query
    .tasksByStatus({ userId, status: 'pending' })
    // Before the next day: `lte` on the date alone would stop short of the day's own tasks (their keys go on).
    .lt({ dueDate: addDays(through, 1) })
    .go({ order: 'desc', limit });
  return toTasks(userId, data.reverse());
}

/** One of the caller's tasks as answered. */
async function answerTask(userId: string, record: TaskRecord): Promise<Task> {
  const [task] = await toTasks(userId, [record]);
  if (!task) throw new Error('A task answered nothing');
  return task;
}

/**
 * Adds a task with its search words; its hive or apiary must be the caller's (404 otherwise). With the id the app
 * made (`clientId`, offline sync) it is added only if absent: a replay finds it with one GetItem and is answered
 * the stored task, and of two racing with one id the create's condition lets one write. The id is keyed in the
 * acting account's partition, so another account's task of the same id is another item and this one is added.
 */
export async function createTask(
  caller: Caller,
  input: ParsedTaskInput,
  clientId?: string,
): Promise<CreateOutcome<Task>> {
  const { userId } = caller;
  const stored = clientId === undefined ? null : await storedTask(caller, clientId);
  if (stored) return { record: stored, isNew: false };
  const record = newTaskRecord(caller, input, await checkedLink(caller, input), clientId);
  const cancellation = await retryOnWriteConflict(() => writeTransaction(creating([record])));
  if (cancellation?.conditionFailed('tasks')) {
    const found = await storedTask(caller, record.taskId);
    if (!found) throw new NotFoundError(API_ERRORS.taskNotFound); // deleted as soon as made
    return { record: found, isNew: false };
  }
  if (cancellation) throw cancellation.unexpected('Adding a task');
  return { record: await answerTask(userId, record), isNew: true };
}

/** The caller's task of this id as answered (one consistent GetItem), or null; 404 for one outside a member's scope. */
async function storedTask(caller: Caller, taskId: string): Promise<Task | null> {
  const { data } = await TaskEntity.get({ userId: caller.userId, taskId }).go({ consistent: true });
  if (!data) return null;
  await assertTaskInScope(caller, data);
  return answerTask(caller.userId, data);
}

/** A transaction's items: DynamoDB's limit. */
const TRANSACTION_ITEMS = 100;

/** The tasks' creates with their search words, for a transaction. */
function creating(records: readonly TaskRecord[]) {
  return (entities: TransactionEntities) => ({
    tasks: records.map((record) => entities.task.create(record).commit()),
    terms: records.flatMap((record) => taskTermUpdates(entities, null, record)),
  });
}

/** The tasks in groups whose creates and search words fit one transaction each, in order. */
function transactionGroups(records: readonly TaskRecord[]): TaskRecord[][] {
  const groups: TaskRecord[][] = [];
  for (let rest = records; rest.length > 0; rest = rest.slice(groups.at(-1)?.length)) {
    groups.push(recordsFitting(rest, (record) => searchTermsOf('task', record), TRANSACTION_ITEMS));
  }
  return groups;
}

/**
 * Adds the tasks of the season's checklist (at most TASK_BATCH_MAX) with their search words, all or none: as few
 * transactions as their items need (one for short tasks; 25 tasks of 16 words take five), and when one fails the
 * tasks already added are taken back before the error is answered. Every hive and apiary they name must be the
 * caller's (404 otherwise, nothing added).
 *
 * With the ids the app made (offline sync; all tasks named, or none) the batch is added only if absent: a replay
 * finds its tasks with one BatchGet and is answered them. A batch another request is adding meanwhile (some of its
 * tasks stored, or a create's condition failing) is read again after a backoff, until all are stored; a task of
 * another batch under one of these ids, or one of the batch deleted since, keeps it part-stored, and the request
 * ends as an error once the retries are spent.
 */
export async function createTasks(
  caller: Caller,
  inputs: readonly (ParsedTaskInput & { id?: string })[],
): Promise<CreateOutcome<Task[]>> {
  const { userId } = caller;
  return retryOnWriteConflict(async () => {
    const stored = await storedBatch(caller, inputs);
    if (stored) return { record: stored, isNew: false };
    const links = await checkedLinks(caller, inputs);
    const records = inputs.map(({ id, ...input }, index) => newTaskRecord(caller, input, links[index] ?? {}, id));
    const added: TaskRecord[][] = [];
    try {
      for (const group of transactionGroups(records)) {
        const cancellation = await retryOnWriteConflict(() => writeTransaction(creating(group)));
        if (cancellation?.conditionFailed('tasks')) throw new WriteConflictError('a task of this batch was added');
        if (cancellation) throw cancellation.unexpected('Adding tasks');
        added.push(group);
      }
    } catch (error) {
      for (const group of added) {
        await writeTransaction((entities) => ({
          tasks: group.map(({ taskId }) => entities.task.delete({ userId, taskId }).commit()),
          terms: group.flatMap((record) => taskTermUpdates(entities, record, null)),
        }));
      }
      throw error;
    }
    return { record: await toTasks(userId, records), isNew: true };
  });
}

/**
 * The batch's tasks as stored, in its order, when the app named them and all are stored (one consistent
 * BatchGet); null when none is. Some but not all stored: another request is adding the batch (read again).
 */
async function storedBatch(caller: Caller, inputs: readonly { id?: string }[]): Promise<Task[] | null> {
  const ids = inputs.flatMap(({ id }) => (id === undefined ? [] : [id]));
  if (ids.length === 0) return null;
  const { data } = await TaskEntity.get(ids.map((taskId) => ({ userId: caller.userId, taskId }))).go({
    consistent: true,
  });
  if (data.length === 0) return null;
  if (data.length < inputs.length) throw new WriteConflictError('part of this batch of tasks is stored');
  const byId = new Map(data.map((record) => [record.taskId, record]));
  const records = ids.flatMap((id) => byId.get(id) ?? []);
  for (const record of records) await assertTaskInScope(caller, record);
  return toTasks(caller.userId, records);
}

/** The repeat after a patch: 'every N days' keeps its N (or takes the new one); any other repeat has none. */
function repeatAfter(current: TaskRecord, patch: ParsedTaskPatch): Pick<TaskRecord, 'repeat' | 'repeatEveryDays'> {
  const repeat = patch.repeat ?? current.repeat;
  const repeatEveryDays = patch.repeatEveryDays === undefined ? current.repeatEveryDays : patch.repeatEveryDays;
  if (repeat === 'every_n_days') {
    if (repeatEveryDays == null) {
      throw new BadRequestError({ repeatEveryDays: [VALIDATION.repeatEveryDaysRequired] });
    }
    return { repeat, repeatEveryDays };
  }
  if (patch.repeatEveryDays != null) {
    throw new BadRequestError({ repeatEveryDays: [VALIDATION.repeatEveryDaysOnlyForDays] });
  }
  return { repeat, repeatEveryDays: undefined };
}

/** The link after a patch: left out keeps it, null removes it; a hive wins over an apiary. */
function linkAfter(current: TaskRecord, patch: ParsedTaskPatch): TaskLink {
  const hiveId = patch.hiveId === undefined ? current.hiveId : (patch.hiveId ?? undefined);
  const apiaryId = patch.apiaryId === undefined ? current.apiaryId : (patch.apiaryId ?? undefined);
  return { ...(hiveId === undefined ? {} : { hiveId }), ...(apiaryId === undefined ? {} : { apiaryId }) };
}

/** The task after the caller's patch; the ids newly named are checked to be the caller's. */
async function patchedRecord(caller: Caller, current: TaskRecord, patch: ParsedTaskPatch): Promise<TaskRecord> {
  const changedLink = patch.hiveId !== undefined || patch.apiaryId !== undefined;
  const link = linkAfter(current, patch);
  const status: TaskStatus = patch.completed === undefined ? current.status : patch.completed ? 'completed' : 'pending';
  return taskRecord(
    {
      userId: current.userId,
      taskId: current.taskId,
      title: patch.title ?? current.title,
      description: patch.description === undefined ? current.description : (patch.description ?? undefined),
      dueDate: patch.dueDate ?? current.dueDate,
      priority: patch.priority ?? current.priority,
      type: patch.type ?? current.type,
      status,
      ...repeatAfter(current, patch),
      treatmentId: current.treatmentId,
      ...changedBy(caller, current),
    },
    changedLink ? await checkedLink(caller, link) : link,
    { createdAt: current.createdAt, updatedAt: updatedAfter(current.updatedAt) },
  );
}

/**
 * The task that follows a repeating task the caller completed now: the same task, due one repeat after this one,
 * recorded by them.
 */
function nextOf(caller: Caller, completed: TaskRecord): TaskRecord | null {
  const dueDate = nextDueDate(completed.dueDate, {
    repeat: completed.repeat,
    repeatEveryDays: completed.repeatEveryDays ?? null,
  });
  if (dueDate === null) return null;
  const now = new Date().toISOString();
  return taskRecord(
    {
      ...fieldsOf(completed),
      taskId: ulid(),
      dueDate,
      status: 'pending',
      treatmentId: undefined,
      ...recordedBy(caller),
    },
    storedLink(completed),
    { createdAt: now, updatedAt: now },
  );
}

/**
 * Changes the fields the patch names (404 when the task isn't the caller's). Completing a pending repeating task
 * adds the next one in the same transaction (answered as `nextTask`); marking it pending again leaves that one.
 * A patch that started from another version than the stored one (`startedFrom`; completing a task is a patch too)
 * answers 409 with the task as stored, and writes nothing.
 */
export async function updateTask(
  caller: Caller,
  taskId: string,
  patch: ParsedTaskPatch,
  startedFrom?: string,
): Promise<TaskUpdateAnswer> {
  const { userId } = caller;
  const { task, nextTask } = await retryOnWriteConflict(async () => {
    const current = await readTask(userId, taskId);
    await assertTaskInScope(caller, current);
    await assertStartedFrom(startedFrom, current.updatedAt, () => answerTask(userId, current));
    const updated = await patchedRecord(caller, current, patch);
    const next = current.status === 'pending' && updated.status === 'completed' ? nextOf(caller, updated) : null;
    const cancellation = await writeTransaction((entities) => ({
      task: entities.task
        .put(updated)
        .where(({ updatedAt }, { eq }) => eq(updatedAt, current.updatedAt))
        .commit(),
      nextTask: next === null ? undefined : entities.task.create(next).commit(),
      terms: [...taskTermUpdates(entities, current, updated), ...taskTermUpdates(entities, null, next)],
    }));
    if (!cancellation) return { task: updated, nextTask: next };
    if (cancellation.conditionFailed('task')) throw new WriteConflictError('task changed while updating it');
    throw cancellation.unexpected('Updating a task');
  });
  const [answered, answeredNext] = await toTasks(userId, nextTask === null ? [task] : [task, nextTask]);
  if (!answered) throw new Error('An updated task answered nothing');
  return { task: answered, nextTask: answeredNext ?? null };
}

/**
 * Deletes one of the caller's tasks (404 otherwise). A treatment's recount task is also forgotten by its
 * treatment, in the same transaction, while that treatment still names it.
 */
export async function deleteTask(caller: Caller, taskId: string): Promise<void> {
  const { userId } = caller;
  await retryOnWriteConflict(async () => {
    const current = await readTask(userId, taskId);
    await assertTaskInScope(caller, current);
    const treatmentId = current.treatmentId;
    const { data: treatment } =
      treatmentId === undefined
        ? { data: null }
        : await TreatmentEntity.get({ userId, treatmentId }).go({ attributes: ['recountTaskId'], consistent: true });
    const recountOf = treatment?.recountTaskId === taskId ? treatmentId : undefined;
    const cancellation = await writeTransaction((entities) => ({
      // As read, so the words removed are the task's own.
      task: entities.task
        .delete({ userId, taskId })
        .where(({ updatedAt }, { eq }) => eq(updatedAt, current.updatedAt))
        .commit(),
      terms: taskTermUpdates(entities, current, null),
      treatment:
        recountOf === undefined
          ? undefined
          : entities.treatment
              .patch({ userId, treatmentId: recountOf })
              .remove(['recountTaskId'])
              .where(({ recountTaskId }, { eq }) => eq(recountTaskId, taskId))
              .commit(),
    }));
    if (!cancellation) return;
    // Deleted (the read again answers 404) or edited meanwhile: read again.
    if (cancellation.conditionFailed('task')) throw new WriteConflictError('task changed while deleting it');
    // The treatment was deleted or re-counted meanwhile: read again.
    if (cancellation.conditionFailed('treatment')) throw new WriteConflictError('treatment changed meanwhile');
    throw cancellation.unexpected('Deleting a task');
  });
}

/** Tasks unlinked per transaction: DynamoDB's 100 items. */
const APIARY_TASKS_PER_TRANSACTION = 100;
/** Transactions one request spends unlinking an apiary's tasks: 1,000 tasks, some 30 DynamoDB requests. */
const APIARY_TASK_TRANSACTIONS_PER_REQUEST = 10;

/**
 * Unlinks the tasks linked to this apiary itself (not through a hive: an apiary is deleted only once it has
 * none), 100 per transaction, at most 1,000 per request. Answers how many are left (at least that many: the
 * count is of one more page), 0 when none.
 */
export async function unlinkApiaryTasks({ userId }: Caller, apiaryId: string): Promise<number> {
  const tasksOfApiary = TaskEntity.query.tasksOfLink({ userId, linkId: apiaryId });
  for (let round = 0; round < APIARY_TASK_TRANSACTIONS_PER_REQUEST; round++) {
    const finished = await retryOnWriteConflict(async () => {
      const { data } = await tasksOfApiary.go({ limit: APIARY_TASKS_PER_TRANSACTION });
      if (data.length === 0) return true;
      // gsi2 is eventually consistent: each put is conditioned on the task as it was read.
      const cancellation = await writeTransaction((entities) => ({
        tasks: data.map((task) =>
          entities.task
            .put(taskRecord(fieldsOf(task), {}, { createdAt: task.createdAt }))
            .where(({ updatedAt }, { eq }) => eq(updatedAt, task.updatedAt))
            .commit(),
        ),
      }));
      if (cancellation?.conditionFailed('tasks')) throw new WriteConflictError('task changed while unlinking it');
      if (cancellation) throw cancellation.unexpected("Unlinking an apiary's tasks");
      return data.length < APIARY_TASKS_PER_TRANSACTION;
    });
    if (finished) return 0;
  }
  const { data } = await tasksOfApiary.go({ limit: APIARY_TASKS_PER_TRANSACTION, attributes: ['taskId'] });
  return data.length;
}
