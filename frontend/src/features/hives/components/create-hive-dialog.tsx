import { HIVE_DEFAULTS } from '@shared/domain/hive';
import { TOASTS } from '@shared/messages';
import type { Apiary } from '@shared/schemas/apiary';
import type { CreateDialogProps } from '@/components/plan-limited-add-button';
import { TitledDialog } from '@/components/titled-dialog';
import { isApiError } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { useCreateHive } from '../api/create-hive';
import { HiveForm } from './hive-form';
import { WithApiaries } from './with-apiaries';

interface CreateHiveDialogProps extends CreateDialogProps {
  /** Preselects this apiary (the one the hives screen is filtered by). */
  apiaryId?: string | undefined;
}

export function CreateHiveDialog({ apiaryId, onLimitReached, ...dialog }: CreateHiveDialogProps) {
  const createHive = useCreateHive();
  const close = () => dialog.onOpenChange(false);
  return (
    <TitledDialog {...dialog} title="Add New Hive" description="Record a colony, its queen and its equipment.">
      <WithApiaries>
        {(apiaries) => (
          <HiveForm
            defaultValues={{
              name: '',
              apiaryId: initialApiaryId(apiaries, apiaryId),
              queenId: '',
              queenIntroducedOn: '',
              queenAge: '',
              queenMarking: '',
              hiveType: HIVE_DEFAULTS.hiveType,
              frameCount: HIVE_DEFAULTS.frameCount,
              notes: '',
            }}
            apiaries={apiaries}
            submitLabel="Create Hive"
            pendingLabel="Creating..."
            onSubmit={async (input) => {
              await createHive.mutateAsync(input);
              toastSuccess(TOASTS.hiveCreated);
              close();
            }}
            onFailure={(error) => {
              if (isApiError(error, 402)) onLimitReached();
              else toastError(TOASTS.hiveCreateFailed);
            }}
          />
        )}
      </WithApiaries>
    </TitledDialog>
  );
}

/** The asked-for apiary when it is one of the user's, else the only apiary there is, else none picked yet. */
function initialApiaryId(apiaries: readonly Apiary[], wanted: string | undefined): string {
  if (wanted && apiaries.some((apiary) => apiary.id === wanted)) return wanted;
  return apiaries.length === 1 ? (apiaries[0]?.id ?? '') : '';
}
