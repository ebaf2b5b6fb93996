import type { VarroaFigure, VarroaLevel } from '@shared/domain/varroa';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n/catalog';
import { formatNumber } from '@/lib/i18n/format';
import { inspectionsMessages } from '../messages';

const LEVEL_TONES = { ok: 'green', watch: 'amber', treat: 'red' } as const satisfies Record<VarroaLevel, string>;

/** A varroa figure and where it stands: "2.3 mites/100 bees" and its level (Below threshold, Watch, Treat). */
export function VarroaReading({ figure, level }: { figure: VarroaFigure; level: VarroaLevel }) {
  const t = useMessages(inspectionsMessages);
  const value = formatNumber(figure.value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="font-medium text-stone-900">{t(`varroaFigure.${figure.unit}`, { value })}</span>
      <Badge tone={LEVEL_TONES[level]}>{t(`varroaLevel.${level}`)}</Badge>
    </span>
  );
}
