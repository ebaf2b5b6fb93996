/**
 * The daily marketing job (`jobs.ts`): the day's set, one piece per platform on the weekday's theme with its image.
 * A scheduled firing makes the set of its day at most once; a run an admin started (Generate Now) makes a new one.
 */
import type { Context } from 'aws-lambda';
import type { JobEvent } from '../../jobs';
import { logger } from '../../lib/logger';
import { generateDaySet } from '../../lib/marketing/generation';

export async function handler(event: JobEvent, context?: Context): Promise<{ date: string; written: number }> {
  if (context) logger.addContext(context);
  const date = (event.scheduledFor ?? new Date().toISOString()).slice(0, 10);
  const set = await generateDaySet({ date, scheduled: event.scheduledFor !== undefined });
  const written = set?.length ?? 0;
  logger.info(set === null ? "The day's marketing set was made already" : 'Marketing content written', {
    date,
    written,
    requestedBy: event.requestedBy,
  });
  return { date, written };
}
