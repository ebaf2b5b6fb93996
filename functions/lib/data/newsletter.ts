/**
 * The newsletter's double opt-in. A signup writes a pending item (conditional create, so one item per address) and
 * e-mails its confirmation link; signing up again re-sends it at most once per `NEWSLETTER_OPT_IN.resendAfterHours`
 * (a conditional update claims the slot), and a confirmed address gets nothing. The caller answers the same either
 * way, so the form tells no one who is subscribed and can't flood an inbox. Each call costs at most two writes.
 */
import { NEWSLETTER_OPT_IN } from '../../../shared/domain/newsletter';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { newsletterConfirmationEmail } from '../newsletter/confirmation-email';
import type { ReminderSettings } from '../reminders/reminder-settings';
import { NewsletterSubscriberEntity } from './entities/newsletter-subscriber';
import { isConditionFailure } from './transactions';
import { HOUR_MS } from '../../../shared/domain/durations';

export interface NewsletterMailing {
  mailer: Mailer;
  /** The signing secret and the site's origin of the links; null on a stage without them (no e-mail is sent). */
  settings: ReminderSettings | null;
  now?: Date;
}

/** Seconds since the epoch at which an unconfirmed signup made `now` is deleted. */
function pendingUntil(now: Date): number {
  return Math.floor(now.getTime() / 1000) + NEWSLETTER_OPT_IN.pendingDays * 24 * 60 * 60;
}

/** Writes the pending item, or claims a re-send of a pending one; whether a confirmation e-mail is due. */
async function claimConfirmationEmail(email: string, now: Date): Promise<boolean> {
  const mailed = { lastMailedAt: now.toISOString(), expiresAt: pendingUntil(now) };
  const created = await NewsletterSubscriberEntity.create({ email, status: 'pending', ...mailed }).go({
    returnOnConditionCheckFailure: true,
  });
  if (!created.rejected) return true;
  const resendFrom = new Date(now.getTime() - NEWSLETTER_OPT_IN.resendAfterHours * HOUR_MS).toISOString();
  try {
    await NewsletterSubscriberEntity.patch({ email })
      .set({ status: 'pending', ...mailed })
      .where(
        ({ status, lastMailedAt }, { ne, notExists, lte }) =>
          `(${notExists(status)} OR ${ne(status, 'confirmed')}) AND (${notExists(lastMailedAt)} OR ${lte(lastMailedAt, resendFrom)})`,
      )
      .go();
    return true;
  } catch (error) {
    // Confirmed, mailed within the period, or gone since the create: nothing to send.
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Signs `email` (already normalized) up; the answer does not depend on what was there. */
export async function signUpForNewsletter(email: string, { mailer, settings, now = new Date() }: NewsletterMailing) {
  if (!(await claimConfirmationEmail(email, now))) return;
  if (settings === null) {
    logger.warn('Newsletter confirmation not sent: this stage has no signing secret for its links');
    return;
  }
  await mailer.send(newsletterConfirmationEmail(email, settings));
}

/**
 * Confirms a pending address that has not expired; true when it is confirmed now or was already, false when there
 * is no such signup (never made, expired, unsubscribed).
 */
export async function confirmNewsletterSignup(email: string, now: Date = new Date()): Promise<boolean> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  try {
    await NewsletterSubscriberEntity.patch({ email })
      .set({ status: 'confirmed', confirmedAt: now.toISOString() })
      .remove(['expiresAt'])
      .where(({ status, expiresAt }, { eq, gt }) => `${eq(status, 'pending')} AND ${gt(expiresAt, nowSeconds)}`)
      .go();
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { data } = await NewsletterSubscriberEntity.get({ email }).go({ consistent: true });
  return data?.status === 'confirmed';
}

/** Takes the address off the list, pending or confirmed; nothing happens for one not there. */
export async function unsubscribeFromNewsletter(email: string): Promise<void> {
  await NewsletterSubscriberEntity.delete({ email }).go();
}
