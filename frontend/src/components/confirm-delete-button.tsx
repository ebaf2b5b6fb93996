import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
  DialogFooter,
} from '@/components/ui/dialog';

interface ConfirmDeleteButtonProps {
  /** The record's own name: the button reads "Delete <name>" to screen readers, the question names it. */
  itemName: string;
  /** What deleting it means for the beekeeper. */
  description: ReactNode;
  /** Deletes the record and reports the outcome; the dialog closes when it settles. */
  onConfirm: () => Promise<void>;
}

/** A Delete button that asks first; the dialog stays until the delete has settled, reading Deleting... meanwhile. */
export function ConfirmDeleteButton({ itemName, description, onConfirm }: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
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
        <Button variant="outline" size="sm" aria-label={`Delete ${itemName}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete {itemName}?</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
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
