import { HIVE_DEFAULTS } from '@shared/domain/hive';
import type { Apiary } from '@shared/schemas/apiary';
import { useUser } from '@/api/get-user';
import type { PlanLimitedDialogProps } from '@/components/plan-limited-add-button';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { useCreateHive } from '../api/create-hive';
import { HIVE_RECORD } from './hive-record';
import { LazyHiveForm } from './lazy-hive-form';
import { WithApiaries } from './with-apiaries';
import { useMessages } from '@/lib/i18n/catalog';
import { hivesMessages } from '../messages';

interface CreateHiveDialogProps extends PlanLimitedDialogProps {
  /** Preselects this apiary (the one the hives screen is filtered by). */
  apiaryId?: string | undefined;
}

export function CreateHiveDialog({ apiaryId, ...dialog }: CreateHiveDialogProps) {
  const t = useMessages(hivesMessages);
  const createHive = useCreateHive();
  // The beekeeper's default hive type from their profile preferences.
  const hiveType = useUser().data?.preferences.defaultHiveType ?? HIVE_DEFAULTS.hiveType;
  return (
    <RecordFormDialog
      {...dialog}
      kind={HIVE_RECORD}
      title={t('dialog.addTitle')}
      description={t('dialog.addDescription')}
    >
      <WithApiaries>
        {(apiaries) => (
          <LazyHiveForm
            defaultValues={{
              name: '',
              apiaryId: initialApiaryId(apiaries, apiaryId),
              queenId: '',
              queenIntroducedOn: '',
              queenAge: '',
              queenMarking: '',
              hiveType,
              frameCount: HIVE_DEFAULTS.frameCount,
              startedOn: '',
              notes: '',
            }}
            apiaries={apiaries}
            save={createHive.mutateAsync}
          />
        )}
      </WithApiaries>
    </RecordFormDialog>
  );
}

/** The asked-for apiary when it is one of the user's, else the only apiary there is, else none picked yet. */
function initialApiaryId(apiaries: readonly Apiary[], wanted: string | undefined): string {
  if (wanted && apiaries.some((apiary) => apiary.id === wanted)) return wanted;
  return apiaries.length === 1 ? (apiaries[0]?.id ?? '') : '';
}
