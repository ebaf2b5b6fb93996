import { useApiaries } from '@/api/get-apiaries';
import { PlanLimitedAddButton } from '@/components/plan-limited-add-button';
import { CreateApiaryDialog } from './create-apiary-dialog';
import { useMessages } from '@/lib/i18n/catalog';
import { apiariesMessages } from '../messages';

/**
 * Opens the Create New Apiary dialog, or the Upgrade modal for a free user who already has the free plan's
 * apiaries (or whom the server refuses with 402). Only the owner adds apiaries to an account.
 */
export function AddApiaryButton({ label }: { label?: string }) {
  const t = useMessages(apiariesMessages);
  const apiaries = useApiaries();
  return (
    <PlanLimitedAddButton
      label={label ?? t('add.button')}
      limit="apiaries"
      need="owner"
      records={{ count: apiaries.data?.length, isPending: apiaries.isPending }}
      renderDialog={(dialog) => <CreateApiaryDialog {...dialog} />}
    />
  );
}
