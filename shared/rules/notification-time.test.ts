import { describe, expect, it } from 'vitest';
import { notificationTimeLabel, type NotificationAgeWords } from './notification-time';

const ENGLISH: NotificationAgeWords = {
  justNow: 'Just now',
  minutes: (count) => `${count}m ago`,
  hours: (count) => `${count}h ago`,
  days: (count) => `${count}d ago`,
};

const now = new Date(2026, 4, 20, 12, 0, 0);
const before = (milliseconds: number) => new Date(now.getTime() - milliseconds);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('notificationTimeLabel', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [MINUTE, '1m ago'],
    [59 * MINUTE + 59 * SECOND, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MINUTE, '23h ago'],
    [DAY, '1d ago'],
    [6 * DAY + 23 * HOUR, '6d ago'],
  ])('labels a notification %i ms old as %s', (age, label) => {
    expect(notificationTimeLabel(before(age), now, ENGLISH, 'en-US')).toBe(label);
  });

  it('shows the date from 7 days on, as the language writes it', () => {
    expect(notificationTimeLabel(new Date(2026, 4, 13, 12, 0, 0), now, ENGLISH, 'en-US')).toBe('May 13, 2026');
    expect(notificationTimeLabel(new Date(2025, 11, 24, 8, 30), now, ENGLISH, 'en-US')).toBe('Dec 24, 2025');
    expect(notificationTimeLabel(new Date(2025, 11, 24, 8, 30), now, ENGLISH, 'de')).toBe('24.12.2025');
  });

  it('reads ISO timestamps and treats a time ahead of the clock as just now', () => {
    expect(notificationTimeLabel(before(5 * MINUTE).toISOString(), now, ENGLISH, 'en-US')).toBe('5m ago');
    expect(notificationTimeLabel(new Date(now.getTime() + 2 * MINUTE), now, ENGLISH, 'en-US')).toBe('Just now');
  });
});
