import { AlertTriangle, CircleAlert } from 'lucide-react';
import type { InspectionWarning, WarningSeverity } from '@shared/domain/inspection-warnings';
import type { VarroaFigure } from '@shared/domain/varroa';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n/catalog';
import { commonMessages, useVarroaFigureWords } from './messages';

const SEVERITY_TONES = { danger: 'red', caution: 'amber' } as const satisfies Record<WarningSeverity, string>;
const SEVERITY_ICONS = { danger: AlertTriangle, caution: CircleAlert } as const;

/** An inspection's warnings as chips, most serious first: red when the colony is at risk, amber to look again soon. */
export function InspectionWarningChips({ warnings }: { warnings: readonly InspectionWarning[] }) {
  const t = useMessages(commonMessages);
  const figureWords = useVarroaFigureWords();
  if (warnings.length === 0) return null;
  return (
    <ul aria-label={t('warning.list')} className="flex flex-wrap gap-1.5">
      {warnings.map((warning) => {
        const Icon = SEVERITY_ICONS[warning.severity];
        return (
          <li key={warning.code} className="min-w-0">
            <Badge tone={SEVERITY_TONES[warning.severity]} className="gap-1 whitespace-normal">
              <Icon aria-hidden="true" className="size-3.5 shrink-0" />
              <WarningWords warning={warning} label={t(`warning.${warning.code}`)} figure={figureWords} />
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}

/** A warning's words: its label, then what raised it (the varroa figure in the language shown, the diseases as the
 * beekeeper wrote them). */
function WarningWords({
  warning,
  label,
  figure,
}: {
  warning: InspectionWarning;
  label: string;
  figure: (figure: VarroaFigure) => string;
}) {
  if (warning.figure) return `${label}: ${figure(warning.figure)}`;
  if (!warning.detail) return label;
  return (
    <>
      {label}: <span translate="no">{warning.detail}</span>
    </>
  );
}
