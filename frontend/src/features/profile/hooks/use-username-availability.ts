import { useEffect, useState } from 'react';
import { PROFILE_MESSAGES } from '@shared/messages';
import { usernameSchema } from '@shared/schemas/profile';
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
 * beekeeper's own current one (spec section 9), and unavailable without asking when malformed or reserved.
 */
export function useUsernameAvailability(typed: string, current: string | null): UsernameAvailability {
  const wanted = typed.trim();
  // A malformed or reserved name is told at once, from the rule the server applies: nothing to ask.
  const invalid = usernameSchema.safeParse(wanted).error?.issues[0]?.message;
  const skipped = wanted === '' || wanted === (current ?? '') || invalid !== undefined;
  const [settled, setSettled] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (skipped) return;
    const timer = setTimeout(() => setSettled(wanted), USERNAME_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, skipped]);
  const asked = !skipped && settled === wanted ? wanted : undefined;
  const check = useUsernameCheck(asked);
  if (invalid !== undefined && wanted !== '') return { state: 'unavailable', message: invalid };
  if (skipped) return { state: 'idle' };
  if (asked === undefined || check.isPending) return { state: 'checking' };
  if (check.isError) return { state: 'error' };
  if (check.data.available) return { state: 'available' };
  return { state: 'unavailable', message: check.data.reason ?? PROFILE_MESSAGES.usernameNotAvailable };
}
