/**
 * What the landing page's newsletter form says after any valid address: the same words for every address, so none
 * tells who is subscribed. Apart from the confirm page's words, so the landing page carries only these.
 */
export const NEWSLETTER_SIGNUP_MESSAGES = {
  checkInbox: 'We sent a confirmation link to that address, unless it is already subscribed.',
} as const;
