/** The demo schedule: overdue, today, this week, later, a weekly swarm check, one done. */
import type { Task, TaskInput } from '../../../shared/schemas/task';
import { apiPath } from '../../../functions/api-path';
import { routes } from '../../../functions/routes';
import { daysFromNow } from './demo-days';
import { demoIdOf, type DemoSeedContext } from './seeding-api';

/**
 * The demo beekeeper's schedule: due this many days from the day the stack starts (negative: overdue), linked to a
 * hive or an apiary by name; `completed` ones are ticked off after they are added.
 */
type DemoTask = Omit<TaskInput, 'dueDate' | 'hiveId' | 'apiaryId'> & {
  dueInDays: number;
  hive?: string;
  apiary?: string;
  completed?: true;
};

const DEMO_TASKS: DemoTask[] = [
  { title: 'Top up Buttercup with 1:1 syrup', dueInDays: -2, priority: 'high', type: 'feeding', hive: 'Buttercup' },
  {
    title: 'Swarm check',
    description: 'Look for queen cells along the bottom bars; add room if the brood nest is crowded.',
    dueInDays: 0,
    priority: 'high',
    type: 'inspection',
    hive: 'Golden Comb',
    repeat: 'weekly',
  },
  { title: 'Varroa wash on Lavender', dueInDays: 2, priority: 'medium', type: 'inspection', hive: 'Lavender' },
  {
    title: 'Mow around the meadow hives',
    dueInDays: 5,
    priority: 'low',
    type: 'maintenance',
    apiary: 'Clover Meadow',
  },
  { title: 'Order spare frames and foundation', dueInDays: 6, priority: 'medium', type: 'other' },
  {
    title: 'Jar the honey from the last extraction',
    dueInDays: 21,
    priority: 'medium',
    type: 'harvest',
    apiary: 'Home Apiary',
  },
  {
    title: 'Check entrance reducers',
    dueInDays: -6,
    priority: 'low',
    type: 'maintenance',
    apiary: 'Home Apiary',
    completed: true,
  },
];

/** The demo schedule, added in one checklist batch as the web app adds a season's tasks. */
export async function seedTasks({ beekeeperApi: api, ids }: DemoSeedContext): Promise<void> {
  const tasks = DEMO_TASKS.map(({ dueInDays, hive, apiary, completed: _completed, ...task }) => ({
    ...task,
    dueDate: daysFromNow(dueInDays),
    hiveId: demoIdOf(ids, hive),
    apiaryId: demoIdOf(ids, apiary),
  }));
  const created = (await api(routes.createTasks.method, apiPath(routes.createTasks), { tasks })) as Task[];
  for (const [index, task] of created.entries()) {
    if (!DEMO_TASKS[index]?.completed) continue;
    await api(routes.updateTask.method, apiPath(routes.updateTask, { id: task.id }), { completed: true });
  }
}
