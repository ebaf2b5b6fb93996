import { TOASTS } from '@shared/messages';
import type { CreateDialogProps } from '@/components/plan-limited-add-button';
import { TitledDialog } from '@/components/titled-dialog';
import { isApiError } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { useCreateApiary } from '../api/create-apiary';
import { ApiaryForm } from './apiary-form';

export function CreateApiaryDialog({ onLimitReached, ...dialog }: CreateDialogProps) {
  const createApiary = useCreateApiary();
  return (
    <TitledDialog {...dialog} title="Create New Apiary" description="Add a location where you keep hives.">
      <ApiaryForm
        defaultValues={{ name: '', location: '', latitude: '', longitude: '', description: '' }}
        submitLabel="Create Apiary"
        pendingLabel="Creating..."
        onSubmit={async (input) => {
          await createApiary.mutateAsync(input);
          toastSuccess(TOASTS.apiaryCreated);
          dialog.onOpenChange(false);
        }}
        onFailure={(error) => {
          if (isApiError(error, 402)) onLimitReached();
          else toastError(TOASTS.apiaryCreateFailed);
        }}
      />
    </TitledDialog>
  );
}
