import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
  DialogBody,
  DialogFooter,
  DialogHeader,
} from '@/components/ui/dialog';
import { focusAfterRemoval } from '@/lib/return-focus';

interface ConfirmDeleteButtonProps {
  /** The record's own name: the button reads "Delete <name>" to screen readers, the question names it. */
  itemName: string;
  /** What deleting it means for the beekeeper. */
  description: ReactNode;
  /** Deletes the record and reports the outcome; the dialog closes when it settles. */
  onConfirm: () => Promise<void>;
}

/**
 * A Delete button that asks first; the dialog stays until the delete has settled, reading Deleting... meanwhile.
 * Once the record has gone, taking this button with it, focus moves to the next record in its list (or the
 * previous one, or the page's heading) rather than falling to the page.
 */
export function ConfirmDeleteButton({ itemName, description, onConfirm }: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const moveFocusOnRemoval = useRef<(() => void) | null>(null);

  // Unmounted after a confirmed delete: the record is gone. (After a failed one the button stays, and the dialog
  // gives focus back to it; on any other unmount focus has not fallen to the page, and stays where it is.)
  useEffect(() => () => moveFocusOnRemoval.current?.(), []);

  async function confirm() {
    moveFocusOnRemoval.current = focusAfterRemoval(triggerRef.current);
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
      setOpen(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(isOpen) => setOpen(isOpen || deleting)}>
      <AlertDialogTrigger asChild>
        <Button ref={triggerRef} variant="outline" size="sm" aria-label={`Delete ${itemName}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <DialogHeader>
          <AlertDialogTitle>Delete {itemName}?</AlertDialogTitle>
        </DialogHeader>
        <DialogBody>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </DialogBody>
        <DialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <AlertDialogConfirm disabled={deleting} onClick={() => void confirm()}>
            {deleting ? 'Deleting...' : 'Delete'}
          </AlertDialogConfirm>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
