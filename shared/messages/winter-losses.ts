/** Winter losses: the COLOSS figures per winter and apiary, their chart and export. */
import { messageTable } from '../i18n/message-table';
export const WINTER_LOSS_VALIDATION = messageTable({} as const);

export const WINTER_LOSS_API_ERRORS = messageTable({} as const);

export const WINTER_LOSS_TOASTS = messageTable({} as const);

/** The dashboard's way to the Winter losses screen (the screen's own words are in `winter-losses-screen.ts`). */
export const WINTER_LOSS_LINK = 'Winter losses by season';
