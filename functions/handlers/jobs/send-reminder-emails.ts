/**
 * The hourly reminder job (`jobs.ts`): a scheduled firing e-mails the beekeepers whose local 07:00 falls in its UTC
 * hour; a run by hand (`npm run job -- sendReminderEmails`) every subscriber not yet e-mailed on their local day.
 * A stage without the signing secret sends none, and says so in the log.
 */
import type { Context } from 'aws-lambda';
import type { JobEvent } from '../../jobs';
import { logger } from '../../lib/logger';
import { mailer } from '../../lib/mail/provider';
import { reminderSettings } from '../../lib/reminders/reminder-settings';
import { sendReminders, type ReminderTally } from '../../lib/reminders/send-reminders';

const EVERY_HOUR = Array.from({ length: 24 }, (_, hour) => hour);

export async function handler(event: JobEvent, context?: Context): Promise<ReminderTally> {
  if (context) logger.addContext(context);
  const settings = await reminderSettings();
  if (settings === null) {
    logger.warn('Reminder e-mails not sent: this stage has no signing secret for their unsubscribe links');
    return { read: 0, sent: 0, failed: 0 };
  }
  const at = event.scheduledFor === undefined ? new Date() : new Date(event.scheduledFor);
  const scheduled = event.scheduledFor !== undefined;
  const tally = await sendReminders(
    { at, scheduled, hours: scheduled ? [at.getUTCHours()] : EVERY_HOUR },
    { mailer: mailer(), settings },
  );
  logger.info('Reminder e-mails sent', { ...tally, at: at.toISOString(), scheduled, requestedBy: event.requestedBy });
  return tally;
}
