/**
 * aws-ses-v2-local as HiveKeeper's local SES: it keeps every e-mail in memory and shows them in a web inbox, so
 * sign-up codes and admin e-mails can be read without a mail server.
 */
import { createRequire } from 'node:module';
import type * as SesLocalModule from 'aws-ses-v2-local';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { closeServer } from './servers';
import { LOCAL_AWS } from './settings';

// CommonJS with `exports.default`: required, so every loader hands over the same function.
const { default: startSesServer } = createRequire(import.meta.url)('aws-ses-v2-local') as typeof SesLocalModule;

export const LOCAL_SENDER = 'HiveKeeper <no-reply@hivekeeper.local>';

export interface LocalSes {
  endpoint: string;
  /** The web inbox (`GET /`); `GET /store` answers the same mail as JSON. */
  inboxUrl: string;
  stop(): Promise<void>;
}

export async function startLocalSes(options: { port: number }): Promise<LocalSes> {
  const server = await startSesServer({ host: '127.0.0.1', port: options.port });
  const endpoint = `http://localhost:${options.port}`;
  return {
    endpoint,
    inboxUrl: `${endpoint}/`,
    stop: () => closeServer(server),
  };
}

export interface LocalMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail through the local SES endpoint with the SDK, as HiveKeeper's Lambdas do in the cloud. */
export function createLocalMailer(endpoint: string): { send(mail: LocalMail): Promise<void> } {
  const client = new SESClient({ endpoint, region: LOCAL_AWS.region, credentials: LOCAL_AWS.credentials });
  return {
    async send(mail) {
      await client.send(
        new SendEmailCommand({
          Source: LOCAL_SENDER,
          Destination: { ToAddresses: [mail.to] },
          Message: { Subject: { Data: mail.subject }, Body: { Text: { Data: mail.text } } },
        }),
      );
    },
  };
}
