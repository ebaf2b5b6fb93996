import { use, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { DialogForm } from '@/components/dialog-form';
import { RecordDialogContext } from '@/components/record-dialog-context';
import { useSchemaForm, type FormSchema, type SchemaFormOptions } from '@/hooks/use-schema-form';
import { OUTBOX_STATUS } from '@shared/messages';
import { isApiError } from '@/lib/api-client';
import { isQueuedWrite } from '@/lib/offline/queued-write';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { failureText } from '@/lib/record-kind';
import { useMessages } from '@/lib/i18n/catalog';
import { commonMessages } from './messages';
import { recordMessages } from './record-messages';

interface RecordFormProps<Schema extends FormSchema, Saved> {
  /** The API's own schema for the record (`@shared/schemas/*`): the form shows its messages and sends what it parses. */
  schema: Schema;
  defaultValues: SchemaFormOptions<Schema>['defaultValues'];
  /** Sends the record: its create or update mutation. */
  save: (values: z.output<Schema>) => Promise<Saved>;
  /** Given by a flow that goes on after the record (an apiary made on the way to a hive): called instead of closing. */
  onSaved?: (saved: Saved) => void;
  /** Why the record can't be saved yet, said beside the disabled submit button (`DialogForm`). */
  blockedBy?: string | undefined;
  /** The record's fields. */
  children: (form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>) => ReactNode;
}

/** A record's form inside its `RecordFormDialog`: the fields, Cancel and the submit button, and what follows a submit. */
export function RecordForm<Schema extends FormSchema, Saved>({
  schema,
  defaultValues,
  save,
  onSaved,
  blockedBy,
  children,
}: RecordFormProps<Schema, Saved>) {
  const dialog = use(RecordDialogContext);
  if (!dialog) throw new Error('A RecordForm belongs inside a RecordFormDialog');
  const { kind, editing, close, onLimitReached } = dialog;
  const t = useMessages(commonMessages);
  const words = useMessages(recordMessages);
  const { form, submit } = useSchemaForm(schema, {
    defaultValues,
    onSubmit: async (values) => {
      const saved = await save(values);
      if (isQueuedWrite(saved)) {
        // Kept on the device (no signal) or back as a merge to choose: the outbox takes it from here.
        toastSuccess(saved.queued.status === 'conflict' ? OUTBOX_STATUS.conflictQueued : OUTBOX_STATUS.savedOnDevice);
        close();
        return;
      }
      toastSuccess(editing ? kind.toasts.updated : kind.toasts.created);
      if (onSaved) onSaved(saved);
      else close();
    },
    onFailure: (error) => {
      if (onLimitReached && isApiError(error, 402)) onLimitReached(error);
      else toastError(failureText(editing ? kind.toasts.updateFailed : kind.toasts.createFailed, error));
    },
  });
  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      submitLabel={words(`${kind.record}.${editing ? 'update' : 'create'}`)}
      pendingLabel={t(editing ? 'updating' : 'creating')}
      blockedBy={blockedBy}
      cancel={dialog.cancel}
    >
      {children(form)}
    </DialogForm>
  );
}
