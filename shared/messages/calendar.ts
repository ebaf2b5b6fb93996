/** What the schedule's calendar link and its feed say. */

export const CALENDAR_API_ERRORS = {
  calendarFeedNotFound: 'This calendar link was turned off or replaced. Copy the new link from your schedule.',
} as const;

export const CALENDAR_TOASTS = {
  calendarLinkCopied: 'Copied!',
  calendarLinkTurnedOff: 'Calendar link turned off',
} as const;
