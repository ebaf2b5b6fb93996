/** What the notification routes say (the admins' bell and test card speak from the notifications catalogue). */

export const NOTIFICATION_API_ERRORS = {
  notificationNotFound: 'Notification not found',
} as const;
