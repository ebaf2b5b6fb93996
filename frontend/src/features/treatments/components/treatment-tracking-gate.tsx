import { useState, type ReactNode } from 'react';
import { hasProAccess } from '@shared/plans';
import { useUser } from '@/api/get-user';
import { ProFeaturePrompt } from '@/components/pro-feature-prompt';
import { DialogBody } from '@/components/ui/dialog';

/**
 * Adding and editing treatments is Pro (decisions.md: a free user gets the upgrade prompt for Treatment Tracking);
 * listing and deleting are free. The server refuses anyway (402).
 */
export function TreatmentTrackingPrompt() {
  return (
    <DialogBody className="pb-6">
      <ProFeaturePrompt
        title="Treatment Tracking is a Pro feature"
        description="Log every treatment and feeding: the varroa product catalogue with its warnings, mite counts before and after with the efficacy, recount reminders, and the sugar each colony got this year."
      />
    </DialogBody>
  );
}

/**
 * The treatment form for a beekeeper with Pro access, the upgrade prompt for anyone else, and for anyone the server
 * refuses with 402 (`refuse` is the dialog's `onLimitReached`).
 */
export function useTreatmentTrackingGate(): { gate: (form: ReactNode) => ReactNode; refuse: () => void } {
  const user = useUser().data;
  const [refused, setRefused] = useState(false);
  const allowed = user !== undefined && user !== null && hasProAccess(user) && !refused;
  return {
    gate: (form) => (allowed ? form : <TreatmentTrackingPrompt />),
    refuse: () => setRefused(true),
  };
}
