import { useState, type ReactElement, type ReactNode } from 'react';
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
import { useMessages } from '@/lib/i18n/catalog';
import { commonMessages } from './messages';

export interface ConfirmDialogProps {
  /** The button that opens the question. */
  trigger: ReactElement;
  title: ReactNode;
  /** What confirming means for the beekeeper. */
  description: ReactNode;
  /** A choice the action needs, under the description (where an apiary's hives go). */
  children?: ReactNode;
  /** "Cancel" unless the way back says more ("Keep Pro"). */
  cancelLabel?: string;
  confirmLabel: string;
  /** The confirm button's words while the action runs ("Deleting..."). */
  pendingLabel: string;
  /** Keeps the confirm button off until the beekeeper has done what the question asks (typed a phrase). */
  confirmDisabled?: boolean;
  /** The action; it reports its own outcome. The dialog stays, reading `pendingLabel`, until it settles. */
  onConfirm: () => Promise<unknown>;
  /** Shown instead of the confirm button when the action can't be taken as things are (a way to what blocks it). */
  instead?: ReactNode;
}

/**
 * The one way HiveKeeper asks before an action that can't be undone (a delete, a cancellation, a link turned off):
 * the question can't be dismissed while the action runs, and closes once it has settled.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  confirmDisabled = false,
  onConfirm,
  instead,
}: ConfirmDialogProps) {
  const t = useMessages(commonMessages);
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);

  async function confirm() {
    setWorking(true);
    try {
      await onConfirm();
    } finally {
      setWorking(false);
      setOpen(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(isOpen) => setOpen(isOpen || working)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <DialogHeader>
          <AlertDialogTitle className="break-words">{title}</AlertDialogTitle>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <AlertDialogDescription className="break-words">{description}</AlertDialogDescription>
          {children}
        </DialogBody>
        <DialogFooter>
          <AlertDialogCancel disabled={working}>{cancelLabel ?? t('cancel')}</AlertDialogCancel>
          {instead ?? (
            <AlertDialogConfirm disabled={working || confirmDisabled} onClick={() => void confirm()}>
              {working ? pendingLabel : confirmLabel}
            </AlertDialogConfirm>
          )}
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
