import { Plus } from 'lucide-react';
import { createContext, useContext, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { useMay } from '@/api/acting-account';
import { Button } from '@/components/ui/button';

/** What a create dialog gets from the Add button that opens it. */
export interface CreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Add button: focus goes back to it when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * Set around a record's Add button that the app runs from elsewhere (the search palette's actions): the button draws
 * nothing, and its dialog opens and closes as the launcher says. The form is the button's own, with its plan gate.
 */
export const LaunchedDialogContext = createContext<CreateDialogProps | null>(null);

/**
 * An Add button's create dialog: opened by the button, or by the launcher around it. The button is drawn (`showButton`)
 * unless a launcher runs the dialog, or the beekeeper is a viewer of the shared account on screen, who records
 * nothing (the server refuses anyway).
 */
export function useCreateDialog(): {
  dialog: CreateDialogProps;
  buttonRef: RefObject<HTMLButtonElement | null>;
  showButton: boolean;
} {
  const launcher = useContext(LaunchedDialogContext);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const mayRecord = useMay('editor');
  return {
    dialog: launcher ?? { open, onOpenChange: setOpen, returnFocus: buttonRef },
    buttonRef,
    showButton: launcher === null && mayRecord,
  };
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
 * The Add button of a record the free plan doesn't limit, for a role that records (not a viewer of a shared account): it opens the record's create dialog, and focus comes back
 * to it when the dialog closes (or, launched, only the dialog: `LaunchedDialogContext`). Records the free plan counts
 * use `PlanLimitedAddButton` instead.
 */
export function AddRecordButton({ label, pending = false, renderDialog }: AddRecordButtonProps) {
  const { dialog, buttonRef, showButton } = useCreateDialog();
  return (
    <>
      {showButton && (
        <AddButton ref={buttonRef} label={label} disabled={pending} onClick={() => dialog.onOpenChange(true)} />
      )}
      {renderDialog(dialog)}
    </>
  );
}
