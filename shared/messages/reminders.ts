/** What the reminder e-mails' unsubscribe link says. */

export const REMINDER_API_ERRORS = {
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Turn reminder e-mails off on your profile instead.',
} as const;
