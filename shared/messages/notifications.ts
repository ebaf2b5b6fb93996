/** What the notification routes say (the admins' bell and test card speak from the notifications catalogue). */
import { messageTable } from '../i18n/message-table';

export const NOTIFICATION_API_ERRORS = messageTable({
  notificationNotFound: 'Notification not found',
} as const);
