import type { ReactElement, ReactNode, RefObject } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { returnFocusTo } from '@/lib/return-focus';

interface TitledDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the dialog for screen readers ("Create New Apiary"). */
  title: string;
  /** Read with the title when the dialog opens. */
  description: ReactNode;
  /** The button that opens the dialog (an Edit button): focus goes back to it when the dialog closes. */
  trigger?: ReactElement;
  /** The button that opened the dialog when it isn't the trigger (it decides which dialog to open). */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** A dialog named and described by its title and description: the frame of every create, edit and upgrade dialog. */
export function TitledDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  returnFocus,
  children,
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent onCloseAutoFocus={returnFocusTo(returnFocus)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
