import { CalendarCheck } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { TASK_STATUSES, type Task, type TaskStatus } from '@shared/schemas/task';
import { AddRecordButton } from '@/components/add-record-button';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { NextPage } from '@/components/ui/next-page';
import { SCHEDULE_QUERY } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { useTasks } from '../api/get-tasks';
import { tasksMessages } from '../messages';
import { groupTasks, TASK_GROUPS } from '../utils/task-groups';
import { CalendarLink } from './calendar-link';
import { SeasonTasksButton } from './season-tasks-dialog';
import { CreateTaskDialog } from './task-dialogs';
import { TaskItem } from './task-item';
import { QueuedRecords } from '@/components/outbox/queued-records';

const statusOf = (value: string | null): TaskStatus => TASK_STATUSES.find((status) => status === value) ?? 'all';

/**
 * The schedule (`/schedule`): the beekeeper's tasks, all or by status (`?status=`), the pending ones grouped
 * Overdue, Today, This week and Later, the completed ones below; each checked off, edited or deleted in place. Adds
 * one task, or the season's from a checklist, and manages the calendar link a phone subscribes to.
 */
export function ScheduleScreen() {
  const t = useMessages(tasksMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get(SCHEDULE_QUERY.status));
  const tasks = useTasks(status);

  function show(next: TaskStatus) {
    setSearchParams(next === 'all' ? {} : { [SCHEDULE_QUERY.status]: next }, { replace: true });
  }

  function content() {
    // A retry after an error shows the loading state again, so the click visibly does something.
    if (tasks.isPending || (tasks.isError && !tasks.data && tasks.isFetching)) {
      return <CardGridSkeleton label={t('schedule.loading')} />;
    }
    if (!tasks.data) return <LoadError what={t('schedule.loadWhat')} onRetry={() => void tasks.refetch()} />;
    const all = tasks.data.pages.flatMap((page) => page.items);
    if (all.length === 0) return <NoTasks status={status} onShowAll={() => show('all')} />;
    return (
      <div className="flex flex-col gap-6">
        <TaskGroups tasks={all} />
        <NextPage query={tasks} what={t('schedule.pageWhat')} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('schedule.title')}
        description={t('schedule.description')}
        action={
          <div className="flex flex-wrap gap-2">
            <AddRecordButton label={t('addTask')} renderDialog={(dialog) => <CreateTaskDialog {...dialog} />} />
            <SeasonTasksButton />
          </div>
        }
      />
      <div role="group" aria-label={t('filter.label')} className="flex flex-wrap gap-2">
        {TASK_STATUSES.map((each) => (
          <Button
            key={each}
            variant={each === status ? 'default' : 'outline'}
            aria-pressed={each === status}
            onClick={() => show(each)}
          >
            {t(`filter.${each}`)}
          </Button>
        ))}
      </div>
      <QueuedRecords recordType="task" />
      {content()}
      <CalendarLink />
    </div>
  );
}

/** The pending tasks by when they are due, then the completed ones; a group with no task is left out. */
function TaskGroups({ tasks }: { tasks: readonly Task[] }) {
  const t = useMessages(tasksMessages);
  const groups = groupTasks(tasks, new Date());
  return TASK_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
    <section key={group} aria-labelledby={`tasks-${group}`} className="flex flex-col gap-3">
      <h2 id={`tasks-${group}`} className="text-lg font-semibold text-stone-900">
        {t(`group.${group}`)} <span className="font-normal text-stone-600">({groups[group].length})</span>
      </h2>
      <ul aria-labelledby={`tasks-${group}`} className="flex flex-col gap-3">
        {groups[group].map((task) => (
          <TaskItem key={task.id} task={task} />
        ))}
      </ul>
    </section>
  ));
}

const emptyIcon = <CalendarCheck aria-hidden="true" className="size-10 text-honey-700" />;

function NoTasks({ status, onShowAll }: { status: TaskStatus; onShowAll: () => void }) {
  const t = useMessages(tasksMessages);
  if (status === 'all') {
    return <EmptyState icon={emptyIcon} title={t('empty.title')} description={t('empty.description')} />;
  }
  return (
    <EmptyState
      icon={emptyIcon}
      title={t(status === 'pending' ? 'empty.pendingTitle' : 'empty.completedTitle')}
      description={t(status === 'pending' ? 'empty.pendingDescription' : 'empty.completedDescription')}
      action={
        <Button variant="outline" onClick={onShowAll}>
          {t('empty.showAll')}
        </Button>
      }
    />
  );
}
