/** Winter losses: the COLOSS figures per winter and apiary, their chart and export. */
export const WINTER_LOSS_VALIDATION = {} as const;

export const WINTER_LOSS_API_ERRORS = {} as const;

export const WINTER_LOSS_TOASTS = {} as const;

/** The dashboard's way to the Winter losses screen (the screen's own words are in `winter-losses-screen.ts`). */
export const WINTER_LOSS_LINK = 'Winter losses by season';
