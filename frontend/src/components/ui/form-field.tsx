import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { Label } from './input';

interface FormFieldProps {
  label: ReactNode;
  /** The validation message to show under the control (the spec's texts, from react-hook-form). */
  error?: string | undefined;
  hint?: ReactNode;
  /** One input, textarea or select; it gets the id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control whose error message (in the language shown) screen readers announce with the field. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const translate = useMessageText();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {translate(error)}
        </p>
      )}
    </div>
  );
}
