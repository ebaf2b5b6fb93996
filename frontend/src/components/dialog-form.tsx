import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogClose, DialogFooter } from '@/components/ui/dialog';
import { useMessages } from '@/lib/i18n/catalog';
import { commonMessages } from './messages';

/** What a record form's submit button reads: "Create Hive", then "Creating..." while the record is sent. */
interface SubmitLabels {
  submitLabel: string;
  pendingLabel: string;
}

interface DialogFormProps extends SubmitLabels {
  /** The form of `useSchemaForm`: the submit button is disabled while it submits. */
  form: { formState: { isSubmitting: boolean } };
  /** The submit handler of `useSchemaForm`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Why the record can't be sent yet (a draft's fields still to confirm): said beside the disabled submit button. */
  blockedBy?: string | undefined;
  /** Cancel's own action; without it Cancel closes the dialog. */
  cancel?: (() => void) | undefined;
  /** The fields. */
  children: ReactNode;
}

/**
 * A record's form inside a dialog: its fields, then Cancel and the submit button, disabled while the record is
 * sent. The fields scroll when the dialog is taller than the screen; the buttons stay in view. The browser's own
 * validation is off: the shared schema's messages are shown instead.
 */
export function DialogForm({
  form,
  onSubmit,
  submitLabel,
  pendingLabel,
  blockedBy,
  cancel,
  children,
}: DialogFormProps) {
  const t = useMessages(commonMessages);
  const blockedId = useId();
  const { isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-col gap-4">
      <DialogBody className="flex flex-col gap-4">{children}</DialogBody>
      <DialogFooter>
        {cancel ? (
          <Button variant="outline" onClick={cancel}>
            {t('cancel')}
          </Button>
        ) : (
          <DialogClose asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </DialogClose>
        )}
        <Button
          type="submit"
          disabled={isSubmitting || blockedBy !== undefined}
          aria-describedby={blockedBy ? blockedId : undefined}
        >
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
        {/* Above the buttons on a phone (the footer stacks in reverse), before them in a row. */}
        {blockedBy && (
          <p id={blockedId} role="status" className="text-sm text-stone-700 sm:order-first sm:mr-auto sm:self-center">
            {blockedBy}
          </p>
        )}
      </DialogFooter>
    </form>
  );
}
