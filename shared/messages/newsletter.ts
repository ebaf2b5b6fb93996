/** What the newsletter's double opt-in says: the same words for every address, so none tells who is subscribed. */

export const NEWSLETTER_API_ERRORS = {
  newsletterLinkInvalid: 'This newsletter link is not valid or has expired. Sign up again on the home page.',
} as const;

export const NEWSLETTER_MESSAGES = {
  checkInbox: 'Check your inbox to confirm: we sent a link to the address you gave, unless it is already subscribed.',
  confirmed: 'Your address is confirmed: beekeeping tips and HiveKeeper news will arrive in your inbox.',
  unsubscribed: 'Your address is off the HiveKeeper newsletter list.',
} as const;

/** The confirm page's words. */
export const NEWSLETTER_CONFIRM_PAGE = {
  heading: 'Confirm your newsletter signup',
  prompt: 'Press the button to start getting seasonal hive-care tips and HiveKeeper news at this address.',
  failed: 'We could not confirm your address. Please try again.',
} as const;
