/** What HiveKeeper's functions e-mail: plain text to one address. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra header fields (a reminder's `List-Unsubscribe`); their values are one line each. */
  headers?: Readonly<Record<string, string>>;
}

/** Sends e-mail; `functions/lib/mail/provider.ts` chooses the implementation by configuration. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
