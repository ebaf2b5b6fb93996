import { TOASTS } from '@shared/messages';
import type { Apiary } from '@shared/schemas/apiary';
import type { CreateDialogProps } from '@/components/plan-limited-add-button';
import { TitledDialog } from '@/components/titled-dialog';
import { isApiError } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { useCreateApiary } from '../api/create-apiary';
import { ApiaryForm } from './apiary-form';

interface CreateApiaryDialogProps extends CreateDialogProps {
  /** Why the dialog opened, when another flow opens it ("First, where do these hives live?"). */
  description?: string;
  /** Given by a flow that goes on after the apiary (adding a hive): called with it instead of closing. */
  onCreated?: (apiary: Apiary) => void;
}

export function CreateApiaryDialog({
  onLimitReached,
  description = 'Add a location where you keep hives.',
  onCreated,
  ...dialog
}: CreateApiaryDialogProps) {
  const createApiary = useCreateApiary();
  return (
    <TitledDialog {...dialog} title="Create New Apiary" description={description}>
      <ApiaryForm
        defaultValues={{ name: '', location: '', latitude: '', longitude: '', description: '' }}
        submitLabel="Create Apiary"
        pendingLabel="Creating..."
        onSubmit={async (input) => {
          const apiary = await createApiary.mutateAsync(input);
          toastSuccess(TOASTS.apiaryCreated);
          if (onCreated) onCreated(apiary);
          else dialog.onOpenChange(false);
        }}
        onFailure={(error) => {
          if (isApiError(error, 402)) onLimitReached();
          else toastError(TOASTS.apiaryCreateFailed);
        }}
      />
    </TitledDialog>
  );
}
