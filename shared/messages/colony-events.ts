/** Colony events: splits, combines, swarms, requeens, dead-outs, sales and purchases. */
export const COLONY_EVENT_VALIDATION = {} as const;

export const COLONY_EVENT_API_ERRORS = {} as const;

export const COLONY_EVENT_TOASTS = {} as const;
