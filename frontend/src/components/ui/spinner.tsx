import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { loadingWord } from '@/lib/i18n/first-paint';

/** A spinner with its text said aloud: "Loading..." in the page's language unless told otherwise. */
export function Spinner({ label = loadingWord(), className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 text-stone-700', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-honey-700" />
      <span>{label}</span>
    </div>
  );
}
