import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import { NEXT_CURSOR_HEADER } from '../../../shared/domain/paging';
import {
  TASK_BATCH_MAX,
  type Task,
  type TaskInput,
  type TaskPatch,
  type TaskUpdateAnswer,
} from '../../../shared/schemas/task';
import { TaskEntity } from '../../lib/data/entities/task';
import { TreatmentEntity } from '../../lib/data/entities/treatment';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';

/** The day the server counts from (UTC), and days around it. */
function day(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

async function yardWithHive(who: TestBeekeeper, name = 'Home yard'): Promise<{ apiary: Apiary; hive: Hive }> {
  const apiary = (await who.request<Apiary>('createApiary', { body: { name, location: 'Barn' } })).body;
  const hive = await who.request<Hive>('createHive', { body: { name: `${name} hive`, apiaryId: apiary.id } });
  expect(hive.statusCode).toBe(201);
  return { apiary, hive: hive.body };
}

async function addTask(who: TestBeekeeper, fields: Partial<TaskInput> = {}): Promise<Task> {
  const body = { title: 'Check stores', dueDate: day(3), priority: 'medium', type: 'inspection', ...fields };
  const answer = await who.request<Task>('createTask', { body });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

function listTasks(who: TestBeekeeper, query: Record<string, string> = {}) {
  return who.request<Task[]>('listTasks', { rawQueryString: new URLSearchParams(query).toString() });
}

function patchTask(who: TestBeekeeper, taskId: string, body: TaskPatch) {
  return who.requestFor<TaskUpdateAnswer>('updateTask', taskId, { body });
}

/** Every page of a listing, following the cursor header. */
async function allPages(who: TestBeekeeper, query: Record<string, string>): Promise<{ tasks: Task[]; pages: number }> {
  const tasks: Task[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const answer = await listTasks(who, cursor === undefined ? query : { ...query, cursor });
    expect(answer.statusCode).toBe(200);
    tasks.push(...answer.body);
    cursor = answer.headers[NEXT_CURSOR_HEADER];
    pages++;
  } while (cursor !== undefined);
  return { tasks, pages };
}

describe('tasks', () => {
  it('are added linked to a hive (answering its apiary), to an apiary, or to nothing', async () => {
    const ann = beekeeper();
    const { apiary, hive } = await yardWithHive(ann);
    const forHive = await addTask(ann, {
      title: 'Swarm check',
      description: 'Look for queen cells',
      hiveId: hive.id,
      priority: 'high',
      repeat: 'weekly',
    });
    expect(forHive).toMatchObject({
      title: 'Swarm check',
      description: 'Look for queen cells',
      priority: 'high',
      type: 'inspection',
      hiveId: hive.id,
      hiveName: hive.name,
      apiaryId: apiary.id,
      apiaryName: apiary.name,
      completed: false,
      repeat: 'weekly',
      repeatEveryDays: null,
      treatmentId: null,
    });
    expect(await addTask(ann, { apiaryId: apiary.id })).toMatchObject({
      hiveId: null,
      hiveName: null,
      apiaryId: apiary.id,
      apiaryName: apiary.name,
    });
    expect(await addTask(ann, { repeat: 'every_n_days', repeatEveryDays: 10 })).toMatchObject({
      hiveId: null,
      apiaryId: null,
      description: null,
      repeat: 'every_n_days',
      repeatEveryDays: 10,
    });
    expect((await listTasks(ann)).body).toHaveLength(3);
  });

  it("answer 404 for another beekeeper's hive, apiary or task, and 400 with the spec's messages, adding nothing", async () => {
    const ann = beekeeper();
    const bob = beekeeper();
    const { apiary, hive } = await yardWithHive(ann);
    const task = await addTask(ann, { hiveId: hive.id });
    const base = { title: 'Feed', dueDate: day(1), priority: 'low', type: 'feeding' };

    const foreignHive = await bob.request('createTask', { body: { ...base, hiveId: hive.id } });
    expect(foreignHive).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    const foreignApiary = await bob.request('createTask', { body: { ...base, apiaryId: apiary.id } });
    expect(foreignApiary).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.apiaryNotFound, code: 'apiaryNotFound' },
    });
    const foreignBatch = await bob.request('createTasks', { body: { tasks: [base, { ...base, hiveId: hive.id }] } });
    expect(foreignBatch).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    expect((await listTasks(bob)).body).toEqual([]);
    expect((await listTasks(bob, { hiveId: hive.id })).statusCode).toBe(404);

    for (const route of ['updateTask', 'deleteTask'] as const) {
      const answer = await bob.requestFor(route, task.id, { body: { completed: true } });
      expect(answer).toMatchObject({
        statusCode: 404,
        body: { message: API_ERRORS.taskNotFound, code: 'taskNotFound' },
      });
    }
    const relinked = await patchTask(ann, task.id, { hiveId: (await yardWithHive(bob)).hive.id });
    expect(relinked).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });

    const invalid = await ann.request('createTask', { body: { repeat: 'every_n_days' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toMatchObject({
      errors: {
        title: [VALIDATION.titleRequired],
        dueDate: [VALIDATION.dueDateRequired],
        priority: [VALIDATION.priorityRequired],
        type: [VALIDATION.typeRequired],
      },
    });
    const noDays = await ann.request('createTask', { body: { ...base, repeat: 'every_n_days' } });
    expect(noDays).toMatchObject({
      statusCode: 400,
      body: { errors: { repeatEveryDays: [VALIDATION.repeatEveryDaysRequired] } },
    });
    const tooMany = await ann.request('createTasks', { body: { tasks: Array(TASK_BATCH_MAX + 1).fill(base) } });
    expect(tooMany).toMatchObject({ statusCode: 400, body: { errors: { tasks: [VALIDATION.tooManyTasks(25)] } } });
    const empty = await patchTask(ann, task.id, {});
    expect(empty).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.nothingToUpdate, code: 'nothingToUpdate' },
    });
    // A weekly task takes no number of days, whether or not the patch names the repeat.
    const weekly = (await patchTask(ann, task.id, { repeat: 'weekly' })).body.task;
    const days = await patchTask(ann, task.id, { repeatEveryDays: 5 });
    expect(days).toMatchObject({
      statusCode: 400,
      body: { errors: { repeatEveryDays: [VALIDATION.repeatEveryDaysOnlyForDays] } },
    });
    expect((await listTasks(ann)).body).toEqual([{ ...task, repeat: 'weekly', version: weekly.version }]);
  });

  it('are added as a checklist in one transaction, in the order sent', async () => {
    const ann = beekeeper();
    const { hive } = await yardWithHive(ann);
    const tasks = ['Add a super', 'Check for swarm cells', 'Treat for varroa'].map((title, index) => ({
      title,
      dueDate: day(index + 1),
      priority: 'medium',
      type: 'maintenance',
      hiveId: hive.id,
    }));
    const sent = recordSentCommands();
    const answer = await ann.request<Task[]>('createTasks', { body: { tasks } });
    expect(answer.statusCode).toBe(201);
    expect(answer.body.map(({ title, hiveName }) => [title, hiveName])).toEqual(
      tasks.map(({ title }) => [title, hive.name]),
    );
    expect(sent.filter((command) => command.startsWith('TransactWrite'))).toEqual(['TransactWriteItemsCommand']);
    expect((await listTasks(ann, { status: 'pending' })).body.map(({ id }) => id)).toEqual(
      answer.body.map(({ id }) => id),
    );
  });

  it('page by status: pending soonest first, completed latest first, all the pending then the completed', async () => {
    const ann = beekeeper();
    const { hive } = await yardWithHive(ann);
    // 12 pending and 9 completed, several due the same day (the id orders them), some for the hive.
    const pendingTasks = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        addTask(ann, { title: `Pending ${index}`, dueDate: day((index % 5) - 2), hiveId: index % 3 ? hive.id : null }),
      ),
    );
    const completedTasks = await Promise.all(
      Array.from({ length: 9 }, async (_, index) => {
        const task = await addTask(ann, { title: `Done ${index}`, dueDate: day(-(index % 4)) });
        return (await patchTask(ann, task.id, { completed: true })).body.task;
      }),
    );
    const byDue = (tasks: Task[]) =>
      [...tasks].sort((a, b) => `${a.dueDate}_${a.id}`.localeCompare(`${b.dueDate}_${b.id}`));
    const ids = (tasks: Task[]) => tasks.map(({ id }) => id);

    const pending = await allPages(ann, { status: 'pending', limit: '5' });
    expect(pending.pages).toBe(3);
    expect(ids(pending.tasks)).toEqual(ids(byDue(pendingTasks)));
    const completed = await allPages(ann, { status: 'completed', limit: '4' });
    expect(completed.pages).toBe(3);
    expect(ids(completed.tasks)).toEqual(ids(byDue(completedTasks).reverse()));
    expect(completed.tasks.every((task) => task.completed)).toBe(true);
    // 21 in pages of 5: the third page holds the last 2 pending and the first 3 completed.
    const all = await allPages(ann, { limit: '5' });
    expect(all.pages).toBe(5);
    expect(ids(all.tasks)).toEqual([...ids(pending.tasks), ...ids(completed.tasks)]);
    // Exactly a page of pending: the next page starts with the completed ones.
    const exact = await allPages(ann, { limit: '12' });
    expect(exact.pages).toBe(2);
    expect(ids(exact.tasks)).toEqual(ids(all.tasks));

    const forHive = await allPages(ann, { hiveId: hive.id, limit: '3' });
    expect(ids(forHive.tasks)).toEqual(ids(byDue(pendingTasks.filter((task) => task.hiveId === hive.id))));
    expect((await listTasks(ann, { hiveId: hive.id, status: 'completed' })).body).toEqual([]);
  }, 60_000);

  it('cost a bounded number of requests: a Query per status listed and the names, never a Scan', async () => {
    const ann = beekeeper();
    const { apiary, hive } = await yardWithHive(ann);
    await addTask(ann, { hiveId: hive.id });
    await addTask(ann, { apiaryId: apiary.id });
    const done = await addTask(ann);
    await patchTask(ann, done.id, { completed: true });

    const sent = recordSentCommands();
    expect((await listTasks(ann, { status: 'pending' })).body).toHaveLength(2);
    expect(sent.splice(0)).toEqual(['QueryCommand on gsi1', 'BatchGetItemCommand', 'BatchGetItemCommand']);
    expect((await listTasks(ann)).body).toHaveLength(3);
    expect(sent.splice(0)).toEqual([
      'QueryCommand on gsi1',
      'QueryCommand on gsi1',
      'BatchGetItemCommand',
      'BatchGetItemCommand',
    ]);
    expect((await listTasks(ann, { hiveId: hive.id })).body).toHaveLength(1);
    expect(sent.splice(0).sort()).toEqual([
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'GetItemCommand',
      'QueryCommand on gsi2',
      'QueryCommand on gsi2',
    ]);
    // A task linked to nothing needs no names.
    const reopened = await patchTask(ann, done.id, { completed: false });
    expect(reopened.statusCode).toBe(200);
    expect(sent.splice(0)).toEqual(['GetItemCommand', 'TransactWriteItemsCommand']);
  });

  it('list the upcoming ones: pending, due today or later, soonest first', async () => {
    const ann = beekeeper();
    await addTask(ann, { title: 'Overdue', dueDate: day(-1) });
    const later = await addTask(ann, { title: 'Later', dueDate: day(30) });
    const today = await addTask(ann, { title: 'Today', dueDate: day(0) });
    const tomorrow = await addTask(ann, { title: 'Tomorrow', dueDate: day(1) });
    const done = await addTask(ann, { title: 'Done', dueDate: day(2) });
    await patchTask(ann, done.id, { completed: true });
    for (let index = 0; index < 4; index++) await addTask(ann, { title: `Next month ${index}`, dueDate: day(31) });

    const sent = recordSentCommands();
    const upcoming = await ann.request<Task[]>('listUpcomingTasks');
    expect(upcoming.body.slice(0, 3)).toEqual([today, tomorrow, later]);
    expect(upcoming.body.slice(3).map(({ title }) => title.slice(0, 10))).toEqual(['Next month', 'Next month']);
    expect(sent).toEqual(['QueryCommand on gsi1']);
    const two = await ann.request<Task[]>('listUpcomingTasks', { rawQueryString: 'limit=2' });
    expect(two.body).toEqual([today, tomorrow]);
  });

  it('completing a repeating task schedules the next from its due date; marking it pending keeps that one', async () => {
    const ann = beekeeper();
    const { apiary, hive } = await yardWithHive(ann);
    const swarmCheck = await addTask(ann, {
      title: 'Swarm check',
      dueDate: '2026-01-31',
      hiveId: hive.id,
      repeat: 'monthly',
      priority: 'high',
    });
    const completed = await patchTask(ann, swarmCheck.id, { completed: true });
    expect(completed.statusCode).toBe(200);
    // Completing it changes it: its version moves (offline sync).
    expect(completed.body.task).toEqual({ ...swarmCheck, completed: true, version: expect.any(String) });
    expect(completed.body.task.version).not.toBe(swarmCheck.version);
    const next = completed.body.nextTask;
    expect(next).toMatchObject({
      title: 'Swarm check',
      dueDate: '2026-02-28',
      completed: false,
      repeat: 'monthly',
      priority: 'high',
      hiveId: hive.id,
      apiaryName: apiary.name,
    });
    expect(next?.id).not.toBe(swarmCheck.id);
    const pendingIds = async () => (await listTasks(ann, { status: 'pending' })).body.map(({ id }) => id);
    const completedIds = async () => (await listTasks(ann, { status: 'completed' })).body.map(({ id }) => id);
    expect(await pendingIds()).toEqual([next?.id]);
    expect(await completedIds()).toEqual([swarmCheck.id]);

    const reopened = await patchTask(ann, swarmCheck.id, { completed: false });
    expect(reopened.body).toEqual({ task: { ...swarmCheck, version: expect.any(String) }, nextTask: null });
    expect(reopened.body.task.version).not.toBe(completed.body.task.version);
    expect(await pendingIds()).toEqual([swarmCheck.id, next?.id]);
    expect(await completedIds()).toEqual([]);

    // A task that doesn't repeat schedules nothing, and a completed one edited stays as it is.
    const once = await addTask(ann, { title: 'Harvest' });
    const done = await patchTask(ann, once.id, { completed: true });
    expect(done.body.nextTask).toBeNull();
    const edited = await patchTask(ann, once.id, { title: 'Harvest the supers', completed: true });
    expect(edited.body).toEqual({
      task: { ...once, title: 'Harvest the supers', completed: true, version: expect.any(String) },
      nextTask: null,
    });
    expect(await pendingIds()).toHaveLength(2);
  });

  it('completed twice at once schedule one next task', async () => {
    const ann = beekeeper();
    const task = await addTask(ann, { repeat: 'every_n_days', repeatEveryDays: 9, dueDate: '2026-05-25' });
    const answers = await Promise.all([1, 2, 3].map(() => patchTask(ann, task.id, { completed: true })));
    expect(answers.map(({ statusCode }) => statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter(({ body }) => body.nextTask !== null)).toHaveLength(1);
    expect((await listTasks(ann, { status: 'pending' })).body).toMatchObject([{ dueDate: '2026-06-03' }]);
  });

  it('change only the fields a patch names: null or blank removes a description, a link or a repeat interval', async () => {
    const ann = beekeeper();
    await setSubscription(ann, 'pro', 'active');
    const { apiary, hive } = await yardWithHive(ann);
    const other = await yardWithHive(ann, 'Orchard');
    const task = await addTask(ann, {
      description: 'Bring the smoker',
      hiveId: hive.id,
      repeat: 'every_n_days',
      repeatEveryDays: 7,
    });
    const moved = await patchTask(ann, task.id, { hiveId: other.hive.id, description: '', dueDate: day(9) });
    expect(moved.body.task).toEqual({
      ...task,
      version: expect.any(String),
      description: null,
      dueDate: day(9),
      hiveId: other.hive.id,
      hiveName: other.hive.name,
      apiaryId: other.apiary.id,
      apiaryName: other.apiary.name,
    });
    const toApiary = await patchTask(ann, task.id, { hiveId: null, apiaryId: apiary.id, repeat: 'weekly' });
    expect(toApiary.body.task).toMatchObject({
      hiveId: null,
      hiveName: null,
      apiaryId: apiary.id,
      apiaryName: apiary.name,
      repeat: 'weekly',
      repeatEveryDays: null,
    });
    expect((await listTasks(ann, { hiveId: other.hive.id })).body).toEqual([]);
    const unlinked = await patchTask(ann, task.id, { apiaryId: null, repeat: 'none', priority: 'low' });
    expect(unlinked.body.task).toMatchObject({ apiaryId: null, apiaryName: null, repeat: 'none', priority: 'low' });
  });

  it('are deleted, a recount task also from its treatment', async () => {
    const ann = beekeeper();
    const { hive } = await yardWithHive(ann);
    const task = await addTask(ann);
    expect((await ann.requestFor('deleteTask', task.id)).statusCode).toBe(204);
    expect((await ann.requestFor('deleteTask', task.id)).statusCode).toBe(404);
    expect((await listTasks(ann)).body).toEqual([]);

    // The recount task a varroa treatment made (written as the treatments module writes them).
    const treatmentId = ulid();
    const recountTaskId = ulid();
    await TreatmentEntity.create({
      userId: ann.userId,
      treatmentId,
      hiveId: hive.id,
      treatmentType: 'varroa',
      treatmentName: 'Apivar',
      applicationDate: '2026-08-01',
      recountTaskId,
    }).go();
    await TaskEntity.create({
      userId: ann.userId,
      taskId: recountTaskId,
      title: `Varroa recount: ${hive.name}`,
      dueDate: '2026-09-22',
      priority: 'high',
      type: 'inspection',
      hiveId: hive.id,
      linkId: hive.id,
      treatmentId,
    }).go();
    expect((await listTasks(ann)).body).toMatchObject([{ id: recountTaskId, treatmentId }]);
    expect((await ann.requestFor('deleteTask', recountTaskId)).statusCode).toBe(204);
    const { data: treatment } = await TreatmentEntity.get({ userId: ann.userId, treatmentId }).go();
    expect(treatment).toMatchObject({ treatmentName: 'Apivar' });
    expect(treatment?.recountTaskId).toBeUndefined();
  });

  it('lose their apiary when it is deleted, and tasks of other apiaries keep theirs', async () => {
    const ann = beekeeper();
    await setSubscription(ann, 'pro', 'active');
    const { hive } = await yardWithHive(ann);
    const empty = (await ann.request<Apiary>('createApiary', { body: { name: 'Old yard', location: 'Hill' } })).body;
    const forApiary = await Promise.all(
      [1, 2, 3].map((index) => addTask(ann, { title: `Mow ${index}`, apiaryId: empty.id })),
    );
    const done = (await patchTask(ann, forApiary[0]?.id ?? '', { completed: true })).body.task;
    const forHive = await addTask(ann, { hiveId: hive.id });

    expect((await ann.requestFor('deleteApiary', empty.id)).statusCode).toBe(204);
    const tasks = (await allPages(ann, {})).tasks;
    expect(tasks).toHaveLength(4);
    expect(tasks.find(({ id }) => id === forHive.id)).toEqual(forHive);
    for (const task of [done, ...forApiary.slice(1)]) {
      // Unlinked: their version moves with their link.
      const unlinked = tasks.find(({ id }) => id === task.id);
      expect(unlinked).toEqual({ ...task, apiaryId: null, apiaryName: null, version: expect.any(String) });
      expect(unlinked?.version).not.toBe(task.version);
    }
    const { data } = await TaskEntity.query.tasksOfLink({ userId: ann.userId, linkId: empty.id }).go();
    expect(data).toEqual([]);
  });
});
