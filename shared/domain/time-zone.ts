/** Time zones without zod: the profile's schema and the reminders' rules both check them. */
/** Whether `value` is a time zone this runtime knows (`Europe/London`, `America/New_York`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
