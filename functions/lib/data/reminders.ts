/**
 * Access patterns of reminder e-mails on the user item: the sparse index of subscribers by the UTC hour of their
 * 07:00 (`reminderSubscribersByHour`), the day's claim that makes each e-mail go once, and the one-click opt-out.
 */
import type { EntityItem } from 'electrodb';
import { UserEntity } from './entities/user';
import { preferencesOf } from './profile';
import { isConditionFailure } from './transactions';
import type { UserPreferences } from '../../../shared/schemas/user';
import type { CalendarDate } from '../../../shared/schemas/common';

/** Subscribers read per Query: their user items are small, so a page stays well within 1 MB. */
export const SUBSCRIBERS_PER_PAGE = 100;

export interface ReminderSubscriber {
  userId: string;
  email: string;
  preferences: UserPreferences;
  /** The partition they were read from: a claim or a move is conditioned on it. */
  reminderHour: number;
  lastReminderDate: CalendarDate | null;
}

function toSubscriber(record: EntityItem<typeof UserEntity>, reminderHour: number): ReminderSubscriber {
  return {
    userId: record.userId,
    email: record.email,
    preferences: preferencesOf(record),
    reminderHour,
    lastReminderDate: record.lastReminderDate ?? null,
  };
}

/**
 * One page of the beekeepers read at UTC `hour`, and the cursor of the next (null on the last): one Query. Those
 * deleting their account are left out.
 */
export async function listReminderSubscribers(
  hour: number,
  cursor: string | null,
): Promise<{ subscribers: ReminderSubscriber[]; cursor: string | null }> {
  const { data, cursor: next } = await UserEntity.query
    .reminderSubscribersByHour({ reminderHour: hour })
    .go({ cursor, limit: SUBSCRIBERS_PER_PAGE });
  const staying = data.filter((record) => record.deletionRequestedAt === undefined);
  return { subscribers: staying.map((record) => toSubscriber(record, hour)), cursor: next };
}

/**
 * Claims the beekeeper's reminder of local day `day`: true for the one write that records it, false when an e-mail
 * of that day (or a later one) was claimed already, they opted out meanwhile, or they asked to delete their
 * account since they were read. Also moves them to `hour`, the UTC hour of their 07:00 now. One conditional UpdateItem.
 */
export async function claimReminderDay(
  subscriber: Pick<ReminderSubscriber, 'userId' | 'reminderHour'>,
  day: CalendarDate,
  hour: number,
): Promise<boolean> {
  try {
    await UserEntity.patch({ userId: subscriber.userId })
      .set({ lastReminderDate: day, reminderHour: hour })
      .where(
        ({ lastReminderDate, reminderHour, deletionRequestedAt }, { eq, lt, notExists }) =>
          `${eq(reminderHour, subscriber.reminderHour)} AND ${notExists(deletionRequestedAt)} AND (${notExists(lastReminderDate)} OR ${lt(lastReminderDate, day)})`,
      )
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives back the claim of `day` when its e-mail could not be sent, so the next firing tries again. */
export async function releaseReminderDay(userId: string, day: CalendarDate): Promise<void> {
  try {
    await UserEntity.patch({ userId })
      .remove(['lastReminderDate'])
      .where(({ lastReminderDate }, { eq }) => eq(lastReminderDate, day))
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Moves a beekeeper to the UTC hour their 07:00 falls on now (their zone changed its clocks); nothing when they
 * opted out or moved meanwhile. One conditional UpdateItem.
 */
export async function moveReminderHour(
  subscriber: Pick<ReminderSubscriber, 'userId' | 'reminderHour'>,
  hour: number,
): Promise<void> {
  try {
    await UserEntity.patch({ userId: subscriber.userId })
      .set({ reminderHour: hour })
      .where(({ reminderHour }, { eq }) => eq(reminderHour, subscriber.reminderHour))
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * The one-click opt-out: both reminder preferences off and the beekeeper out of the subscribers' index; again is
 * fine, and a user item that no longer exists is left alone. One UpdateItem.
 */
export async function turnOffReminders(userId: string): Promise<void> {
  try {
    await UserEntity.patch({ userId })
      .set({ taskReminders: false, treatmentReminders: false })
      .remove(['reminderHour'])
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
