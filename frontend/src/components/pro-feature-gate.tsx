import { useState, type ReactNode } from 'react';
import { hasProAccess } from '@shared/plans';
import { useUser } from '@/api/get-user';
import { ProFeaturePrompt } from '@/components/pro-feature-prompt';
import { DialogBody } from '@/components/ui/dialog';

interface ProFeature {
  /** "Treatment Tracking is a Pro feature". */
  title: string;
  /** What Pro gives here. */
  description: string;
}

/**
 * A Pro feature's form inside a record dialog for a beekeeper with Pro access, its upgrade prompt for anyone else,
 * and for anyone the server refuses with 402 (`refuse` is the dialog's `onLimitReached`). The server refuses anyway.
 */
export function useProFeatureGate(feature: ProFeature): { gate: (form: ReactNode) => ReactNode; refuse: () => void } {
  const user = useUser().data;
  const [refused, setRefused] = useState(false);
  const allowed = user !== undefined && user !== null && hasProAccess(user) && !refused;
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
