import { isApiError } from '@/lib/api-client';
import { toastError } from '@/lib/outcome-toasts';

/** An error toast with the server's own words for a refused team request (they say what to do), else `fallback`. */
export function toastRefusal(error: unknown, fallback: string): void {
  toastError((isApiError(error) ? error.serverMessage : undefined) ?? fallback);
}
