import type { QueenMarking } from '@shared/domain/hive';
import { cn } from '@/lib/cn';

/** The paint of each year colour, as the dot on the queen's thorax looks. */
const PAINT = {
  white: 'bg-white',
  yellow: 'bg-yellow-300',
  red: 'bg-red-600',
  green: 'bg-green-600',
  blue: 'bg-blue-600',
} as const;

/**
 * A dot of the queen's marking colour (a dashed ring for an unmarked queen), beside the colour's name: decoration
 * only, the name says it to screen readers.
 */
export function QueenMarkSwatch({ marking, className }: { marking: QueenMarking; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="queen-mark-swatch"
      className={cn(
        'inline-block size-4 shrink-0 rounded-full border',
        marking === 'unmarked' ? 'border-dashed border-stone-500' : ['border-stone-500', PAINT[marking]],
        className,
      )}
    />
  );
}
