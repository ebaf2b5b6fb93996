import '../../test-support/unit-env';
import { SendEmailCommand, SendRawEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger';
import { chooseMailer } from './provider';
import { createSesMailer } from './ses-mailer';

const ses = mockClient(SESClient);
afterEach(() => ses.reset());

const mail = { to: 'admin@hivekeeper.test', subject: 'New HiveKeeper sign-up: a@b.test', text: 'Name: Ann' };

describe('the SES mailer', () => {
  it('sends plain text from the sender to the one address', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await createSesMailer({ client: new SESClient({}), from: 'HiveKeeper <no-reply@hivekeeper.test>' }).send(mail);
    expect(ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input)).toEqual([
      {
        Source: 'HiveKeeper <no-reply@hivekeeper.test>',
        Destination: { ToAddresses: ['admin@hivekeeper.test'] },
        Message: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
    ]);
  });

  it("sends an e-mail with headers of its own (a reminder's List-Unsubscribe) as a raw MIME message", async () => {
    ses.on(SendRawEmailCommand).resolves({ MessageId: 'm-3' });
    const headers = { 'List-Unsubscribe': '<https://h.test/u?token=a.b>' };
    await createSesMailer({ client: new SESClient({}), from: 'no-reply@hivekeeper.test' }).send({ ...mail, headers });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    const [call] = ses.commandCalls(SendRawEmailCommand);
    expect(call?.args[0].input.Destinations).toEqual([mail.to]);
    const raw = Buffer.from(call?.args[0].input.RawMessage?.Data ?? new Uint8Array()).toString();
    expect(raw).toContain('List-Unsubscribe: <https://h.test/u?token=a.b>');
  });

  it('fails when SES refuses', async () => {
    ses.on(SendEmailCommand).rejects(new Error('MessageRejected: Email address is not verified.'));
    const mailer = createSesMailer({ client: new SESClient({}), from: 'no-reply@hivekeeper.test' });
    await expect(mailer.send(mail)).rejects.toThrow(/not verified/);
  });
});

describe('chooseMailer', () => {
  it('sends through SES at the configured endpoint (locally the SES stand-in)', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    await chooseMailer({ mail: { from: 'no-reply@hivekeeper.test', sesEndpoint: 'http://localhost:8005' } }).send(mail);
    const [call] = ses.commandCalls(SendEmailCommand);
    expect(call?.args[0].input.Source).toBe('no-reply@hivekeeper.test');
  });

  it('without a sender, logs each e-mail as not sent and sends nothing', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await chooseMailer({ mail: undefined }).send(mail);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not sent/), {
      to: mail.to,
      subject: mail.subject,
    });
    warn.mockRestore();
  });
});
