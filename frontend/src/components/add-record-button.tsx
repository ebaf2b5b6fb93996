import { Plus } from 'lucide-react';
import { useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { Button } from '@/components/ui/button';

/** What a create dialog gets from the Add button that opens it. */
export interface CreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Add button: focus goes back to it when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
}

/** The look of every Add button: a plus and its label ("Add Hive"). */
export function AddButton({
  label,
  ref,
  disabled,
  onClick,
}: {
  label: string;
  ref: Ref<HTMLButtonElement>;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button ref={ref} disabled={disabled} onClick={onClick}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}

interface AddRecordButtonProps {
  label: string;
  /** Disables the button while something the dialog needs is loading. */
  pending?: boolean;
  /** The create dialog (a `RecordFormDialog`), given its state. */
  renderDialog: (dialog: CreateDialogProps) => ReactNode;
}

/**
 * The Add button of a record the free plan doesn't limit: it opens the record's create dialog, and focus comes back
 * to it when the dialog closes. Records the free plan counts use `PlanLimitedAddButton` instead.
 */
export function AddRecordButton({ label, pending = false, renderDialog }: AddRecordButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <AddButton ref={buttonRef} label={label} disabled={pending} onClick={() => setOpen(true)} />
      {renderDialog({ open, onOpenChange: setOpen, returnFocus: buttonRef })}
    </>
  );
}
