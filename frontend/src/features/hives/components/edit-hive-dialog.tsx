import type { Hive, HiveInput } from '@shared/schemas/hive';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { useUpdateHive } from '../api/update-hive';
import { HIVE_RECORD } from './hive-record';
import { LazyHiveForm } from './lazy-hive-form';
import { WithApiaries } from './with-apiaries';
import { versionOf } from '@/lib/offline/queued-write';

/** The Edit button of a hive (on its card and its page) and its dialog, prefilled with the hive as it is. */
export function EditHiveDialog({ hive }: { hive: Hive }) {
  const updateHive = useUpdateHive();
  return (
    <RecordFormDialog kind={HIVE_RECORD} record={hive}>
      <WithApiaries>
        {(apiaries) => (
          <LazyHiveForm
            defaultValues={{
              name: hive.name,
              apiaryId: hive.apiaryId,
              queenId: hive.queenId ?? '',
              ...queenDefaults(hive),
              hiveType: hive.hiveType,
              frameCount: hive.frameCount,
              status: hive.status,
              startedOn: hive.startedOn,
              notes: hive.notes ?? '',
            }}
            apiaries={apiaries}
            withStatus
            save={(input) => updateHive.mutateAsync({ id: hive.id, version: versionOf(hive), input })}
          />
        )}
      </WithApiaries>
    </RecordFormDialog>
  );
}

/**
 * The queen fields of a hive as the edit form starts them: a known day shows as the date, a month alone (an age
 * given in months) as her age today, which the server turns back into the same month.
 */
function queenDefaults(hive: Hive): Pick<HiveInput, 'queenIntroducedOn' | 'queenAge' | 'queenMarking'> {
  const monthOnly = hive.queenIntroducedOn !== null && hive.queenIntroducedOn.length === 'YYYY-MM'.length;
  return {
    queenIntroducedOn: monthOnly ? '' : (hive.queenIntroducedOn ?? ''),
    queenAge: monthOnly ? (hive.queenAge ?? '') : '',
    queenMarking: hive.queenMarking ?? '',
  };
}
