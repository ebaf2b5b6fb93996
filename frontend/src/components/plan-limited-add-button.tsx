import { useRef, useState, type ReactNode } from 'react';
import { roleMeets } from '@shared/domain/teams';
import { canAddWithinFreeLimit } from '@shared/plans';
import { useActingAs } from '@/api/acting-account';
import { useUser } from '@/api/get-user';
import { AddButton, type CreateDialogProps } from '@/components/add-record-button';
import { UpgradeModal, type UpgradeReason } from '@/components/upgrade-modal';

/** What the create dialog of a record the free plan limits gets from its Add button. */
export interface PlanLimitedDialogProps extends CreateDialogProps {
  /** The server refused a free user's record over the limit (402): the button offers the upgrade instead. */
  onLimitReached: () => void;
}

interface PlanLimitedAddButtonProps {
  label: string;
  /** The free plan's limit the new record counts against. */
  limit: UpgradeReason;
  /** How many records of that kind the user keeps: the button waits for it, and it decides. */
  records: { count: number | undefined; isPending: boolean };
  /** The create dialog, given its state. */
  renderDialog: (dialog: PlanLimitedDialogProps) => ReactNode;
  /** The role a member of a shared account needs to add one (the route's `member`): no button without it. */
  need?: 'editor' | 'owner';
}

/**
 * The Add button of a record the free plan limits (hives, apiaries): it opens the create dialog, or the Upgrade
 * modal for a free user already at the limit, and for anyone the server refuses with 402. It waits for the user's
 * plan and record count, so the check never runs on missing data.
 */
export function PlanLimitedAddButton({
  label,
  limit,
  records,
  renderDialog,
  need = 'editor',
}: PlanLimitedAddButtonProps) {
  const user = useUser();
  const { shared, role } = useActingAs();
  const [open, setOpen] = useState<'form' | 'upgrade' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function start() {
    if (!user.data) return;
    // Without the count (it failed to load) the server still enforces the limit and answers 402.
    const count = records.count ?? 0;
    // On a shared account members record only while its owner has Pro: no free limit to count against.
    setOpen(shared !== null || canAddWithinFreeLimit(user.data, limit, count) ? 'form' : 'upgrade');
  }

  if (role === undefined || !roleMeets(role, need)) return null;

  return (
    <>
      <AddButton ref={buttonRef} label={label} disabled={user.isPending || records.isPending} onClick={start} />
      {renderDialog({
        open: open === 'form',
        onOpenChange: (isOpen) => setOpen(isOpen ? 'form' : null),
        onLimitReached: () => setOpen('upgrade'),
        returnFocus: buttonRef,
      })}
      <UpgradeModal
        open={open === 'upgrade'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'upgrade' : null)}
        reason={limit}
        returnFocus={buttonRef}
      />
    </>
  );
}
