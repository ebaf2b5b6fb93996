import { PROFILE_MESSAGES } from '@shared/messages';
import { isApiError } from '@/lib/api-client';
import { toastError } from '@/lib/outcome-toasts';

/**
 * The toast for a failed profile save (spec section 8): the server's message or `fallback`. A `401: ...Unauthorized`
 * error is silent: the session has ended and the logged-out notice takes over.
 */
export function toastProfileFailure(error: unknown, fallback: string = PROFILE_MESSAGES.updateFailed): void {
  if (isApiError(error, 401)) return;
  toastError(isApiError(error) ? (error.serverMessage ?? fallback) : fallback);
}
