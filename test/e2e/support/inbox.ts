/**
 * The sign-up confirmation code, read from the local SES's mailbox as a beekeeper reads theirs, waiting for it.
 */
import { expect } from '@playwright/test';
import { codeIn, inboxFor } from '../../../infra/local/inbox';
import { E2E_URLS } from './e2e-stack';

/** The six-digit code of the latest e-mail to `address`, waiting for it to arrive. */
export async function confirmationCodeFor(address: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = codeIn((await inboxFor(E2E_URLS.inbox, address)).at(-1));
        return code;
      },
      { message: `a confirmation code e-mailed to ${address}` },
    )
    .toBeDefined();
  return code as string;
}
