import { useState, type ReactNode } from 'react';
import { canDo, planStateOf, type PlanRecord, type RecordAction } from '@shared/plan-rules';
import { useUser } from '@/api/get-user';
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
  const user = useUser().data;
  const [refused, setRefused] = useState(false);
  const allowed = user !== undefined && user !== null && canDo(planStateOf(user), record, action) && !refused;
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
