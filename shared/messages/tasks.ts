/** What the task forms, the checklist batch and the task routes say. */
import { REPEAT_EVERY_DAYS } from '../domain/task-repeats';
import { integerRange } from './ranges';
import { messageTable } from '../i18n/message-table';

export const TASK_VALIDATION = messageTable({
  titleRequired: 'Title is required',
  dueDateRequired: 'Due date is required',
  priorityRequired: 'Priority is required',
  completedRequired: 'Completed must be true or false',
  repeatEveryDaysRange: integerRange('Repeat every (days)', REPEAT_EVERY_DAYS),
  repeatEveryDaysRequired: 'Give the days between repeats',
  repeatEveryDaysOnlyForDays: 'Days between repeats are only for a task that repeats every N days',
  tooManyTasks: (max: number) => `Add at most ${max} tasks at once`,
} as const);

export const TASK_API_ERRORS = messageTable({
  taskNotFound: 'Task not found',
} as const);

export const TASK_TOASTS = messageTable({
  taskCreated: 'Task added successfully',
  tasksCreated: (tasks: string) => `${tasks} added to your schedule`,
  taskUpdated: 'Task updated successfully',
  taskDeleted: 'Task deleted',
  taskCompleted: 'Task marked as completed',
  taskPending: 'Task marked as pending',
  /** The spec's words: the server's message, or 'Unknown error'. */
  taskCreateFailedBecause: (serverMessage: string | undefined) =>
    `Failed to add task: ${serverMessage ?? 'Unknown error'}`,
  taskUpdateFailedBecause: (serverMessage: string | undefined) =>
    `Failed to update task: ${serverMessage ?? 'Unknown error'}`,
  taskDeleteFailed: 'Failed to delete task',
} as const);
