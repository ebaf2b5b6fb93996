/**
 * The one place HiveKeeper chooses how its functions send e-mail, by configuration: SES from `MAIL_FROM` (at
 * `SES_ENDPOINT` when set: locally, the SES stand-in behind the local inbox). A stage deployed without a sender
 * sends none: each e-mail is logged as not sent, and what triggered it (a notification) still happens.
 */
import { SESClient } from '@aws-sdk/client-ses';
import { config, type FunctionsConfig } from '../config';
import { logger } from '../logger';
import type { Mailer } from './mailer';
import { createSesMailer } from './ses-mailer';

export function chooseMailer(settings: Pick<FunctionsConfig, 'mail'>): Mailer {
  const { mail } = settings;
  if (!mail) {
    return {
      async send({ to, subject }) {
        logger.warn('E-mail not sent: this stage has no MAIL_FROM sender', { to, subject });
      },
    };
  }
  const client = new SESClient(mail.sesEndpoint ? { endpoint: mail.sesEndpoint } : {});
  return createSesMailer({ client, from: mail.from });
}

let chosen: Mailer | undefined;

/** The configured mailer, chosen once per Lambda container. */
export function mailer(): Mailer {
  chosen ??= chooseMailer(config);
  return chosen;
}
