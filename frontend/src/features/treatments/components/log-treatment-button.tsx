import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { Button, type ButtonProps } from '@/components/ui/button';
import { LazyCreateTreatmentForm, preloadTreatmentForms } from './lazy-treatment-forms';
import { useTreatmentTrackingGate } from './treatment-tracking-gate';
import { TREATMENT_RECORD } from './treatment-record-kind';
import type { TreatmentPrefill } from './treatment-prefill';

interface LogTreatmentButtonProps {
  /** "Log Treatment", "Log treatment". */
  label: string;
  /** What the form starts with: the hive of the page, or a recommendation's hive, type and name. */
  prefill?: TreatmentPrefill;
  /** Names the button for screen readers when its label alone is ambiguous (one per recommendation). */
  accessibleName?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/**
 * The way to log a treatment wherever one starts (the treatments screen, a recommendation, the dashboard's Quick
 * Actions, a hive's page): the dialog opens at once with the form arriving in its own chunk, or with the upgrade
 * prompt for a beekeeper without Pro.
 */
export function LogTreatmentButton({ label, prefill, accessibleName, variant, size }: LogTreatmentButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { gate, refuse } = useTreatmentTrackingGate();
  return (
    <>
      <Button
        ref={buttonRef}
        variant={variant}
        size={size}
        aria-label={accessibleName}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadTreatmentForms}
        onFocus={preloadTreatmentForms}
      >
        <Plus aria-hidden="true" />
        {label}
      </Button>
      <RecordFormDialog
        kind={TREATMENT_RECORD}
        title="Log Treatment"
        description="What the colony was given: a varroa product, a medication or a feeding, and when."
        open={open}
        onOpenChange={setOpen}
        returnFocus={buttonRef}
        onLimitReached={refuse}
      >
        {gate(<LazyCreateTreatmentForm prefill={prefill} />)}
      </RecordFormDialog>
    </>
  );
}
