import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';

interface RegisteredFieldProps<Values extends FieldValues> {
  form: Pick<UseFormReturn<Values>, 'register' | 'getFieldState' | 'formState'>;
  /** The field of the form's values the control edits; its validation message shows under it. */
  name: FieldPath<Values>;
  label: ReactNode;
  hint?: ReactNode;
  /** One input, textarea or select; it is registered with the form under `name`. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control bound to one field of a `useSchemaForm` form, with that field's message under it. */
export function RegisteredField<Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  children,
}: RegisteredFieldProps<Values>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <FormField label={label} hint={hint} error={error?.message}>
      {cloneElement(children, form.register(name))}
    </FormField>
  );
}
