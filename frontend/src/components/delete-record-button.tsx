import { useMay } from '@/api/acting-account';
import { ConfirmDeleteButton, type ConfirmDeleteButtonProps } from '@/components/confirm-delete-button';
import { isApiError } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import type { RecordToasts } from '@/lib/record-kind';

interface DeleteRecordButtonProps extends Omit<ConfirmDeleteButtonProps, 'onConfirm'> {
  /** Its record type's toasts (a `RecordKind`, or an area's own words: a hive's scales). */
  kind: { toasts: Pick<RecordToasts, 'deleted' | 'deleteFailed'> };
  /** Deletes the record (its delete mutation), with anything that must happen first. */
  remove: () => Promise<unknown>;
  /** After the record is gone, e.g. leaving its own page. */
  onDeleted?: () => void;
  /** The success toast when the delete did more than the kind's "deleted" says. */
  deletedToast?: string;
  /** The role a member of a shared account needs to delete it (the route's `member`): no button without it. */
  need?: 'editor' | 'owner';
}

/**
 * A record's Delete button, the one way record screens delete: it asks first, deletes, says the outcome with the
 * spec's toasts (a 409's own message when the server refuses, as it says what to do), and moves focus to the next
 * card once the record has gone.
 */
export function DeleteRecordButton({
  kind,
  remove,
  onDeleted,
  deletedToast,
  need = 'editor',
  ...confirm
}: DeleteRecordButtonProps) {
  const mayDelete = useMay(need);
  async function removeAndReport() {
    try {
      await remove();
    } catch (error) {
      toastError((isApiError(error, 409) ? error.serverMessage : undefined) ?? kind.toasts.deleteFailed);
      return;
    }
    toastSuccess(deletedToast ?? kind.toasts.deleted);
    onDeleted?.();
  }
  if (!mayDelete) return null;
  return <ConfirmDeleteButton {...confirm} onConfirm={removeAndReport} />;
}
