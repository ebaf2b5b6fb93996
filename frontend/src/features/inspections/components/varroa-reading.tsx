import type { VarroaFigure, VarroaLevel } from '@shared/domain/varroa';
import { Badge } from '@/components/ui/badge';
import { useVarroaWords } from '../hooks/use-varroa-words';

const LEVEL_TONES = { ok: 'green', watch: 'amber', treat: 'red' } as const satisfies Record<VarroaLevel, string>;

/** A varroa figure and where it stands: "2.3 mites/100 bees" and its level (Below threshold, Watch, Treat). */
export function VarroaReading({ figure, level }: { figure: VarroaFigure; level: VarroaLevel }) {
  const words = useVarroaWords();
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="font-medium text-stone-900">{words.figure(figure)}</span>
      <Badge tone={LEVEL_TONES[level]}>{words.level(level)}</Badge>
    </span>
  );
}
