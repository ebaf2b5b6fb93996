import { describe, expect, it } from 'vitest';
import { mimeMessage } from './ses-mailer';

describe('a MIME message with headers of its own', () => {
  const mail = {
    to: 'ann@example.test',
    subject: 'Due: Hive Bienenstöcke',
    text: 'Check the hive.',
    headers: { 'List-Unsubscribe': '<https://h.example/u?token=a.b>' },
  };

  it('is plain UTF-8 text in base64 with the headers and an encoded subject', () => {
    const message = mimeMessage('HiveKeeper <no-reply@h.example>', mail);
    const [head = '', body = ''] = message.split('\r\n\r\n');
    expect(head.split('\r\n')).toEqual([
      'From: HiveKeeper <no-reply@h.example>',
      'To: ann@example.test',
      `Subject: =?UTF-8?B?${Buffer.from(mail.subject).toString('base64')}?=`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: base64',
      'List-Unsubscribe: <https://h.example/u?token=a.b>',
    ]);
    expect(Buffer.from(body, 'base64').toString()).toBe('Check the hive.');
  });

  it('refuses a header value that would start another header', () => {
    expect(() => mimeMessage('a@h.example', { ...mail, headers: { 'X-Note': 'a\r\nBcc: x@y.test' } })).toThrow();
  });
});
