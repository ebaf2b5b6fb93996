import type { QueenMarking } from '@shared/domain/hive';
import { QUEEN_MARKING_LABELS } from '@shared/domain/hive';
import { QueenMarkSwatch } from '@/components/queen-mark-swatch';

/** Her marking as a dot of its colour and its name ("Not recorded" without one). */
export function QueenMark({ marking }: { marking: QueenMarking | null }) {
  if (!marking) return <span className="text-stone-600">Marking not recorded</span>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <QueenMarkSwatch marking={marking} />
      {QUEEN_MARKING_LABELS[marking]}
    </span>
  );
}
