/**
 * The local SES stand-in's mailbox (`GET /store`), read the way a beekeeper reads theirs: sign-up and
 * password-reset codes arrive by e-mail. Shared by the integration and end-to-end suites.
 */
export interface InboxEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** E-mails the local SES at `inboxUrl` holds for an address, oldest first. */
export async function inboxFor(inboxUrl: string, address: string): Promise<InboxEmail[]> {
  const response = await fetch(new URL('/store', inboxUrl));
  const { emails } = (await response.json()) as { emails: InboxEmail[] };
  return emails.filter((email) => email.destination.to.some((to) => to.includes(address)));
}

/** The six-digit code in an e-mail (HiveKeeper's confirmation and reset mails carry one). */
export function codeIn(email: InboxEmail | undefined): string | undefined {
  return /\b(\d{6})\b/.exec(email?.body.text ?? email?.body.html ?? '')?.[1];
}
