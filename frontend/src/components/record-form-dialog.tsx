import { Pencil } from 'lucide-react';
import { createContext, use, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import type { CreateDialogProps } from '@/components/add-record-button';
import { DialogForm } from '@/components/dialog-form';
import { TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { useSchemaForm, type FormSchema, type SchemaFormOptions } from '@/hooks/use-schema-form';
import { isApiError } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { failureText, type RecordKind } from '@/lib/record-kind';

/** What the dialog tells the form inside it: whose form it is, whether it edits, and how to end. */
interface RecordDialogState {
  kind: RecordKind;
  editing: boolean;
  close: () => void;
  onLimitReached: (() => void) | undefined;
}

const RecordDialogContext = createContext<RecordDialogState | null>(null);

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
    }
  | (CreateDialogProps & {
      record?: undefined;
      description: ReactNode;
      /** A free user's record over the plan's limit (402) offers the upgrade instead of an error toast. */
      onLimitReached?: () => void;
    })
);

/**
 * The create or edit dialog of a record (by whether a `record` is given), the one way record screens add and change
 * records. The `RecordForm` inside reads Create Hive / Update Hive (Creating... / Updating... while it sends), says
 * the outcome with the spec's toasts, puts a 400's messages under their fields, and closes the dialog once saved.
 */
export function RecordFormDialog(props: RecordFormDialogProps) {
  const { kind, children } = props;
  if (props.record) {
    const { record, title = `Edit ${kind.noun}`, description = `Update ${record.name}'s details.` } = props;
    return (
      <EditRecordDialog itemName={record.name} title={title} description={description} kind={kind}>
        {children}
      </EditRecordDialog>
    );
  }
  const { open, onOpenChange, returnFocus, onLimitReached, title = `Create New ${kind.noun}`, description } = props;
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

interface EditRecordDialogProps {
  kind: RecordKind;
  itemName: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** A record's Edit button ("Edit <name>" to screen readers) and its dialog; focus returns to the button on close. */
function EditRecordDialog({ kind, itemName, title, description, children }: EditRecordDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Edit ${itemName}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      }
    >
      <RecordDialogContext value={{ kind, editing: true, close: () => setOpen(false), onLimitReached: undefined }}>
        {children}
      </RecordDialogContext>
    </TitledDialog>
  );
}

interface RecordFormProps<Schema extends FormSchema, Saved> {
  /** The API's own schema for the record (`@shared/schemas/*`): the form shows its messages and sends what it parses. */
  schema: Schema;
  defaultValues: SchemaFormOptions<Schema>['defaultValues'];
  /** Sends the record: its create or update mutation. */
  save: (values: z.output<Schema>) => Promise<Saved>;
  /** Given by a flow that goes on after the record (an apiary made on the way to a hive): called instead of closing. */
  onSaved?: (saved: Saved) => void;
  /** The record's fields. */
  children: (form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>) => ReactNode;
}

/** A record's form inside its `RecordFormDialog`: the fields, Cancel and the submit button, and what follows a submit. */
export function RecordForm<Schema extends FormSchema, Saved>({
  schema,
  defaultValues,
  save,
  onSaved,
  children,
}: RecordFormProps<Schema, Saved>) {
  const dialog = use(RecordDialogContext);
  if (!dialog) throw new Error('A RecordForm belongs inside a RecordFormDialog');
  const { kind, editing, close, onLimitReached } = dialog;
  const { form, submit } = useSchemaForm(schema, {
    defaultValues,
    onSubmit: async (values) => {
      const saved = await save(values);
      toastSuccess(editing ? kind.toasts.updated : kind.toasts.created);
      if (onSaved) onSaved(saved);
      else close();
    },
    onFailure: (error) => {
      if (onLimitReached && isApiError(error, 402)) onLimitReached();
      else toastError(failureText(editing ? kind.toasts.updateFailed : kind.toasts.createFailed, error));
    },
  });
  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      submitLabel={`${editing ? 'Update' : 'Create'} ${kind.noun}`}
      pendingLabel={editing ? 'Updating...' : 'Creating...'}
    >
      {children(form)}
    </DialogForm>
  );
}
