/** How a task repeats: completing a repeating task schedules the next one. */
export const TASK_REPEATS = ['none', 'every_n_days', 'weekly', 'monthly', 'yearly'] as const;
export type TaskRepeat = (typeof TASK_REPEATS)[number];

/** Days between repeats of an 'every N days' task: from daily to a year. */
export const REPEAT_EVERY_DAYS = { min: 1, max: 365 } as const;
