import * as z from 'zod';
import { VALIDATION } from '../messages';
import {
  calendarDateSchema,
  optionalId,
  optionalText,
  recordFields,
  requiredChoice,
  requiredDate,
  requiredText,
} from './common';

export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_TYPES = ['inspection', 'treatment', 'feeding', 'harvest', 'maintenance', 'other'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** What the add form starts with. */
export const TASK_DEFAULTS = { priority: 'medium', type: 'inspection' } as const satisfies {
  priority: TaskPriority;
  type: TaskType;
};

/** What the add and edit forms send (POST /api/tasks); hive and apiary are optional links (null when none). */
export const taskInputSchema = z.object({
  title: requiredText(VALIDATION.titleRequired, 200, 'Title'),
  description: optionalText(2000, 'Description'),
  dueDate: requiredDate(VALIDATION.dueDateRequired),
  priority: requiredChoice(TASK_PRIORITIES, VALIDATION.priorityRequired, 'Priority'),
  type: requiredChoice(TASK_TYPES, VALIDATION.typeRequired, 'Type'),
  hiveId: optionalId(),
  apiaryId: optionalId(),
});
export type TaskInput = z.input<typeof taskInputSchema>;
export type ParsedTaskInput = z.output<typeof taskInputSchema>;

/** What the completion checkbox sends (PATCH /api/tasks/{taskId}). */
export const taskCompletionInputSchema = z.object({
  completed: z.boolean({ error: VALIDATION.completedRequired }),
});
export type TaskCompletionInput = z.input<typeof taskCompletionInputSchema>;
export type ParsedTaskCompletionInput = z.output<typeof taskCompletionInputSchema>;

/** A task as `GET /api/tasks` and `GET /api/tasks/upcoming` list it. */
export const taskSchema = z.object({
  ...recordFields,
  title: z.string(),
  description: z.string().nullable(),
  dueDate: calendarDateSchema,
  priority: z.enum(TASK_PRIORITIES),
  type: z.enum(TASK_TYPES),
  hiveId: z.string().nullable(),
  hiveName: z.string().nullable(),
  apiaryId: z.string().nullable(),
  apiaryName: z.string().nullable(),
  completed: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;
