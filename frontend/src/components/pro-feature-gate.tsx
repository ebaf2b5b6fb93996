import { useState, type ReactNode } from 'react';
import { canDo, type PlanRecord, type RecordAction } from '@shared/plan-rules';
import { useActingAs } from '@/api/acting-account';
import { ProFeaturePrompt } from '@/components/pro-feature-prompt';
import { DialogBody } from '@/components/ui/dialog';

export interface ProFeature {
  /** "Treatment Tracking is a Pro feature". */
  title: string;
  /** What Pro gives here. */
  description: string;
}

/**
 * A record form inside a record dialog for a beekeeper whose plan allows `action` on `record` (`canDo` of
 * shared/plan-rules.ts, the table the API enforces), the feature's upgrade prompt for anyone else, and for anyone the
 * server refuses with 402 (`refuse` is the dialog's `onLimitReached`). The server refuses anyway.
 */
export function usePlanGate(
  record: PlanRecord,
  action: RecordAction,
  feature: ProFeature,
): { gate: (form: ReactNode) => ReactNode; refuse: () => void } {
  // The account acted on: the owner's plan on a shared one.
  const { planState } = useActingAs();
  const [refused, setRefused] = useState(false);
  const allowed = planState !== undefined && canDo(planState, record, action) && !refused;
  return {
    gate: (form) =>
      allowed ? (
        form
      ) : (
        <DialogBody className="pb-6">
          <ProFeaturePrompt {...feature} />
        </DialogBody>
      ),
    refuse: () => setRefused(true),
  };
}
