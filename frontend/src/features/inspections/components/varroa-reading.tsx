import { formatVarroaFigure, VARROA_LEVEL_LABELS, type VarroaFigure, type VarroaLevel } from '@shared/domain/varroa';
import { Badge } from '@/components/ui/badge';

const LEVEL_TONES = { ok: 'green', watch: 'amber', treat: 'red' } as const satisfies Record<VarroaLevel, string>;

/** A varroa figure and where it stands: "2.3 mites/100 bees" and its level (Below threshold, Watch, Treat). */
export function VarroaReading({ figure, level }: { figure: VarroaFigure; level: VarroaLevel }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="font-medium text-stone-900">{formatVarroaFigure(figure)}</span>
      <Badge tone={LEVEL_TONES[level]}>{VARROA_LEVEL_LABELS[level]}</Badge>
    </span>
  );
}
