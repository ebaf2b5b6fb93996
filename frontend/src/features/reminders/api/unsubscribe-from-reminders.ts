import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/**
 * Turns reminder e-mails off for the beekeeper a reminder's signed link names (`POST /api/reminders/unsubscribe`,
 * public: no sign-in); 400 for a link that is not valid.
 */
export const unsubscribeFromReminders = (token: string) =>
  api.post<{ unsubscribed: true }>(`${apiPath(routes.unsubscribeFromReminders)}?${new URLSearchParams({ token })}`);

export function useUnsubscribeFromReminders() {
  return useMutation({ mutationFn: unsubscribeFromReminders });
}
