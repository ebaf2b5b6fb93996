/**
 * The account this browser acts on: the beekeeper's own (nothing stored) or one shared with them, whose id every API
 * request then names in `ACCOUNT_HEADER`. Kept in session storage, so a tab stays on the account it was switched to
 * and a new tab starts on the beekeeper's own; forgotten whenever someone signs in or out.
 */
import { ACCOUNT_HEADER } from '@shared/domain/team-links';

const STORAGE_KEY = 'hivekeeper.actingAccount';

export function actingAccountId(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked: the beekeeper's own account
  }
}

/** Acts on `accountId` from the next request on; null for the beekeeper's own account. */
export function setActingAccountId(accountId: string | null): void {
  try {
    if (accountId) sessionStorage.setItem(STORAGE_KEY, accountId);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the beekeeper stays on their own account.
  }
}

/** The header a request sends to act on the chosen shared account; none on the beekeeper's own. */
export function actingAccountHeaders(): Record<string, string> {
  const accountId = actingAccountId();
  return accountId ? { [ACCOUNT_HEADER]: accountId } : {};
}
