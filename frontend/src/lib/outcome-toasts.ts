import { TOASTS } from '@shared/messages';
import { toast } from './toast';

/** The spec's toast for an action that worked: "Success" and what happened (`TOASTS.hiveCreated`). */
export function toastSuccess(description: string): void {
  toast({ title: TOASTS.successTitle, description, variant: 'success' });
}

/** The spec's toast for an action that failed: "Error" and what failed (`TOASTS.hiveCreateFailed`). */
export function toastError(description: string): void {
  toast({ title: TOASTS.errorTitle, description, variant: 'destructive' });
}
