import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A checkbox whose own box is 44 px, a phone's tap target, drawn as a 20 px box in its middle: a native checkbox
 * can't be sized without looking stretched. The input stays the real, labelled control.
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <span className={cn('relative inline-grid size-11 shrink-0 place-items-center', className)}>
      <input
        type="checkbox"
        className="peer absolute inset-0 size-11 cursor-pointer appearance-none rounded-md focus-visible:outline-2 focus-visible:outline-honey-700"
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none grid size-5 place-items-center rounded border-2 border-stone-500 bg-white text-white peer-checked:border-honey-700 peer-checked:bg-honey-700 [&>svg]:invisible peer-checked:[&>svg]:visible"
      >
        <Check className="size-4" strokeWidth={3} />
      </span>
    </span>
  );
}
