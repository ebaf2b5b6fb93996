/**
 * A beekeeper's notifications: an admin's copy of every admins' notice, a beekeeper's hive alerts
 * (`scale-insights.ts`), each in its reader's partition (`entities/notification.ts`), so the list and "mark as
 * read" act on the caller's partition only. Listing is one Query, marking read one conditional
 * update, marking all read one Query and one transaction: a bounded cost however many notifications have piled up.
 */
import type { EntityItem } from 'electrodb';
import { API_ERRORS } from '../../../shared/messages';
import { NOTIFICATIONS_LISTED, type Notification } from '../../../shared/schemas/notification';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import { NotificationEntity } from './entities/notification';
import { isConditionFailure, retryOnWriteConflict, writeTransaction } from './transactions';

type NotificationRecord = EntityItem<typeof NotificationEntity>;

function toNotification(record: NotificationRecord): Notification {
  return {
    id: record.notificationId,
    type: record.type,
    title: record.title,
    message: record.message,
    ...(record.code ? { code: record.code, params: record.params ?? {} } : {}),
    read: record.status === 'read',
    createdAt: record.createdAt,
  };
}

/** The caller's newest notifications (all, or only the unread ones), newest first, at most NOTIFICATIONS_LISTED. */
export async function listNotifications({ userId }: Caller, options: { unread: boolean }): Promise<Notification[]> {
  const query = options.unread
    ? NotificationEntity.query.notificationsByStatus({ userId, status: 'unread' })
    : NotificationEntity.query.notification({ userId });
  const { data } = await query.go({ order: 'desc', limit: NOTIFICATIONS_LISTED });
  return data.map(toNotification);
}

/** Marks one of the caller's notifications read (again is fine); 404 for an id that isn't theirs. */
export async function markNotificationRead({ userId }: Caller, notificationId: string): Promise<Notification> {
  const result = await NotificationEntity.patch({ userId, notificationId })
    .set({ status: 'read' })
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) throw new NotFoundError(API_ERRORS.notificationNotFound);
      throw error;
    });
  return toNotification(result.data);
}

/**
 * Marks the caller's unread notifications read: the newest NOTIFICATIONS_LISTED, the ones the bell shows (one Query
 * and one transaction of at most 50 updates, under DynamoDB's 100). Any older unread ones show in the bell next.
 * Answers how many it marked.
 */
export async function markAllNotificationsRead({ userId }: Caller): Promise<{ marked: number }> {
  return retryOnWriteConflict(async () => {
    const { data } = await NotificationEntity.query
      .notificationsByStatus({ userId, status: 'unread' })
      .go({ order: 'desc', limit: NOTIFICATIONS_LISTED, attributes: ['notificationId'] });
    if (data.length === 0) return { marked: 0 };
    const cancellation = await writeTransaction(({ notification }) => ({
      notifications: data.map(({ notificationId }) =>
        notification.patch({ userId, notificationId }).set({ status: 'read' }).commit(),
      ),
    }));
    if (cancellation) throw cancellation.unexpected('Marking all notifications read');
    return { marked: data.length };
  });
}
