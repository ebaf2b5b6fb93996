import { actingAccountId } from '@/lib/acting-account';
import { storedSessionUser } from '@/lib/auth';

/**
 * Whose data an offline copy holds: the signed-in beekeeper, acting on their own account or on one shared with them.
 * Each keeps a copy of its own, so nothing of one account shows for another; undefined when nobody is signed in.
 */
export function offlineScope(): string | undefined {
  const user = storedSessionUser();
  return user === null ? undefined : `${user}/${actingAccountId() ?? 'own'}`;
}
