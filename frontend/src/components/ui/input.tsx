import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldControlClass =
  'w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500 disabled:opacity-60 aria-invalid:border-red-600';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldControlClass, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldControlClass, 'min-h-20', className)} {...props} />;
}

/** A native select: the phone's own picker on small screens, and full keyboard and screen-reader support. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldControlClass, 'h-10', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-stone-800', className)} {...props} />;
}
