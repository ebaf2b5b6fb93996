import { PartyPopper } from 'lucide-react';
import { useEffect } from 'react';
import type { User } from '@shared/schemas/user';
import { toast } from '@/lib/toast';
import { useIsNewUser } from '@/api/get-is-new-user';

/** Spec sections 8 and 9: the welcome for new users with a party icon, shown for 10 s. */
export const WELCOME_TOAST = {
  title: 'Welcome to HiveKeeper!',
  icon: PartyPopper,
  description: 'Get started by creating your first apiary and adding hives to begin tracking your beekeeping journey.',
  duration: 10_000,
} as const;

/** The browser-local flag that this user has had their welcome (or needed none): one key per account. */
export const welcomedFlagKey = (userId: string) => `hivekeeper.welcomed.${userId}`;

function wasWelcomed(userId: string): boolean {
  try {
    return window.localStorage.getItem(welcomedFlagKey(userId)) !== null;
  } catch {
    // Storage blocked by the browser: rather no welcome than the same welcome on every visit.
    return true;
  }
}

function markWelcomed(userId: string): void {
  try {
    window.localStorage.setItem(welcomedFlagKey(userId), new Date().toISOString());
  } catch {
    // Nothing to keep the flag in; wasWelcomed() already answers true in that case.
  }
}

/**
 * Welcomes a new user once (spec section 4). The server decides who is new (no apiary and no hive yet); the answer
 * is asked for only until this browser has a flag for the user, and the flag is set whatever the answer, so a
 * returning beekeeper is never asked again and a new one is welcomed exactly once.
 */
export function useWelcomeToast(user: User): void {
  const alreadyWelcomed = wasWelcomed(user.id);
  const isNewUser = useIsNewUser({ enabled: !alreadyWelcomed }).data?.isNewUser;

  useEffect(() => {
    if (isNewUser === undefined || wasWelcomed(user.id)) return;
    markWelcomed(user.id);
    if (isNewUser) toast(WELCOME_TOAST);
  }, [isNewUser, user.id]);
}
