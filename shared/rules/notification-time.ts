import { differenceInDays, differenceInHours, differenceInMinutes } from 'date-fns';
import { formatDay } from '../i18n/format';
import { toDate } from './calendar';

const DAYS_SHOWN_AS_AGE = 7;

/**
 * When a notification arrived: 'Just now' under a minute (or if stamped ahead of this clock), 'Nm ago' under an
 * hour, 'Nh ago' under a day, 'Nd ago' under 7 days, then its date ('Mar 5, 2026').
 */
export function notificationTimeLabel(createdAt: string | Date, now: Date): string {
  const moment = toDate(createdAt);
  const minutes = differenceInMinutes(now, moment);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = differenceInHours(now, moment);
  if (hours < 24) return `${hours}h ago`;
  const days = differenceInDays(now, moment);
  if (days < DAYS_SHOWN_AS_AGE) return `${days}d ago`;
  return formatDay(moment, 'en-US');
}
