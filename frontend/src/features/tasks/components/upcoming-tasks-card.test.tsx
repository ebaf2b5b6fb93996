import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '@shared/messages';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalog';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { apiPattern, apiUrl, buildUser, recordBodies, server, signInAs } from '@/testing/server';
import { buildTask, serveUpcomingTasks } from '@/testing/tasks';
import { UpcomingTasksCard } from './upcoming-tasks-card';

function renderCard(title = 'Upcoming Tasks') {
  signInAs(buildUser());
  const rendered = renderWithApp(<UpcomingTasksCard />);
  return { ...rendered, card: within(screen.getByRole('region', { name: title })) };
}

describe('the Upcoming Tasks card', () => {
  it('says it is loading', () => {
    server.use(http.get(apiUrl(routes.listUpcomingTasks), () => delay('infinite')));
    const { card } = renderCard();
    expect(card.getByRole('status')).toHaveTextContent('Loading upcoming tasks...');
    expect(card.getByRole('link', { name: 'View all tasks' })).toHaveAttribute('href', paths.app.schedule.getHref());
  });

  it('links to the schedule when nothing is coming up', async () => {
    serveUpcomingTasks([]);
    const { card } = renderCard();
    expect(await card.findByText(/No upcoming tasks/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Plan your season on the schedule' })).toHaveAttribute(
      'href',
      paths.app.schedule.getHref(),
    );
  });

  it('says when the tasks could not be loaded, and retries', async () => {
    server.use(
      http.get(apiUrl(routes.listUpcomingTasks), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const { card, user } = renderCard();
    expect(await card.findByRole('alert')).toHaveTextContent("We couldn't load your upcoming tasks.");
    serveUpcomingTasks([buildTask({ title: 'Swarm check' })]);
    await user.click(card.getByRole('button', { name: 'Retry' }));
    expect(await card.findByText('Swarm check')).toBeInTheDocument();
  });

  it("shows each task's type icon (a camera for other), due date, hive and apiary", async () => {
    serveUpcomingTasks([
      buildTask({
        id: '01HV00000000000000000TASK1',
        title: 'Swarm check',
        dueDate: '2026-04-10',
        hiveName: 'Buttercup',
        apiaryName: 'Home Apiary',
      }),
      buildTask({ id: '01HV00000000000000000TASK2', title: 'Order jars', type: 'other', dueDate: '2026-04-12' }),
    ]);
    const { card } = renderCard();

    const items = await card.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Swarm checkFri, April 10, 2026 · Buttercup · Home Apiary',
      'Order jarsSun, April 12, 2026',
    ]);
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Inspection' })).toBeInTheDocument();
    const camera = within(items[1] as HTMLElement).getByRole('img', { name: 'Other' });
    expect(camera).toHaveClass('lucide-camera');
  });

  it('speaks German to a German beekeeper: title, type, due date and the way to the schedule', async () => {
    await activateLocale('de');
    serveUpcomingTasks([buildTask({ title: 'Schwarmkontrolle', dueDate: '2026-04-10', hiveName: 'Buttercup' })]);
    const { card } = renderCard('Anstehende Aufgaben');

    const [item] = await card.findAllByRole('listitem');
    expect(item).toHaveTextContent('SchwarmkontrolleFr., 10. April 2026 · Buttercup');
    expect(within(item as HTMLElement).getByRole('img', { name: 'Durchsicht' })).toBeInTheDocument();
    expect(card.getByRole('checkbox', { name: 'Erledigt: Schwarmkontrolle' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Alle Aufgaben anzeigen' })).toHaveTextContent('Alle anzeigen');
  });

  it('checks a task off once per click while the update is in flight, and says so', async () => {
    const task = buildTask({ title: 'Swarm check' });
    const tasks = [task];
    serveUpcomingTasks(tasks);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies = recordBodies(routes.updateTask, { id: task.id }, async () => {
      await held;
      tasks.pop();
      return HttpResponse.json({ task: { ...task, completed: true }, nextTask: null });
    });
    const { card, user } = renderCard();

    const check = await card.findByRole('checkbox', { name: 'Done: Swarm check' });
    await user.click(check);
    await user.click(check);
    expect(check).toBeChecked();
    release();

    expect(await screen.findByText(TOASTS.taskCompleted)).toBeInTheDocument();
    expect(bodies).toEqual([{ completed: true }]);
    // Done, it leaves the upcoming tasks.
    await waitFor(() => expect(card.queryByText('Swarm check')).not.toBeInTheDocument());
  });

  it("says the server's message when checking a task off fails", async () => {
    serveUpcomingTasks([buildTask({ title: 'Swarm check' })]);
    server.use(
      http.patch(apiPattern(routes.updateTask), () =>
        HttpResponse.json({ message: 'Task not found' }, { status: 404 }),
      ),
    );
    const { card, user } = renderCard();
    await user.click(await card.findByRole('checkbox', { name: 'Done: Swarm check' }));
    expect(await screen.findByText(TOASTS.taskUpdateFailedBecause('Task not found'))).toBeInTheDocument();
  });
});
