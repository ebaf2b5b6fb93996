import { AlertTriangle } from 'lucide-react';
import type { InspectionWarning, WarningSeverity } from '@shared/domain/inspection-warnings';
import { Badge } from '@/components/ui/badge';

const SEVERITY_TONES = { danger: 'red', caution: 'amber' } as const satisfies Record<WarningSeverity, string>;

/** An inspection's warnings as chips, most serious first, each with what raised it (the diseases, the count). */
export function InspectionWarningChips({ warnings }: { warnings: readonly InspectionWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul aria-label="Warnings" className="flex flex-wrap gap-1.5">
      {warnings.map((warning) => (
        <li key={warning.code} className="max-w-full">
          <Badge tone={SEVERITY_TONES[warning.severity]} className="gap-1 whitespace-normal">
            <AlertTriangle aria-hidden="true" className="size-3 shrink-0" />
            {warning.detail ? `${warning.label}: ${warning.detail}` : warning.label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
