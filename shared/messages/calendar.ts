/** What the schedule's calendar link and its feed say. */
import { messageTable } from '../i18n/message-table';

export const CALENDAR_API_ERRORS = messageTable({
  calendarFeedNotFound: 'This calendar link was turned off or replaced. Copy the new link from your schedule.',
} as const);

export const CALENDAR_TOASTS = messageTable({
  calendarLinkCopied: 'Copied!',
  calendarLinkTurnedOff: 'Calendar link turned off',
} as const);
