import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Shows a 400's field messages (`errors`, see `@shared/schemas/field-errors`) under the form's own fields, as if
 * the form had found them. Returns whether any field got a message; the caller reports anything else otherwise.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
): boolean {
  if (!isApiError(error, 400) || !error.body?.errors) return false;
  const fields = Object.keys(form.getValues());
  let shown = false;
  for (const [field, messages] of Object.entries(error.body.errors)) {
    const [message] = messages;
    if (!fields.includes(field) || message === undefined) continue;
    form.setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
