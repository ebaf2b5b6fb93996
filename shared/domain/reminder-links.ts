/**
 * The app's pages a reminder e-mail links to, on the site's origin: the e-mail's writer and the web app's routes
 * read them here. Apart from the reminder rules, so the routes' table (every page loads it) carries only these.
 */
export const REMINDER_LINKS = {
  schedule: '/schedule',
  treatments: '/treatments',
  profile: '/profile',
  /** The web page of the unsubscribe link (`?token=`), public: its button confirms the opt-out. */
  unsubscribe: '/unsubscribe',
} as const;
