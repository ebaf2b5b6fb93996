import type { ParsedSimulateSignupInput } from '@shared/schemas/notification';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { unreadNotificationsQueryOptions } from './get-notifications';

export interface SimulatedSignup {
  adminsNotified: number;
}

/** `POST /api/test/simulate-signup`: every admin gets the sign-up notification and e-mail of a made-up newcomer. */
export const simulateSignup = (input: ParsedSimulateSignupInput) =>
  api.post<SimulatedSignup>(apiPath(routes.simulateSignup), input);

// The admin who sends it is an admin too: the bell shows it.
export function useSimulateSignup() {
  return useInvalidatingMutation(simulateSignup, [unreadNotificationsQueryOptions().queryKey]);
}
