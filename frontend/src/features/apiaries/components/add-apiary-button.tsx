import { useApiaries } from '@/api/get-apiaries';
import { PlanLimitedAddButton } from '@/components/plan-limited-add-button';
import { CreateApiaryDialog } from './create-apiary-dialog';

/**
 * Opens the Create New Apiary dialog, or the Upgrade modal for a free user who already has the free plan's
 * apiaries (or whom the server refuses with 402). Only the owner adds apiaries to an account.
 */
export function AddApiaryButton({ label = 'Add Apiary' }: { label?: string }) {
  const apiaries = useApiaries();
  return (
    <PlanLimitedAddButton
      label={label}
      limit="apiaries"
      need="owner"
      records={{ count: apiaries.data?.length, isPending: apiaries.isPending }}
      renderDialog={(dialog) => <CreateApiaryDialog {...dialog} />}
    />
  );
}
