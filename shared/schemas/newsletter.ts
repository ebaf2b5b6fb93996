import * as z from 'zod';
import { requiredEmail } from './common';

/** What the landing page's newsletter form sends. */
export const newsletterSignupInputSchema = z.object({ email: requiredEmail() });
export type NewsletterSignupInput = z.input<typeof newsletterSignupInputSchema>;
export type ParsedNewsletterSignupInput = z.output<typeof newsletterSignupInputSchema>;

/**
 * The answer to a signup, the same for a new, a pending and a confirmed address (202): whether the address gets a
 * confirmation e-mail is never told, so the form is no oracle of who is subscribed.
 */
export const newsletterSignupSchema = z.object({ email: z.string() });
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** What the confirm page (and a mail client's one-click unsubscribe) send: the e-mail link's signed token. */
export const newsletterTokenQuerySchema = z.object({ token: z.string().max(512) });
export type NewsletterTokenQuery = z.infer<typeof newsletterTokenQuerySchema>;

/** The answer to a confirmation: the confirmed address. */
export const newsletterConfirmationSchema = z.object({ email: z.string(), confirmed: z.literal(true) });
export type NewsletterConfirmation = z.infer<typeof newsletterConfirmationSchema>;
