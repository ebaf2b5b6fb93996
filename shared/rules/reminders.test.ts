import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../domain/time-zone';
import {
  addDays,
  isReminderTime,
  localDateIn,
  localTimeIn,
  reminderDueState,
  reminderHourOf,
  reminderUtcHour,
  utcOffsetIn,
} from './reminders';

const on = { taskReminders: true, treatmentReminders: false, productNews: false, scaleAlerts: true };
const off = { taskReminders: false, treatmentReminders: false, productNews: false, scaleAlerts: true };

describe('time zones', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Europe/London\nX')).toBe(false);
  });

  it("gives a beekeeper's UTC offset at a moment, daylight saving included, and UTC's to one without a zone", () => {
    expect(utcOffsetIn('Europe/Berlin', new Date('2026-07-01T12:00:00Z'))).toBe(120);
    expect(utcOffsetIn('Europe/Berlin', new Date('2026-12-01T12:00:00Z'))).toBe(60);
    expect(utcOffsetIn('America/New_York', new Date('2026-12-01T12:00:00Z'))).toBe(-300);
    expect(utcOffsetIn('Asia/Kolkata', new Date('2026-12-01T12:00:00Z'))).toBe(330);
    expect(utcOffsetIn(undefined, new Date('2026-07-01T12:00:00Z'))).toBe(0);
  });
});

describe("a beekeeper's day around midnight", () => {
  const moment = new Date('2026-11-27T23:30:00Z');

  it('is already tomorrow east of Greenwich and still today west of it', () => {
    expect(localDateIn(moment, 'UTC')).toBe('2026-11-27');
    expect(localDateIn(moment, 'Europe/Berlin')).toBe('2026-11-28');
    expect(localDateIn(moment, 'America/New_York')).toBe('2026-11-27');
    expect(localDateIn(new Date('2026-11-28T04:59:00Z'), 'America/New_York')).toBe('2026-11-27');
    expect(localDateIn(new Date('2026-11-28T05:00:00Z'), 'America/New_York')).toBe('2026-11-28');
  });

  it('says what is overdue, due today, or not yet by the local day', () => {
    const today = localDateIn(moment, 'Pacific/Auckland');
    expect(today).toBe('2026-11-28');
    expect(reminderDueState('2026-11-27', today)).toBe('overdue');
    expect(reminderDueState('2026-11-28', today)).toBe('today');
    expect(reminderDueState('2026-11-29', today)).toBeNull();
    // The same task in London, the same moment: due tomorrow, not reminded.
    expect(reminderDueState('2026-11-28', localDateIn(moment, 'Europe/London'))).toBeNull();
  });

  it('moves calendar days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the hour reminders are read at', () => {
  it("is the UTC hour of the zone's 07:00, with daylight saving", () => {
    expect(reminderUtcHour('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe(6);
    expect(reminderUtcHour('Europe/London', new Date('2026-12-01T12:00:00Z'))).toBe(7);
    expect(reminderUtcHour('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe(11);
    expect(reminderUtcHour('America/New_York', new Date('2026-12-01T12:00:00Z'))).toBe(12);
    expect(reminderUtcHour('Pacific/Auckland', new Date('2026-12-01T12:00:00Z'))).toBe(18);
    expect(reminderUtcHour('UTC', new Date('2026-12-01T12:00:00Z'))).toBe(7);
  });

  it('is the first whole hour after 07:00 in a half-hour zone', () => {
    expect(reminderUtcHour('Asia/Kolkata', new Date('2026-12-01T12:00:00Z'))).toBe(2);
    expect(localTimeIn(new Date('2026-12-01T02:00:00Z'), 'Asia/Kolkata')).toMatchObject({
      hour: 7,
      offsetMinutes: 330,
    });
  });

  it('finds 07:00 on the days the clocks change', () => {
    // London springs forward on 29 March 2026 at 01:00 UTC: that morning 06:00 UTC is already 07:00 there.
    expect(isReminderTime('Europe/London', new Date('2026-03-29T06:00:00Z'))).toBe(true);
    expect(isReminderTime('Europe/London', new Date('2026-03-28T06:00:00Z'))).toBe(false);
    // It falls back on 25 October: 06:00 UTC is 06:00 there, 07:00 UTC is 07:00.
    expect(isReminderTime('Europe/London', new Date('2026-10-25T06:00:00Z'))).toBe(false);
    expect(isReminderTime('Europe/London', new Date('2026-10-25T07:00:00Z'))).toBe(true);
  });

  it('is none without a reminder on or a known time zone', () => {
    const moment = new Date('2026-12-01T12:00:00Z');
    expect(reminderHourOf({ notifications: on, timezone: 'Europe/Paris' }, moment)).toBe(6);
    expect(reminderHourOf({ notifications: off, timezone: 'Europe/Paris' }, moment)).toBeNull();
    expect(reminderHourOf({ notifications: on, timezone: null }, moment)).toBeNull();
  });
});
