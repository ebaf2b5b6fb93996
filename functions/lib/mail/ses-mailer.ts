import { SendEmailCommand, type SESClient } from '@aws-sdk/client-ses';
import type { Mailer } from './mailer';

/**
 * Mail through SES's SendEmail from the stage's verified sender: Amazon SES in the cloud, the local SES stand-in
 * (whose mail the local inbox shows) when the client points at its endpoint.
 */
export function createSesMailer(options: { client: SESClient; from: string }): Mailer {
  return {
    async send(mail) {
      await options.client.send(
        new SendEmailCommand({
          Source: options.from,
          Destination: { ToAddresses: [mail.to] },
          Message: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
          },
        }),
      );
    },
  };
}
