import type { ComponentProps } from 'react';
import { Input } from './input';

interface WholeNumberInputProps extends Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'min' | 'max' | 'step'> {
  /** The allowed range, from `@shared/domain` (`FRAME_COUNT`), the same the schema checks. */
  range: { readonly min: number; readonly max: number };
}

/** A whole number in a range: the numeric keypad on phones, and arrow keys that step by one. */
export function WholeNumberInput({ range, ...props }: WholeNumberInputProps) {
  return <Input type="number" inputMode="numeric" min={range.min} max={range.max} step={1} {...props} />;
}
