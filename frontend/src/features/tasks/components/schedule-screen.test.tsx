import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_STATUS, TOASTS, VALIDATION } from '@shared/messages';
import { seasonTaskTemplates } from '@shared/rules/task-templates';
import type { Task } from '@shared/schemas/task';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalog';
import { apiPath, routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { openDialog } from '@/testing/queries';
import { buildApiary, buildHive } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { apiPattern, apiUrl, buildUser, recordBodies, serveBeekeeper, server } from '@/testing/server';
import { buildTask, daysFromToday, serveCalendarFeed, serveTasks } from '@/testing/tasks';
import { ScheduleScreen } from './schedule-screen';
import { routes as serverRoutes } from '../../../../../functions/routes';
import { CLIENT_MADE_ID, emptyOutbox } from '@/testing/outbox';
import { outboxEntries } from '@/lib/offline/outbox';

const home = buildApiary({ id: '01HV000000000000000000APA1', name: 'Home Apiary', latitude: '51.5' });
const tasman = buildApiary({ id: '01HV000000000000000000APA2', name: 'Tasman', latitude: '-41.3' });
const buttercup = buildHive({ id: '01HV000000000000000000H1V1', name: 'Buttercup', apiaryId: home.id });

function renderSchedule(path: string = paths.app.schedule.getHref()) {
  return renderWithApp(<ScheduleScreen />, { path });
}

/** The beekeeper with an apiary and a hive, their tasks, and no calendar link. */
function serveSchedule(tasks: Task[]) {
  serveBeekeeper({ apiaries: [home, tasman], hives: [buttercup] });
  serveCalendarFeed({ since: null });
  return serveTasks(tasks);
}

/** The titles of the tasks listed under the group heading `group` ("Overdue", "Today", ...). */
function titlesIn(group: string): string[] {
  const list = screen.getByRole('list', { name: new RegExp(`^${group} \\(`) });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

const toast = (text: string) => screen.findByText(text);

describe('the schedule', () => {
  it('groups pending tasks Overdue, Today, This week and Later, with the completed ones below', async () => {
    serveSchedule([
      buildTask({ id: '01HV00000000000000000TASK1', title: 'Feed 2:1 syrup', dueDate: daysFromToday(-3) }),
      buildTask({ id: '01HV00000000000000000TASK2', title: 'Swarm check', dueDate: daysFromToday(0) }),
      buildTask({ id: '01HV00000000000000000TASK3', title: 'Add honey supers', dueDate: daysFromToday(5) }),
      buildTask({ id: '01HV00000000000000000TASK4', title: 'Harvest honey', dueDate: daysFromToday(30) }),
      buildTask({ id: '01HV00000000000000000TASK5', title: 'Varroa count', completed: true }),
    ]);
    renderSchedule();

    expect(await screen.findByRole('heading', { level: 2, name: 'Overdue (1)' })).toBeInTheDocument();
    expect(titlesIn('Overdue')).toEqual(['Feed 2:1 syrup']);
    expect(titlesIn('Today')).toEqual(['Swarm check']);
    expect(titlesIn('This week')).toEqual(['Add honey supers']);
    expect(titlesIn('Later')).toEqual(['Harvest honey']);
    expect(titlesIn('Completed')).toEqual(['Varroa count']);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 5)).toEqual(['Overdue (1)', 'Today (1)', 'This week (1)', 'Later (1)', 'Completed (1)']);
    expect(screen.getByRole('checkbox', { name: 'Done: Varroa count' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Done: Swarm check' })).not.toBeChecked();
    await expectNoSeriousA11yViolations('the schedule');
  });

  it('speaks German to a German beekeeper: heading, groups, priority, due date, repeat and counts', async () => {
    await activateLocale('de');
    serveSchedule([
      buildTask({
        id: '01HV00000000000000000TASK1',
        title: 'Schwarmkontrolle',
        priority: 'high',
        dueDate: '2026-04-10',
        hiveName: 'Buttercup',
        apiaryName: 'Home Apiary',
        repeat: 'every_n_days',
        repeatEveryDays: 7,
      }),
      buildTask({ id: '01HV00000000000000000TASK2', title: 'Varroa count', completed: true }),
    ]);
    renderSchedule();

    expect(await screen.findByRole('heading', { level: 1, name: 'Arbeitsplan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aufgabe hinzufügen' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Überfällig (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Erledigt (1)' })).toBeInTheDocument();
    const item = within(screen.getByRole('heading', { name: 'Schwarmkontrolle' }).closest('li') as HTMLElement);
    expect(item.getByText('Hohe Priorität')).toBeInTheDocument();
    expect(item.getByText(/^Fällig am/)).toHaveTextContent(
      'Fällig am Fr., 10. April 2026 · Buttercup · Home Apiary · Wiederholt sich alle 7 Tage',
    );
    expect(item.getByRole('img', { name: 'Durchsicht' })).toBeInTheDocument();
    expect(item.getByRole('checkbox', { name: 'Erledigt: Schwarmkontrolle' })).not.toBeChecked();
    expect(item.getByRole('button', { name: 'Schwarmkontrolle bearbeiten' })).toHaveTextContent('Bearbeiten');
    expect(item.getByRole('button', { name: 'Schwarmkontrolle löschen' })).toHaveTextContent('Löschen');
    expect(screen.getByRole('region', { name: 'Kalenderlink' })).toBeInTheDocument();
  });

  it("shows each task's type, priority, due date, hive and apiary, repeat and description", async () => {
    serveSchedule([
      buildTask({
        title: 'Swarm check',
        type: 'other',
        priority: 'high',
        dueDate: '2026-04-10',
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        apiaryId: home.id,
        apiaryName: 'Home Apiary',
        repeat: 'every_n_days',
        repeatEveryDays: 7,
        description: 'Look for queen cells',
      }),
    ]);
    renderSchedule();

    const item = within((await screen.findByRole('heading', { name: 'Swarm check' })).closest('li') as HTMLElement);
    expect(item.getByRole('img', { name: 'Other' })).toBeInTheDocument();
    expect(item.getByText('High priority')).toBeInTheDocument();
    expect(item.getByText('Overdue')).toBeInTheDocument();
    expect(item.getByText(/^Due/)).toHaveTextContent(
      'Due Fri, April 10, 2026 · Buttercup · Home Apiary · Repeats every 7 days',
    );
    expect(item.getByText('Look for queen cells')).toBeInTheDocument();
  });

  it('filters All, Pending and Completed, keeping the choice in the address', async () => {
    const requests = serveSchedule([
      buildTask({ id: '01HV00000000000000000TASK1', title: 'Swarm check' }),
      buildTask({ id: '01HV00000000000000000TASK2', title: 'Varroa count', completed: true }),
    ]);
    const { user } = renderSchedule();
    await screen.findByRole('heading', { name: 'Varroa count' });
    const filter = within(screen.getByRole('group', { name: 'Show tasks' }));
    expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filter.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Swarm check' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Varroa count' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/schedule?status=completed');
    expect(filter.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filter.getByRole('button', { name: 'Pending' }));
    expect(await screen.findByRole('heading', { name: 'Swarm check' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Varroa count' })).not.toBeInTheDocument();
    expect(requests.map((query) => query.get('status'))).toEqual(['all', 'completed', 'pending']);

    await user.click(filter.getByRole('button', { name: 'All' }));
    await screen.findByRole('heading', { name: 'Varroa count' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/schedule$/);
  });

  it('opens on the status the address names, and says when nothing is left to do', async () => {
    serveSchedule([buildTask({ title: 'Varroa count', completed: true })]);
    const { user } = renderSchedule(paths.app.schedule.getHref({ status: 'pending' }));

    expect(await screen.findByRole('heading', { name: 'Nothing left to do' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all tasks' }));
    expect(await screen.findByRole('heading', { name: 'Varroa count' })).toBeInTheDocument();
  });

  it('shows a skeleton while the tasks load', () => {
    serveBeekeeper();
    serveCalendarFeed({ since: null });
    server.use(http.get(apiUrl(routes.listTasks), () => delay('infinite')));
    renderSchedule();
    expect(screen.getByRole('status', { name: 'Loading tasks' })).toBeInTheDocument();
  });

  it('says when the tasks could not be loaded, and retries', async () => {
    serveBeekeeper();
    serveCalendarFeed({ since: null });
    server.use(http.get(apiUrl(routes.listTasks), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = renderSchedule();
    expect(await screen.findByText(/We couldn't load your tasks/)).toBeInTheDocument();
    serveTasks([buildTask({ title: 'Swarm check' })]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Swarm check' })).toBeInTheDocument();
  });

  it('loads the next page with Load more', async () => {
    const many = Array.from({ length: 55 }, (_, index) =>
      buildTask({ id: `01HV000000000000000TASK${String(index).padStart(3, '0')}`, title: `Task ${index}` }),
    );
    const requests = serveSchedule(many);
    const { user } = renderSchedule();

    await screen.findByRole('heading', { name: 'Task 0' });
    expect(screen.queryByRole('heading', { name: 'Task 54' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more tasks' }));
    expect(await screen.findByRole('heading', { name: 'Task 54' })).toBeInTheDocument();
    expect(requests[1]?.get('cursor')).toMatch(/^pending_\d{4}-\d{2}-\d{2}_01HV000000000000000TASK\d{3}$/);
  });
});

describe('adding and editing a task', () => {
  it("starts from today, medium and inspection, says the spec's messages, and sends null links", async () => {
    const tasks = [] as Task[];
    serveSchedule(tasks);
    const bodies = recordBodies(routes.createTask, (body) => {
      const task = buildTask({ ...(body as Partial<Task>), id: '01HV00000000000000000TASK9' });
      tasks.push(task);
      return HttpResponse.json(task, { status: 201 });
    });
    const { user } = renderSchedule();
    await screen.findByRole('heading', { name: 'No tasks yet' });

    const dialog = await openDialog(user, 'Add Task', 'Add Task');
    expect(dialog.getByLabelText('Due date')).toHaveValue(daysFromToday(0));
    expect(dialog.getByLabelText('Priority')).toHaveDisplayValue('Medium');
    expect(dialog.getByLabelText('Type')).toHaveDisplayValue('Inspection');
    expect(dialog.getByLabelText('Repeat')).toHaveDisplayValue('Does not repeat');
    await expectNoSeriousA11yViolations('the add task dialog');

    await user.clear(dialog.getByLabelText('Due date'));
    await user.click(dialog.getByRole('button', { name: 'Create Task' }));
    expect(await dialog.findByText(VALIDATION.titleRequired)).toBeInTheDocument();
    expect(dialog.getByText(VALIDATION.dueDateRequired)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(dialog.getByLabelText('Title'), 'Swarm check');
    await user.type(dialog.getByLabelText('Due date'), '2026-05-02');
    await user.selectOptions(dialog.getByLabelText('Hive'), 'Buttercup');
    await user.selectOptions(dialog.getByLabelText('Repeat'), 'Every N days');
    await user.click(dialog.getByRole('button', { name: 'Create Task' }));
    expect(await dialog.findByText(VALIDATION.repeatEveryDaysRequired)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Every how many days'), '7');
    await user.click(dialog.getByRole('button', { name: 'Create Task' }));

    expect(await toast(TOASTS.taskCreated)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        id: CLIENT_MADE_ID,
        title: 'Swarm check',
        description: null,
        dueDate: '2026-05-02',
        priority: 'medium',
        type: 'inspection',
        hiveId: buttercup.id,
        apiaryId: null,
        repeat: 'every_n_days',
        repeatEveryDays: 7,
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Swarm check' })).toBeInTheDocument();
  });

  it("says the server's message when adding fails", async () => {
    serveSchedule([]);
    server.use(
      http.post(apiUrl(routes.createTask), () => HttpResponse.json({ message: 'Hive not found' }, { status: 404 })),
    );
    const { user } = renderSchedule();
    const dialog = await openDialog(user, 'Add Task', 'Add Task');
    await user.type(dialog.getByLabelText('Title'), 'Swarm check');
    await user.click(dialog.getByRole('button', { name: 'Create Task' }));

    expect(await toast(TOASTS.taskCreateFailedBecause('Hive not found'))).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Task' })).toBeInTheDocument();
  });

  it('edits a task prefilled, sending what was emptied as null', async () => {
    const task = buildTask({
      title: 'Swarm check',
      description: 'Look for queen cells',
      hiveId: buttercup.id,
      hiveName: 'Buttercup',
      repeat: 'every_n_days',
      repeatEveryDays: 7,
    });
    serveSchedule([task]);
    const bodies = recordBodies(routes.updateTask, { id: task.id }, (body) =>
      HttpResponse.json({ task: { ...task, ...body }, nextTask: null }),
    );
    const { user } = renderSchedule();

    const dialog = await openDialog(user, 'Edit Swarm check', 'Edit Task');
    expect(dialog.getByLabelText('Title')).toHaveValue('Swarm check');
    expect(dialog.getByLabelText('Hive')).toHaveDisplayValue('Buttercup');
    expect(dialog.getByLabelText('Every how many days')).toHaveValue(7);
    await user.clear(dialog.getByLabelText('Description'));
    await user.selectOptions(dialog.getByLabelText('Hive'), 'No hive');
    await user.selectOptions(dialog.getByLabelText('Priority'), 'High');
    await user.selectOptions(dialog.getByLabelText('Repeat'), 'Weekly');
    await user.click(dialog.getByRole('button', { name: 'Update Task' }));

    expect(await toast(TOASTS.taskUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        title: 'Swarm check',
        description: null,
        dueDate: task.dueDate,
        priority: 'high',
        type: 'inspection',
        hiveId: null,
        apiaryId: null,
        repeat: 'weekly',
        repeatEveryDays: null,
      },
    ]);
  });

  it('deletes a task after asking', async () => {
    const tasks = [buildTask({ title: 'Swarm check' })];
    serveSchedule(tasks);
    let deleted = 0;
    server.use(
      http.delete(apiPattern(routes.deleteTask), () => {
        deleted += 1;
        tasks.pop();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderSchedule();

    await user.click(await screen.findByRole('button', { name: 'Delete Swarm check' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Swarm check?' }));
    expect(confirm.getByText(/will be removed from your schedule/)).toBeInTheDocument();
    expect(deleted).toBe(0);
    await user.click(confirm.getByRole('button', { name: 'Delete' }));

    expect(await toast(TOASTS.taskDeleted)).toBeInTheDocument();
    expect(deleted).toBe(1);
    expect(await screen.findByRole('heading', { name: 'No tasks yet' })).toBeInTheDocument();
  });
});

describe('the completion checkbox', () => {
  it('sends one update per click, ignoring clicks while it is in flight, then says so', async () => {
    const task = buildTask({ title: 'Swarm check' });
    const tasks = [task];
    serveSchedule(tasks);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies = recordBodies(routes.updateTask, async () => {
      await held;
      const saved = { ...task, completed: true };
      tasks[0] = saved;
      return HttpResponse.json({ task: saved, nextTask: null });
    });
    const { user } = renderSchedule();

    const checkbox = await screen.findByRole('checkbox', { name: 'Done: Swarm check' });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAttribute('aria-busy', 'true');
    await user.click(checkbox);
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    release();

    expect(await toast(TOASTS.taskCompleted)).toBeInTheDocument();
    expect(bodies).toEqual([{ completed: true }]);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Done: Swarm check' })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(titlesIn('Completed')).toEqual(['Swarm check']);
    // The task moved to another group: focus went with it, where the keyboard left it.
    expect(screen.getByRole('checkbox', { name: 'Done: Swarm check' })).toHaveFocus();
  });

  it('marks a completed task pending again', async () => {
    const task = buildTask({ title: 'Varroa count', completed: true });
    serveSchedule([task]);
    const bodies = recordBodies(routes.updateTask, { id: task.id }, () =>
      HttpResponse.json({ task: { ...task, completed: false }, nextTask: null }),
    );
    const { user } = renderSchedule();

    await user.click(await screen.findByRole('checkbox', { name: 'Done: Varroa count' }));
    expect(await toast(TOASTS.taskPending)).toBeInTheDocument();
    expect(bodies).toEqual([{ completed: false }]);
  });

  it("says the next one's due date when completing a repeating task scheduled it", async () => {
    const task = buildTask({ title: 'Swarm check', dueDate: '2026-04-10', repeat: 'every_n_days', repeatEveryDays: 7 });
    serveSchedule([task]);
    recordBodies(routes.updateTask, { id: task.id }, () =>
      HttpResponse.json({
        task: { ...task, completed: true },
        nextTask: { ...task, id: '01HV00000000000000000TASK2', dueDate: '2026-04-17' },
      }),
    );
    const { user } = renderSchedule();

    await user.click(await screen.findByRole('checkbox', { name: 'Done: Swarm check' }));
    expect(await toast(`${TOASTS.taskCompleted}. Next one due Fri, April 17, 2026.`)).toBeInTheDocument();
  });

  it("says the server's message when the update fails, and shows the task as it was", async () => {
    serveSchedule([buildTask({ title: 'Swarm check' })]);
    server.use(
      http.patch(apiPattern(routes.updateTask), () =>
        HttpResponse.json({ message: 'Task not found' }, { status: 404 }),
      ),
    );
    const { user } = renderSchedule();

    const checkbox = await screen.findByRole('checkbox', { name: 'Done: Swarm check' });
    await user.click(checkbox);
    expect(await toast(TOASTS.taskUpdateFailedBecause('Task not found'))).toBeInTheDocument();
    expect(checkbox).not.toBeChecked();
  });
});

describe("this season's tasks", () => {
  it("offers the season's checklist for the chosen apiary's hemisphere, all checked, and adds the checked ones", async () => {
    serveSchedule([]);
    const bodies = recordBodies(routes.createTasks, (body) =>
      HttpResponse.json(
        (body.tasks as Partial<Task>[]).map((task, index) =>
          buildTask({ ...task, id: `01HV0000000000000000TASK0${index}` }),
        ),
        { status: 201 },
      ),
    );
    const { user } = renderSchedule();

    const dialog = await openDialog(user, "Add this season's tasks", "This season's tasks");
    expect(dialog.getByLabelText('Apiary')).toHaveDisplayValue('Home Apiary');
    const northern = dialog.getByRole('group').querySelector('legend')?.textContent;
    await user.selectOptions(dialog.getByLabelText('Apiary'), 'Tasman');
    const southern = dialog.getByRole('group').querySelector('legend')?.textContent;
    // Six months apart: never the same season north and south.
    expect(northern).toMatch(/ in the northern hemisphere$/);
    expect(southern).toMatch(/ in the southern hemisphere$/);
    expect(southern?.split(' ')[0]).not.toBe(northern?.split(' ')[0]);

    const boxes = dialog.getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    for (const box of boxes) expect(box).toBeChecked();
    await expectNoSeriousA11yViolations("the season's checklist");
    const [skipped] = boxes as HTMLInputElement[];
    if (!skipped) throw new Error('The checklist has no task');
    const skippedTitle = skipped.labels?.[0]?.textContent;
    expect(skippedTitle).toBeTruthy();
    await user.click(skipped);
    const count = boxes.length - 1;
    await user.click(dialog.getByRole('button', { name: `Add ${count} tasks` }));

    expect(await toast(TOASTS.tasksCreated(`${count} tasks`))).toBeInTheDocument();
    const sent = bodies[0]?.tasks as Record<string, unknown>[];
    expect(sent).toHaveLength(count);
    expect(sent.map((task) => task.title)).not.toContain(skippedTitle);
    // Each named by the app, so a replay after a lost answer adds none twice.
    expect(new Set(sent.map((task) => task.id)).size).toBe(count);
    for (const task of sent) {
      expect(task).toMatchObject({ apiaryId: tasman.id, hiveId: null, id: CLIENT_MADE_ID });
      expect(String(task.dueDate) >= daysFromToday(0)).toBe(true);
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a suggested task in the Add Task form filled in, to adjust before adding it', async () => {
    serveSchedule([]);
    const bodies = recordBodies(routes.createTask, (body) =>
      HttpResponse.json(buildTask(body as Partial<Task>), { status: 201 }),
    );
    const { user } = renderSchedule();
    const checklist = await openDialog(user, "Add this season's tasks", "This season's tasks");
    const title = (checklist.getAllByRole('checkbox') as HTMLInputElement[])[0]?.labels?.[0]?.textContent ?? '';
    expect(title).not.toBe('');

    await user.click(checklist.getByRole('button', { name: `Adjust and add: ${title}` }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Task' }));
    expect(await form.findByLabelText('Title')).toHaveValue(title);
    expect(form.getByLabelText('Apiary')).toHaveValue(home.id);
    expect((form.getByLabelText('Due date') as HTMLInputElement).value >= daysFromToday(0)).toBe(true);
    expect(screen.queryByRole('dialog', { name: "This season's tasks" })).not.toBeInTheDocument();
    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), `${title} (top bar hives)`);
    await user.click(form.getByRole('button', { name: 'Create Task' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ title: `${title} (top bar hives)`, apiaryId: home.id, hiveId: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('without signal keeps the checked tasks in the outbox as one batch, each named, and says so', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      serveSchedule([]);
      const bodies = recordBodies(routes.createTasks, () => HttpResponse.json({}, { status: 500 }));
      const { user } = renderSchedule();
      const dialog = await openDialog(user, "Add this season's tasks", "This season's tasks");
      const count = dialog.getAllByRole('checkbox').length;
      await user.click(dialog.getByRole('button', { name: `Add ${count} tasks` }));

      expect(await toast(OUTBOX_STATUS.savedOnDevice)).toBeInTheDocument();
      expect(bodies).toEqual([]);
      const [kept] = await outboxEntries(buildUser().id);
      expect(kept).toMatchObject({ recordType: 'task', path: apiPath(routes.createTasks), label: `${count} tasks` });
      const tasks = (kept?.body.tasks ?? []) as Record<string, unknown>[];
      expect(tasks).toHaveLength(count);
      for (const task of tasks) expect(task).toMatchObject({ apiaryId: home.id, id: CLIENT_MADE_ID });
    } finally {
      offline.mockRestore();
      await emptyOutbox();
    }
  });

  it("adds the season's tasks in German to a German beekeeper's schedule", async () => {
    await activateLocale('de');
    serveSchedule([]);
    const bodies = recordBodies(routes.createTasks, (body) =>
      HttpResponse.json(
        (body.tasks as Partial<Task>[]).map((task, index) =>
          buildTask({ ...task, id: `01HV0000000000000000TASK0${index}` }),
        ),
        { status: 201 },
      ),
    );
    const { user } = renderSchedule();

    const dialog = await openDialog(user, 'Aufgaben dieser Saison hinzufügen', 'Aufgaben dieser Saison');
    expect(dialog.getByRole('group').querySelector('legend')?.textContent).toMatch(/ auf der Nordhalbkugel$/);
    const count = dialog.getAllByRole('checkbox').length;
    await user.click(dialog.getByRole('button', { name: `${count} Aufgaben hinzufügen` }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    const sent = (bodies[0]?.tasks as Record<string, unknown>[]).map((task) => task.title);
    const english = seasonTaskTemplates(new Date(), home.latitude).map((template) => template.title);
    expect(sent).toHaveLength(english.length);
    for (const title of sent) expect(english).not.toContain(title);
  });

  it("says the server's message when the tasks could not be added", async () => {
    serveSchedule([]);
    server.use(
      http.post(apiUrl(routes.createTasks), () => HttpResponse.json({ message: 'Apiary not found' }, { status: 404 })),
    );
    const { user } = renderSchedule();
    const dialog = await openDialog(user, "Add this season's tasks", "This season's tasks");
    await user.click(dialog.getByRole('button', { name: /^Add \d+ tasks$/ }));
    expect(await toast(TOASTS.taskCreateFailedBecause('Apiary not found'))).toBeInTheDocument();
  });
});

describe('the calendar link', () => {
  // The API answers the feed's path; the screen shows and copies it on the site's origin.
  // A calendar app reads the feed, not the web app: its route is the server's table's alone.
  const PATH = apiPath(serverRoutes.getCalendar, { file: 'secret-token-one.ics' });
  const NEW_PATH = apiPath(serverRoutes.getCalendar, { file: 'secret-token-two.ics' });
  const LINK = `${window.location.origin}${PATH}`;
  const NEW_LINK = `${window.location.origin}${NEW_PATH}`;
  const SINCE = '2026-11-02T08:30:00.000Z';

  /** The server's link: `feed.since` as GET answers it, and each POST a new address. */
  function serveLinks(paths: string[], feed = serveCalendarFeed({ since: null })) {
    let made = 0;
    server.use(
      http.post(apiUrl(routes.createCalendarFeed), () => {
        feed.since = SINCE;
        const url = paths[made] ?? '';
        made += 1;
        return HttpResponse.json({ url, since: SINCE }, { status: 201 });
      }),
      http.delete(apiUrl(routes.deleteCalendarFeed), () => {
        feed.since = null;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    return () => made;
  }

  it('shows a new link once, to copy now, and afterwards only since when it is on', async () => {
    serveSchedule([]);
    serveLinks([PATH]);
    const { user, unmount } = renderSchedule();

    const region = within(await screen.findByRole('region', { name: 'Calendar link' }));
    expect(region.getByText(/phone's calendar/)).toBeInTheDocument();
    await user.click(await region.findByRole('button', { name: 'Make a calendar link' }));
    const field = await region.findByLabelText('Your calendar link');
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAccessibleDescription(/Copy it now/);
    await user.click(region.getByRole('button', { name: 'Copy' }));
    expect(await toast(TOASTS.calendarLinkCopied)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK);

    // Back on the schedule later: the server no longer has the address to show.
    unmount();
    renderSchedule();
    const later = within(await screen.findByRole('region', { name: 'Calendar link' }));
    expect(await later.findByText('Your calendar link is on since November 2, 2026.')).toBeInTheDocument();
    expect(later.getByText(/can't show it again/)).toBeInTheDocument();
    expect(later.queryByLabelText('Your calendar link')).not.toBeInTheDocument();
  });

  it('makes a new link after saying the old one stops working, and shows the new one', async () => {
    serveSchedule([]);
    const made = serveLinks([NEW_PATH], serveCalendarFeed({ since: SINCE }));
    const { user } = renderSchedule();

    const region = within(await screen.findByRole('region', { name: 'Calendar link' }));
    await user.click(await region.findByRole('button', { name: 'New link' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Make a new calendar link?' }));
    expect(confirm.getByText(/The old link stops working/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Make a new link' }));

    await waitFor(() => expect(region.getByLabelText('Your calendar link')).toHaveValue(NEW_LINK));
    expect(made()).toBe(1);
  });

  it('turns the link off after asking, and makes one again', async () => {
    serveSchedule([]);
    serveLinks([NEW_PATH], serveCalendarFeed({ since: SINCE }));
    const { user } = renderSchedule();

    const region = within(await screen.findByRole('region', { name: 'Calendar link' }));
    await user.click(await region.findByRole('button', { name: 'Turn off' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Turn the calendar link off?' }));
    await user.click(confirm.getByRole('button', { name: 'Turn off' }));

    expect(await toast(TOASTS.calendarLinkTurnedOff)).toBeInTheDocument();
    expect(await region.findByText('You have no calendar link.')).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Make a calendar link' }));
    expect(await region.findByLabelText('Your calendar link')).toHaveValue(NEW_LINK);
  });
});
