import { useEffect, useState } from 'react';
import { PROFILE_MESSAGES } from '@shared/messages';
import { useUsernameCheck } from '../api/check-username';

/** Spec section 9: availability is asked 500 ms after typing stops. */
export const USERNAME_CHECK_DELAY_MS = 500;

export type UsernameAvailability =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'unavailable'; message: string }
  | { state: 'error' };

/**
 * Whether `typed` is free, asked once typing has stopped for 500 ms; skipped (idle) when the name is empty or the
 * beekeeper's own current one (spec section 9).
 */
export function useUsernameAvailability(typed: string, current: string | null): UsernameAvailability {
  const wanted = typed.trim();
  const skipped = wanted === '' || wanted === (current ?? '');
  const [settled, setSettled] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (skipped) return;
    const timer = setTimeout(() => setSettled(wanted), USERNAME_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, skipped]);
  const asked = !skipped && settled === wanted ? wanted : undefined;
  const check = useUsernameCheck(asked);
  if (skipped) return { state: 'idle' };
  if (asked === undefined || check.isPending) return { state: 'checking' };
  if (check.isError) return { state: 'error' };
  if (check.data.available) return { state: 'available' };
  return { state: 'unavailable', message: check.data.reason ?? PROFILE_MESSAGES.usernameNotAvailable };
}
