import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TitledDialog } from '@/components/titled-dialog';

interface EditRecordButtonProps {
  /** The record's own name: the button reads "Edit <name>" to screen readers, the dialog's description names it. */
  itemName: string;
  /** The dialog's title: "Edit Hive". */
  title: string;
  /** The record's form, prefilled; `close` closes the dialog once the update succeeded. */
  children: (close: () => void) => ReactNode;
}

/** A record card's Edit button and the dialog with the record's form; focus returns to the button on close. */
export function EditRecordButton({ itemName, title, children }: EditRecordButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={`Update ${itemName}'s details.`}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Edit ${itemName}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      }
    >
      {children(() => setOpen(false))}
    </TitledDialog>
  );
}
