import { useEffect, useState } from 'react';

/** Waits for a pause in typing before a search asks the server: one request per word rather than per keystroke. */
export const TYPING_PAUSE_MS = 200;

/** `value` once it has stayed the same for TYPING_PAUSE_MS. */
export function useSettledValue(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
