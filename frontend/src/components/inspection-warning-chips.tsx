import { AlertTriangle, CircleAlert } from 'lucide-react';
import type { InspectionWarning, WarningSeverity } from '@shared/domain/inspection-warnings';
import { Badge } from '@/components/ui/badge';

const SEVERITY_TONES = { danger: 'red', caution: 'amber' } as const satisfies Record<WarningSeverity, string>;
const SEVERITY_ICONS = { danger: AlertTriangle, caution: CircleAlert } as const;

/** An inspection's warnings as chips, most serious first: red when the colony is at risk, amber to look again soon. */
export function InspectionWarningChips({ warnings }: { warnings: readonly InspectionWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul aria-label="Warnings" className="flex flex-wrap gap-1.5">
      {warnings.map((warning) => {
        const Icon = SEVERITY_ICONS[warning.severity];
        return (
          <li key={warning.code} className="min-w-0">
            <Badge tone={SEVERITY_TONES[warning.severity]} className="gap-1 whitespace-normal">
              <Icon aria-hidden="true" className="size-3.5 shrink-0" />
              {warning.detail ? `${warning.label}: ${warning.detail}` : warning.label}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
