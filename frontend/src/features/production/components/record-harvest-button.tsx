import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { Button, type ButtonProps } from '@/components/ui/button';
import { LazyCreateProductionForm, preloadProductionForms } from './lazy-production-forms';
import { PRODUCTION_RECORD } from './production-record-kind';
import { useProductionTrackingGate } from './production-tracking-gate';

interface RecordHarvestButtonProps {
  /** "Record Harvest", "Record First Harvest". */
  label: string;
  variant?: ButtonProps['variant'];
}

/**
 * The way to record a harvest wherever one starts (the production screen, the dashboard's Quick Actions): the
 * dialog opens at once with the form arriving in its own chunk, or with the Production Tracking prompt for a
 * beekeeper without Pro (also after the server's 402).
 */
export function RecordHarvestButton({ label, variant }: RecordHarvestButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { gate, refuse } = useProductionTrackingGate();
  return (
    <>
      <Button
        ref={buttonRef}
        variant={variant}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadProductionForms}
        onFocus={preloadProductionForms}
      >
        <Plus aria-hidden="true" />
        {label}
      </Button>
      <RecordFormDialog
        kind={PRODUCTION_RECORD}
        title="Record Harvest"
        description="What a hive gave: honey, wax, propolis, pollen or royal jelly, how much and when."
        open={open}
        onOpenChange={setOpen}
        returnFocus={buttonRef}
        onLimitReached={refuse}
      >
        {gate(<LazyCreateProductionForm />)}
      </RecordFormDialog>
    </>
  );
}
