/** Winter losses: the COLOSS figures per winter and apiary, their chart and export. */
export const WINTER_LOSS_VALIDATION = {} as const;

export const WINTER_LOSS_API_ERRORS = {} as const;

export const WINTER_LOSS_TOASTS = {} as const;
