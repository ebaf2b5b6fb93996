/** Task vocabulary without zod: priorities and types, for the entity and the reminders. */
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_TYPES = ['inspection', 'treatment', 'feeding', 'harvest', 'maintenance', 'other'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
