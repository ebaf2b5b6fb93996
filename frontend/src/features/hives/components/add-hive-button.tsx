import { useHives } from '@/api/get-hives';
import { PlanLimitedAddButton } from '@/components/plan-limited-add-button';
import { CreateHiveDialog } from './create-hive-dialog';

interface AddHiveButtonProps {
  /** 'Add Hive' unless told otherwise ('Create First Hive'). */
  label?: string;
  /** Preselects this apiary in the form. */
  apiaryId?: string | undefined;
}

/**
 * The whole add-a-hive flow, wherever hives are added (hives screen, dashboard): a free user at the plan's hive
 * limit gets the Upgrade modal instead of the form, and so does anyone the server refuses with 402.
 */
export function AddHiveButton({ label = 'Add Hive', apiaryId }: AddHiveButtonProps) {
  const hives = useHives();
  return (
    <PlanLimitedAddButton
      label={label}
      limit="hives"
      records={hives}
      renderDialog={(dialog) => <CreateHiveDialog {...dialog} apiaryId={apiaryId} />}
    />
  );
}
