import type { Apiary } from '@shared/schemas/apiary';
import type { PlanLimitedDialogProps } from '@/components/plan-limited-add-button';
import { lazyRecordForm } from '@/components/lazy-record-form';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { useCreateApiary } from '../api/create-apiary';
import { APIARY_RECORD } from './apiary-record';
import { useMessages } from '@/lib/i18n/catalog';
import { apiariesMessages } from '../messages';

const ApiaryForm = lazyRecordForm(
  () => import('./apiary-form').then((module) => module.ApiaryForm),
  'Loading the apiary form...',
);

interface CreateApiaryDialogProps extends PlanLimitedDialogProps {
  /** Why the dialog opened, when another flow opens it ("First, where do these hives live?"). */
  description?: string;
  /** Given by a flow that goes on after the apiary (adding a hive): called with it instead of closing. */
  onCreated?: (apiary: Apiary) => void;
}

export function CreateApiaryDialog({ description, onCreated, ...dialog }: CreateApiaryDialogProps) {
  const t = useMessages(apiariesMessages);
  const createApiary = useCreateApiary();
  return (
    <RecordFormDialog {...dialog} kind={APIARY_RECORD} description={description ?? t('dialog.addDescription')}>
      <ApiaryForm
        defaultValues={{ name: '', location: '', latitude: '', longitude: '', description: '' }}
        save={createApiary.mutateAsync}
        onSaved={onCreated}
      />
    </RecordFormDialog>
  );
}
