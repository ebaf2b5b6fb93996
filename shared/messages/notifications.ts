/** What the admins' bell, the Test Notification System card and the notification routes say. */
import { messageTable } from '../i18n/message-table';

export const NOTIFICATION_API_ERRORS = messageTable({
  notificationNotFound: 'Notification not found',
} as const);

/** What the admins' bell and the Test Notification System card say (spec sections 6 and 8). */
export const NOTIFICATION_MESSAGES = {
  markReadFailed: 'Failed to mark notification as read',
  markAllReadFailed: 'Failed to mark all notifications as read',
  testSentTitle: 'Test Notification Sent!',
  testSent: 'The admins have a new sign-up notification and e-mail.',
  testFailedTitle: 'Test Failed',
  testFailed: 'Failed to send test notification',
} as const;
