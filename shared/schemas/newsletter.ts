import * as z from 'zod';
import { requiredEmail } from './common';

/** What the landing page's newsletter form sends. */
export const newsletterSignupInputSchema = z.object({ email: requiredEmail() });
export type NewsletterSignupInput = z.input<typeof newsletterSignupInputSchema>;
export type ParsedNewsletterSignupInput = z.output<typeof newsletterSignupInputSchema>;

/** The confirmation; signing up twice keeps one address and says so. */
export const newsletterSignupSchema = z.object({
  email: z.string(),
  alreadySubscribed: z.boolean(),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
