import { Entity } from 'electrodb';
import { NOTIFICATION_TYPES } from '../../../../shared/domain/notification';
import { NOTICE_CODES, type NoticeParams } from '../../../../shared/schemas/notification';
import { documentClient, tableName } from '../client';
import { TABLE_DESIGN } from '../table-design';
import { timestampAttributes } from './timestamps';

/**
 * One reader's notification, in their partition (an admin's copy of an admins' notice, a beekeeper's hive alert):
 * each reads and dismisses their own copy, so one admin marking a sign-up read leaves it unread for the others. The id is a ULID, so the sort key orders
 * notifications by arrival and a descending Query reads the newest first.
 */
export const NotificationEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'notification', version: '1' },
    attributes: {
      /** The admin's Cognito `sub`. */
      userId: { type: 'string', required: true, readOnly: true },
      notificationId: { type: 'string', required: true, readOnly: true },
      type: { type: NOTIFICATION_TYPES, required: true, readOnly: true },
      title: { type: 'string', required: true, readOnly: true },
      message: { type: 'string', required: true, readOnly: true },
      /** What the notice says as facts, for the web app to word (absent on notices stored before). */
      code: { type: NOTICE_CODES, readOnly: true },
      params: { type: 'any', readOnly: true, get: (params: unknown) => params as NoticeParams | undefined },
      status: { type: ['unread', 'read'] as const, required: true, default: 'unread' },
      /** The beekeeper the notification is about (their sign-up, their feedback), when it names one. */
      aboutUserId: { type: 'string', readOnly: true },
      /** When DynamoDB deletes it (seconds since the epoch): `NOTIFICATION_KEPT_DAYS` after it was written. */
      expiresAt: { type: 'number', required: true, readOnly: true, field: TABLE_DESIGN.timeToLiveAttribute },
      ...timestampAttributes,
    },
    indexes: {
      /** Every notification of an admin, newest first with `order: 'desc'`; one by its id for the `{id}` route. */
      notification: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['notificationId'] },
      },
      /** The bell: an admin's unread notifications, newest first; marking one read moves it to the read partition. */
      notificationsByStatus: {
        index: 'gsi1',
        condition: () => true,
        pk: { field: 'gsi1pk', composite: ['userId', 'status'] },
        sk: { field: 'gsi1sk', composite: ['notificationId'] },
      },
      /**
       * Every admin's copy of the notices about one beekeeper (sparse: only those naming one), so deleting that
       * beekeeper's account finds them with a Query.
       */
      notificationsAboutUser: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['aboutUserId'] },
        sk: { field: 'gsi2sk', composite: ['notificationId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
