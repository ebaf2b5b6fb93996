import type { ProfileUpdateInput } from '@shared/schemas/profile';
import type { CurrentUser } from '@shared/schemas/user';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { useUserAnswerMutation } from './use-user-answer-mutation';

/** `PATCH /api/auth/profile`: only the fields (and preferences) that changed; answers the updated user. */
export const updateProfile = (input: ProfileUpdateInput) =>
  api.patch<CurrentUser>(apiPath(routes.updateProfile), input);

export function useUpdateProfile() {
  return useUserAnswerMutation(updateProfile);
}
