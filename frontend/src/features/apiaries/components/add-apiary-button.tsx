import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { canAddWithinFreeLimit } from '@shared/plans';
import { useApiaries } from '@/api/get-apiaries';
import { useUser } from '@/api/get-user';
import { Button } from '@/components/ui/button';
import { UpgradeModal } from '@/components/upgrade-modal';
import { CreateApiaryDialog } from './create-apiary-dialog';

/**
 * Opens the Create New Apiary dialog, or the Upgrade modal for a free user who already has the free plan's
 * apiaries (or whom the server refuses with 402). Waits for the user's plan and apiary count.
 */
export function AddApiaryButton({ label = 'Add Apiary' }: { label?: string }) {
  const user = useUser();
  const apiaries = useApiaries();
  const [open, setOpen] = useState<'form' | 'upgrade' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function start() {
    if (!user.data) return;
    // Without an apiary list (it failed to load) the server still enforces the limit and answers 402.
    const apiaryCount = apiaries.data?.length ?? 0;
    setOpen(canAddWithinFreeLimit(user.data, 'apiaries', apiaryCount) ? 'form' : 'upgrade');
  }

  return (
    <>
      <Button ref={buttonRef} disabled={user.isPending || apiaries.isPending} onClick={start}>
        <Plus aria-hidden="true" />
        {label}
      </Button>
      <CreateApiaryDialog
        open={open === 'form'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'form' : null)}
        onLimitReached={() => setOpen('upgrade')}
        returnFocus={buttonRef}
      />
      <UpgradeModal
        open={open === 'upgrade'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'upgrade' : null)}
        reason="apiaries"
        returnFocus={buttonRef}
      />
    </>
  );
}
