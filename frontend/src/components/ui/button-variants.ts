import { cva } from 'class-variance-authority';

/**
 * The buttons' look, for a `<button>` or a link. Apart from Button (button.tsx), so the visitor's header and the
 * landing page, in the landing's first script, style their links and buttons without Radix's Slot.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-honey-700 text-white hover:bg-honey-800',
        secondary: 'bg-honey-100 text-honey-900 hover:bg-honey-200',
        outline: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
        ghost: 'text-stone-800 hover:bg-stone-100',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        link: 'text-honey-800 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        /** Small, and narrower on phones: for a row that must fit 360px (the signed-out header). */
        compact: 'h-9 px-2 sm:px-3',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
