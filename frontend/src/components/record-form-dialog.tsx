import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useMay } from '@/api/acting-account';
import type { CreateDialogProps } from '@/components/add-record-button';
import { RecordDialogContext } from '@/components/record-dialog-context';
import { TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api-client';
import type { RecordKind } from '@/lib/record-kind';
import { useMessages } from '@/lib/i18n/catalog';
import { commonMessages } from './messages';
import { recordMessages } from './record-messages';

type RecordFormDialogProps = {
  kind: RecordKind;
  /** The dialog's title: "Edit Hive" for an edit, "Create New Hive" for a new one, unless told otherwise. */
  title?: string;
  /** The record's form: a `RecordForm`, possibly behind what it needs first (the apiaries a hive can be in). */
  children: ReactNode;
} & (
  | {
      /** The record to edit: the dialog comes with its own Edit button, and the form updates the record. */
      record: { name: string };
      /** Read with the title; "Update <name>'s details." unless told otherwise. */
      description?: ReactNode;
      /** The Edit button's word and its name to screen readers, as a translated screen words them. */
      editButton?: EditButtonWording;
    }
  | (CreateDialogProps & {
      record?: undefined;
      description: ReactNode;
      /** A free user's record over the plan's limit (402) offers the upgrade instead of an error toast. */
      onLimitReached?: (error: ApiError) => void;
    })
);

/**
 * The create or edit dialog of a record (by whether a `record` is given), the one way record screens add and change
 * records. The dialog is light (a button and its shell): the form library comes with the `RecordForm` inside
 * (`record-form.tsx`), so screens that load their forms lazily don't carry it. The `RecordForm` reads Create Hive / Update Hive (Creating... / Updating... while it sends), says
 * the outcome with the spec's toasts, puts a 400's messages under their fields, and closes the dialog once saved.
 */
export function RecordFormDialog(props: RecordFormDialogProps) {
  const { kind, children } = props;
  const t = useMessages(commonMessages);
  const words = useMessages(recordMessages);
  if (props.record) {
    const {
      record,
      title = words(`${kind.record}.edit`),
      description = t('updateDetails', { name: record.name }),
      editButton = { label: t('edit'), name: t('editName', { name: record.name }) },
    } = props;
    return (
      <EditRecordDialog editButton={editButton} title={title} description={description} kind={kind}>
        {children}
      </EditRecordDialog>
    );
  }
  const {
    open,
    onOpenChange,
    returnFocus,
    onLimitReached,
    title = words(`${kind.record}.createNew`),
    description,
  } = props;
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={title}
      description={description}
    >
      <RecordDialogContext value={{ kind, editing: false, close: () => onOpenChange(false), onLimitReached }}>
        {children}
      </RecordDialogContext>
    </TitledDialog>
  );
}

interface EditButtonWording {
  /** "Edit" */
  label: string;
  /** "Edit <name>" */
  name: string;
}

interface EditRecordDialogProps {
  kind: RecordKind;
  editButton: EditButtonWording;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** A record's Edit button ("Edit <name>" to screen readers) and its dialog; focus returns to the button on close. */
function EditRecordDialog({ kind, editButton, title, description, children }: EditRecordDialogProps) {
  const [open, setOpen] = useState(false);
  // A viewer of a shared account edits nothing: no button (the server refuses anyway).
  if (!useMay('editor')) return null;
  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      trigger={
        <Button variant="outline" size="sm" aria-label={editButton.name}>
          <Pencil aria-hidden="true" />
          {editButton.label}
        </Button>
      }
    >
      <RecordDialogContext value={{ kind, editing: true, close: () => setOpen(false), onLimitReached: undefined }}>
        {children}
      </RecordDialogContext>
    </TitledDialog>
  );
}
