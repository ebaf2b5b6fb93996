import type { QueenDetail } from '@shared/schemas/queen';
import { AddRecordButton } from '@/components/add-record-button';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { useCreateQueen, useUpdateQueen } from '../api/queens';
import { QueenForm } from './queen-form';
import { QUEEN_RECORD } from './queen-labels';

/** Add queen and its dialog: a new queen, caged or heading a hive from today. */
export function AddQueenButton() {
  const create = useCreateQueen();
  return (
    <AddRecordButton
      label="Add queen"
      renderDialog={(dialog) => (
        <RecordFormDialog
          kind={QUEEN_RECORD}
          {...dialog}
          title="Add queen"
          description="Her year of birth, marking and origin; choose a hive if she heads one from today."
        >
          <QueenForm save={(input) => create.mutateAsync(input)} />
        </RecordFormDialog>
      )}
    />
  );
}

/** A queen's Edit button and its dialog, prefilled with her as her page read her. */
export function EditQueenDialog({ queen }: { queen: QueenDetail }) {
  const update = useUpdateQueen();
  return (
    <RecordFormDialog kind={QUEEN_RECORD} record={{ name: queen.name }}>
      <QueenForm
        queen={queen}
        save={({ hiveId: _hiveId, ...input }) => update.mutateAsync({ id: queen.id, version: queen.version, input })}
      />
    </RecordFormDialog>
  );
}
