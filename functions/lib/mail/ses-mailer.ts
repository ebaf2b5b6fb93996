import { SendEmailCommand, SendRawEmailCommand, type SESClient } from '@aws-sdk/client-ses';
import type { Mail, Mailer } from './mailer';

/** A header field's name, and a value on one line: nothing can be smuggled in as another header. */
const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;
const ONE_LINE = /^[^\r\n]*$/;

/** An RFC 2047 encoded word when the text isn't plain ASCII (a subject with a hive's name in it). */
function encodedWord(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;
}

/** The e-mail as MIME: plain UTF-8 text in base64 lines, with its extra headers. */
export function mimeMessage(from: string, mail: Mail): string {
  const extra = Object.entries(mail.headers ?? {});
  for (const [name, value] of [['To', mail.to], ['Subject', mail.subject], ...extra] as const) {
    if (!HEADER_NAME.test(name) || !ONE_LINE.test(value)) throw new Error(`An e-mail header can't be "${name}"`);
  }
  const body = Buffer.from(mail.text).toString('base64').replace(/.{76}/g, '$&\r\n');
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${encodedWord(mail.subject)}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    ...extra.map(([name, value]) => `${name}: ${value}`),
    '',
    body,
  ].join('\r\n');
}

/**
 * Mail through SES from the stage's verified sender: Amazon SES in the cloud, the local SES stand-in (whose mail
 * the local inbox shows) when the client points at its endpoint. SendEmail takes no headers of our own, so an
 * e-mail with some goes as a raw MIME message.
 */
export function createSesMailer(options: { client: SESClient; from: string }): Mailer {
  return {
    async send(mail) {
      if (mail.headers && Object.keys(mail.headers).length > 0) {
        await options.client.send(
          new SendRawEmailCommand({
            Source: options.from,
            Destinations: [mail.to],
            RawMessage: { Data: Buffer.from(mimeMessage(options.from, mail)) },
          }),
        );
        return;
      }
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
