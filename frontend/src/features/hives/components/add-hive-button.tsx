import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { canAddWithinFreeLimit } from '@shared/plans';
import { useHives } from '@/api/get-hives';
import { useUser } from '@/api/get-user';
import { Button, type ButtonProps } from '@/components/ui/button';
import { UpgradeModal } from '@/components/upgrade-modal';
import { CreateHiveDialog } from './create-hive-dialog';

interface AddHiveButtonProps {
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /** 'Add Hive' unless told otherwise ('Create First Hive'). */
  label?: string;
  /** Preselects this apiary in the form. */
  apiaryId?: string | undefined;
}

/**
 * The whole add-a-hive flow, wherever hives are added (hives screen, dashboard): a free user at the plan's hive
 * limit gets the Upgrade modal instead of the form, and so does anyone the server refuses with 402. The button
 * waits for the user's plan and hive count, so the check never runs on missing data.
 */
export function AddHiveButton({ size, variant, label = 'Add Hive', apiaryId }: AddHiveButtonProps) {
  const user = useUser();
  const hives = useHives();
  const [open, setOpen] = useState<'form' | 'upgrade' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function start() {
    if (!user.data) return;
    // Without a hive list (it failed to load) the server still enforces the limit and answers 402.
    const hiveCount = hives.data?.length ?? 0;
    setOpen(canAddWithinFreeLimit(user.data, 'hives', hiveCount) ? 'form' : 'upgrade');
  }

  return (
    <>
      <Button
        ref={buttonRef}
        size={size}
        variant={variant}
        disabled={user.isPending || hives.isPending}
        onClick={start}
      >
        <Plus aria-hidden="true" />
        {label}
      </Button>
      <CreateHiveDialog
        open={open === 'form'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'form' : null)}
        onLimitReached={() => setOpen('upgrade')}
        apiaryId={apiaryId}
        returnFocus={buttonRef}
      />
      <UpgradeModal
        open={open === 'upgrade'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'upgrade' : null)}
        reason="hives"
        returnFocus={buttonRef}
      />
    </>
  );
}
