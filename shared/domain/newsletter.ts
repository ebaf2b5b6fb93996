/**
 * The newsletter's double opt-in: a signup stays pending until the link of its confirmation e-mail is followed,
 * and a pending address is e-mailed at most once per period, so the signup form can't flood one inbox.
 */
export const NEWSLETTER_OPT_IN = {
  /** A pending signup not confirmed within this many days is deleted (DynamoDB TTL), and its link stops working. */
  pendingDays: 7,
  /** A pending address gets at most one confirmation e-mail per this many hours. */
  resendAfterHours: 24,
} as const;

/** The web pages of the e-mail's links (`?token=`), public: the confirm page posts its token to the API. */
export const NEWSLETTER_LINKS = {
  confirm: '/newsletter/confirm',
} as const;
