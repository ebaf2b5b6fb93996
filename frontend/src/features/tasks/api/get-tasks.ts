import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import type { Task, TaskStatus } from '@shared/schemas/task';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { tasksQueryKey } from './task-lists';

interface TasksPageQuery {
  status: TaskStatus;
  limit?: number | undefined;
  cursor?: string | undefined;
}

/**
 * `GET /api/tasks?status=`: a page of the beekeeper's tasks, pending ones soonest due first (overdue ones lead),
 * completed ones most recently due first ('all': the pending, then the completed); the next page's cursor comes in
 * the `x-next-cursor` header, null on the last page.
 */
export const getTasksPage = ({ status, limit, cursor }: TasksPageQuery) =>
  api.getPage<Task>(apiPath(routes.listTasks, {}, { status, limit, cursor }), NEXT_CURSOR_HEADER);

/** The schedule's tasks of one status, page by page (the server's page size). */
export const tasksQueryOptions = (status: TaskStatus) =>
  infiniteQueryOptions({
    queryKey: [...tasksQueryKey(), { status }],
    queryFn: ({ pageParam }) => getTasksPage({ status, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useTasks(status: TaskStatus) {
  return useInfiniteQuery(tasksQueryOptions(status));
}
