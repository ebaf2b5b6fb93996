/** What the reminder e-mails' unsubscribe link says. */
import { messageTable } from '../i18n/message-table';

export const REMINDER_API_ERRORS = messageTable({
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Turn reminder e-mails off on your profile instead.',
} as const);
