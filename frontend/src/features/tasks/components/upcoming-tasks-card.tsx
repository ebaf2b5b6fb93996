import { Link } from 'react-router-dom';
import { QueryContent } from '@/components/query-content';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { useUpcomingTasks } from '../api/get-upcoming-tasks';
import { upcomingTasksMessages } from '../upcoming-tasks-messages';
import { TaskCheckbox } from './task-checkbox';
import { dueDateLabel, taskPlace } from './task-labels';
import { TaskTypeIcon } from './task-type-icon';

/**
 * The dashboard's Upcoming Tasks: the next pending tasks, soonest first, each with its type, due date, hive or
 * apiary, and a check to mark it done (the schedule's own checkbox, its in-flight rule and toasts); View All opens
 * the schedule.
 */
export function UpcomingTasksCard() {
  const t = useMessages(upcomingTasksMessages);
  const tasks = useUpcomingTasks();
  return (
    <Card role="region" aria-labelledby="upcoming-tasks-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h2 id="upcoming-tasks-title" className="text-lg font-semibold text-stone-900">
          {t('title')}
        </h2>
        <Link
          to={paths.app.schedule.getHref()}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={t('viewAllName')}
        >
          {t('viewAll')}
        </Link>
      </CardHeader>
      <CardContent>
        <QueryContent query={tasks} loading={<Spinner label={t('loading')} className="py-6" />} what={t('loadWhat')}>
          {(loaded) =>
            loaded.length === 0 ? (
              <p className="text-stone-700">
                {t('none')}{' '}
                <Link to={paths.app.schedule.getHref()} className="font-medium text-honey-800 underline">
                  {t('plan')}
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
                        <p translate="no" className="font-medium text-stone-900">
                          {task.title}
                        </p>
                        <p className="text-sm text-stone-600">
                          <time dateTime={task.dueDate}>{dueDateLabel(task.dueDate)}</time>
                          {place && <span translate="no"> · {place}</span>}
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
