import type { QueenDetail } from '@shared/schemas/queen';
import { AddRecordButton } from '@/components/add-record-button';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { useMessages } from '@/lib/i18n/catalog';
import { useCreateQueen, useUpdateQueen } from '../api/queens';
import { queensMessages } from '../messages';
import { QueenForm } from './queen-form';
import { QUEEN_RECORD } from './queen-labels';

/** Add queen and its dialog: a new queen, caged or heading a hive from today. */
export function AddQueenButton() {
  const create = useCreateQueen();
  const t = useMessages(queensMessages);
  return (
    <AddRecordButton
      label={t('add.button')}
      renderDialog={(dialog) => (
        <RecordFormDialog kind={QUEEN_RECORD} {...dialog} title={t('add.button')} description={t('add.description')}>
          <QueenForm save={(input) => create.mutateAsync(input)} />
        </RecordFormDialog>
      )}
    />
  );
}

/** A queen's Edit button and its dialog, prefilled with her as her page read her. */
export function EditQueenDialog({ queen }: { queen: QueenDetail }) {
  const update = useUpdateQueen();
  const t = useMessages(queensMessages);
  const name = queen.name;
  return (
    <RecordFormDialog
      kind={QUEEN_RECORD}
      record={{ name }}
      title={t('edit.title')}
      description={t('edit.description', { name })}
      editButton={{ label: t('edit.button'), name: t('edit.buttonName', { name }) }}
    >
      <QueenForm
        queen={queen}
        save={({ hiveId: _hiveId, ...input }) => update.mutateAsync({ id: queen.id, version: queen.version, input })}
      />
    </RecordFormDialog>
  );
}
