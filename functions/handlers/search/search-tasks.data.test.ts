import { describe, expect, it, onTestFinished } from 'vitest';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import { SEARCH_RESULT_LIMIT, SEARCH_TERM_MATCHES_READ } from '../../../shared/domain/search';
import { TASK_BATCH_MAX, type Task, type TaskInput, type TaskUpdateAnswer } from '../../../shared/schemas/task';
import type { Treatment, TreatmentInput } from '../../../shared/schemas/treatment';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { documentClient } from '../../lib/data/client';
import { found, foundIds, termItemsOf } from '../../test-support/search';
import { recordSentCommands } from '../../test-support/sent-commands';

async function beekeeperWithHive(name = 'Rose'): Promise<{ who: TestBeekeeper; hive: Hive }> {
  const who = beekeeper();
  const apiary = await who.request<Apiary>('createApiary', { body: { name: 'Home yard', location: 'Barn' } });
  const hive = await who.request<Hive>('createHive', { body: { name, apiaryId: apiary.body.id } });
  expect(hive.statusCode).toBe(201);
  return { who, hive: hive.body };
}

const supers = (extra: Partial<TaskInput> = {}): TaskInput => ({
  title: 'Add honey supers',
  description: 'Clover flow starting, two supers with drawn comb',
  dueDate: '2026-06-01',
  priority: 'high',
  type: 'maintenance',
  ...extra,
});

const apivar = (hiveId: string): TreatmentInput => ({
  hiveId,
  treatmentType: 'varroa',
  treatmentName: 'Apivar',
  productId: 'apivar',
  applicationDate: '2026-04-01',
});

/** Sixteen words past the title, so every such task fills the index to its limit. */
const LONG_TEXT = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa';

async function add(who: TestBeekeeper, body: TaskInput): Promise<Task> {
  const answer = await who.request<Task>('createTask', { body });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

describe('header search of tasks', () => {
  it('finds a task by its title and description, with its hive and due date, and never for another beekeeper', async () => {
    const { who: ann, hive } = await beekeeperWithHive();
    const task = await add(ann, supers({ hiveId: hive.id }));
    const unlinked = await add(ann, supers({ title: 'Order foundation', description: undefined }));
    const { who: bob } = await beekeeperWithHive();

    expect(await found(ann, 'supe')).toEqual([
      {
        type: 'task',
        id: task.id,
        title: 'Add honey supers · Rose',
        day: { kind: 'due', date: '2026-06-01' },
        snippet: 'Add honey supers',
        hiveId: hive.id,
      },
    ]);
    expect((await found(ann, 'clover flow')).map(({ snippet }) => snippet)).toEqual([
      'Clover flow starting, two supers with drawn…',
    ]);
    expect(await found(ann, 'foundation')).toEqual([
      expect.objectContaining({
        id: unlinked.id,
        title: 'Order foundation',
        day: { kind: 'due', date: '2026-06-01' },
        hiveId: null,
      }),
    ]);
    expect(await foundIds(bob, 'supers')).toEqual([]);
  });

  it('replaces the words of an edited task, says when it is done, and finds the next of a repeating one', async () => {
    const { who: ann, hive } = await beekeeperWithHive();
    const task = await add(ann, supers({ hiveId: hive.id, repeat: 'weekly' }));

    const edited = await ann.requestFor<TaskUpdateAnswer>('updateTask', task.id, {
      body: { title: 'Check queen excluder', description: null },
    });
    expect(edited.statusCode).toBe(200);
    expect(await foundIds(ann, 'supers')).toEqual([]);
    expect(await termItemsOf(ann, 'task')).toEqual([`check ${task.id}`, `excluder ${task.id}`, `queen ${task.id}`]);

    const completed = await ann.requestFor<TaskUpdateAnswer>('updateTask', task.id, { body: { completed: true } });
    const next = completed.body.nextTask;
    expect(next).toEqual(expect.objectContaining({ title: 'Check queen excluder', dueDate: '2026-06-08' }));
    expect(
      (await found(ann, 'excluder')).map(({ id, title, day }) => `${id} ${title} ${day?.kind} ${day?.date}`),
    ).toEqual([
      `${String(next?.id)} Check queen excluder · Rose due 2026-06-08`,
      `${task.id} Check queen excluder · Rose wasDue 2026-06-01`,
    ]);
  });

  it('leaves no word behind when a task, a hive with many long tasks, or a treatment with its recount go', async () => {
    const { who: ann, hive } = await beekeeperWithHive();
    await setSubscription(ann, 'pro', 'active');
    const deleted = await add(ann, supers({ hiveId: hive.id }));
    expect((await ann.requestFor('deleteTask', deleted.id)).statusCode).toBe(204);
    expect(await termItemsOf(ann, 'task')).toEqual([]);

    // A recount task is found by its title, moves its words with the treatment's hive, and goes with it.
    const treatment = await ann.request<Treatment>('createTreatment', {
      body: apivar(hive.id),
    });
    expect(treatment.statusCode).toBe(201);
    expect(await found(ann, 'varroa recount')).toEqual([
      expect.objectContaining({
        id: treatment.body.recountTaskId,
        // Its title names its hive already: not twice.
        title: 'Varroa recount: Rose',
        day: { kind: 'due', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown },
      }),
    ]);
    const other = await ann.request<Hive>('createHive', { body: { name: 'Thyme', apiaryId: hive.apiaryId } });
    const moved = await ann.requestFor('updateTreatment', treatment.body.id, {
      body: apivar(other.body.id),
    });
    expect(moved.statusCode).toBe(200);
    expect(await foundIds(ann, 'rose')).toEqual([`hive ${hive.id}`]);
    expect(await foundIds(ann, 'recount thyme')).toEqual([`task ${String(treatment.body.recountTaskId)}`]);
    expect((await ann.requestFor('deleteTreatment', treatment.body.id)).statusCode).toBe(204);
    expect(await termItemsOf(ann, 'task')).toEqual([]);

    // 12 tasks of 17 words (204 term items) need several transactions of at most 100 items.
    for (let day = 10; day < 22; day++) {
      await add(ann, supers({ hiveId: hive.id, dueDate: `2026-07-${String(day)}`, description: LONG_TEXT }));
    }
    expect(await termItemsOf(ann, 'task')).toHaveLength(12 * 16);
    expect((await ann.requestFor('deleteHive', hive.id)).statusCode).toBe(204);
    expect(await termItemsOf(ann, 'task')).toEqual([]);
    expect(await foundIds(ann, 'foxtrot')).toEqual([]);
  });

  it('adds a whole checklist of long tasks in several transactions, each found', async () => {
    const { who: ann } = await beekeeperWithHive();
    const checklist = Array.from({ length: TASK_BATCH_MAX }, (_, index) =>
      supers({ title: `Checklist ${String(index)}`, description: LONG_TEXT }),
    );
    const sent = recordSentCommands();
    const answer = await ann.request<Task[]>('createTasks', { body: { tasks: checklist } });
    expect(answer.statusCode).toBe(201);
    // 25 tasks of 17 items each: 5 to a transaction of at most 100 items.
    expect(sent.filter((command) => command === 'TransactWriteItemsCommand')).toHaveLength(5);
    expect(await termItemsOf(ann, 'task')).toHaveLength(TASK_BATCH_MAX * 16);
    expect(await foundIds(ann, 'checklist 24')).toEqual([`task ${String(answer.body.at(-1)?.id)}`]);
  });

  it("reads a bounded page per word, and finds two common words together by checking the rarest one's records", async () => {
    const { who: ann } = await beekeeperWithHive();
    const addMany = async (count: number, title: string) => {
      for (let done = 0; done < count; done += TASK_BATCH_MAX) {
        const tasks = Array.from({ length: Math.min(TASK_BATCH_MAX, count - done) }, () =>
          supers({ title, description: undefined }),
        );
        expect((await ann.request('createTasks', { body: { tasks } })).statusCode).toBe(201);
      }
    };
    // More than a page of each word: the one task with both is the newest "comb" and older than every "frames".
    await addMany(SEARCH_TERM_MATCHES_READ, 'Cut comb');
    const both = await add(ann, supers({ title: 'Frames of comb', description: undefined }));
    await addMany(SEARCH_TERM_MATCHES_READ, 'Frames');
    const queryLimits: (number | undefined)[] = [];
    documentClient.middlewareStack.add(
      (next) => (args) => {
        const { KeyConditionExpression, Limit } = args.input as { KeyConditionExpression?: string; Limit?: number };
        if (KeyConditionExpression) queryLimits.push(Limit);
        return next(args);
      },
      { step: 'initialize', name: 'searchQueryLimits' },
    );
    onTestFinished(() => {
      documentClient.middlewareStack.remove('searchQueryLimits');
    });
    const sent = recordSentCommands();

    expect(await foundIds(ann, 'comb fram')).toEqual([`task ${both.id}`]);
    // Two bounded Queries; "frames" read in part can't rule a "comb" task out, so those are read (one BatchGet).
    expect(sent.splice(0)).toEqual(['QueryCommand', 'QueryCommand', 'BatchGetItemCommand']);
    expect(queryLimits).toEqual([SEARCH_TERM_MATCHES_READ, SEARCH_TERM_MATCHES_READ]);
    expect(await found(ann, 'frames')).toHaveLength(SEARCH_RESULT_LIMIT);
  });

  it('costs one Query per word and one BatchGet per record type found, plus the hive names', async () => {
    const { who: ann, hive } = await beekeeperWithHive('Clover');
    await add(ann, supers({ hiveId: hive.id }));

    const sent = recordSentCommands();
    expect(await foundIds(ann, 'clover')).toHaveLength(2);
    // The word's Query, then the hive and the task side by side (the task's hive was read).
    expect(sent.splice(0).sort()).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand', 'QueryCommand']);
    expect(await foundIds(ann, 'drawn supe')).toHaveLength(1);
    // Two words, two Queries; the task, then its hive's name.
    expect(sent.splice(0).sort()).toEqual([
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'QueryCommand',
      'QueryCommand',
    ]);
  });
});
