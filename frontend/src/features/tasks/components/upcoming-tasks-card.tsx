import { Link } from 'react-router-dom';
import { QueryContent } from '@/components/query-content';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUpcomingTasks } from '../api/get-upcoming-tasks';
import { TaskCheckbox } from './task-checkbox';
import { dueDateLabel, taskPlace } from './task-labels';
import { TaskTypeIcon } from './task-type-icon';

/**
 * The dashboard's Upcoming Tasks: the next pending tasks, soonest first, each with its type, due date, hive or
 * apiary, and a check to mark it done (the schedule's own checkbox, its in-flight rule and toasts); View All opens
 * the schedule.
 */
export function UpcomingTasksCard() {
  const tasks = useUpcomingTasks();
  return (
    <Card role="region" aria-labelledby="upcoming-tasks-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h2 id="upcoming-tasks-title" className="text-lg font-semibold text-stone-900">
          Upcoming Tasks
        </h2>
        <Link
          to={paths.app.schedule.getHref()}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label="View all tasks"
        >
          View All
        </Link>
      </CardHeader>
      <CardContent>
        <QueryContent
          query={tasks}
          loading={<Spinner label="Loading upcoming tasks..." className="py-6" />}
          what="your upcoming tasks"
        >
          {(loaded) =>
            loaded.length === 0 ? (
              <p className="text-stone-700">
                No upcoming tasks.{' '}
                <Link to={paths.app.schedule.getHref()} className="font-medium text-honey-800 underline">
                  Plan your season on the schedule
                </Link>
                .
              </p>
            ) : (
              <ul className="flex flex-col divide-y divide-stone-200">
                {loaded.map((task) => {
                  const place = taskPlace(task);
                  return (
                    <li key={task.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                      <TaskCheckbox task={task} />
                      <TaskTypeIcon type={task.type} />
                      <div className="flex min-w-0 flex-1 flex-col wrap-anywhere">
                        <p className="font-medium text-stone-900">{task.title}</p>
                        <p className="text-sm text-stone-600">
                          <time dateTime={task.dueDate}>{dueDateLabel(task.dueDate)}</time>
                          {place && <> · {place}</>}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </QueryContent>
      </CardContent>
    </Card>
  );
}
