/**
 * The environment of the Lambdas that sign or check reminder e-mails' unsubscribe links (`reminders:secret` grant),
 * read by `readReminderSettings`: the values themselves locally, only the names of SSM parameters in the cloud.
 */
export const REMINDERS_ENVIRONMENT = {
  /** Locally: the signing secret itself. */
  secret: 'REMINDERS_SECRET',
  /** Locally: the site's origin (`http://localhost:3000`). */
  siteUrl: 'SITE_URL',
  /** In the cloud: the name of the SecureString parameter that holds the signing secret. */
  secretParameter: 'REMINDERS_SECRET_PARAMETER',
  /** In the cloud: the name of the parameter the stack writes the site's origin to. */
  siteUrlParameter: 'SITE_URL_PARAMETER',
} as const;
