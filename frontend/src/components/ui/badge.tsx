import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// Keeps its width beside a long title (never squeezed into one letter a line), yet no wider than its container.
const badgeVariants = cva(
  'inline-flex max-w-full shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
  {
    variants: {
      tone: {
        neutral: 'bg-stone-100 text-stone-800',
        honey: 'bg-honey-100 text-honey-900',
        green: 'bg-green-100 text-green-900',
        amber: 'bg-amber-100 text-amber-900',
        red: 'bg-red-100 text-red-900',
        blue: 'bg-blue-100 text-blue-900',
        pro: 'bg-honey-700 text-white',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
