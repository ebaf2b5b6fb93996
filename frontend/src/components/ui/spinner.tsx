import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinner with its text said aloud: "Loading..." unless told otherwise. */
export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 text-stone-700', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-honey-700" />
      <span>{label}</span>
    </div>
  );
}
