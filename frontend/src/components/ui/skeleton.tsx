import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder block; the caller wraps a group of them in an element with aria-busy and a label. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-stone-200', className)} {...props} />;
}
