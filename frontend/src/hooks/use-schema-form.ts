import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { holdAppUpdate } from '@/lib/offline/app-update-gate';
import { showServerFieldErrors } from '@/lib/server-field-errors';

/** A zod schema whose input (what the fields hold) and output (what is sent) are both objects of fields. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface SchemaFormOptions<Schema extends FormSchema> {
  /** Every field of the form (not just some, as react-hook-form allows), so a 400 naming any of them shows. */
  defaultValues: z.input<Schema> & DefaultValues<z.input<Schema>>;
  /** Sends the parsed values; rejects with the API's error. */
  onSubmit: (values: z.output<Schema>) => Promise<void>;
  /** A failure the form can't show beside a field (anything but a 400 naming its fields). */
  onFailure: (error: unknown) => void;
}

/**
 * A record form checked with the API's own schema (`@shared/schemas/*`), so it shows the spec's messages and sends
 * what the API parses. `submit` is the `<form>`'s submit handler: it checks the fields, sends, and puts a 400's field
 * messages under the fields, leaving any other failure to `onFailure`.
 */
export function useSchemaForm<Schema extends FormSchema>(
  schema: Schema,
  { defaultValues, onSubmit, onFailure }: SchemaFormOptions<Schema>,
): {
  form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;
  submit: (event?: BaseSyntheticEvent) => void;
} {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver: zodResolver(schema), defaultValues });
  useHoldAppUpdateWhileDirty(form.formState.isDirty);
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!showServerFieldErrors(error, form)) onFailure(error);
    }
  });
  return { form, submit: (event) => void handleSubmit(event) };
}

/**
 * A new version of the app waits (its prompt and reload) while this form holds unsaved input, and no longer once it
 * is saved, cancelled or closed (lib/offline/app-update-gate.ts).
 */
function useHoldAppUpdateWhileDirty(isDirty: boolean) {
  const formId = `form:${useId()}`;
  useEffect(() => {
    holdAppUpdate(formId, isDirty);
    return () => holdAppUpdate(formId, false);
  }, [formId, isDirty]);
}
