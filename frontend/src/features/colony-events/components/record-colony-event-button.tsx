import { GitFork } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Hive } from '@shared/schemas/hive';
import { useMay } from '@/api/acting-account';
import { lazyRecordForm } from '@/components/lazy-record-form';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/catalog';
import { useRecordColonyEvent } from '../api/record-colony-event';
import { colonyEventsMessages } from '../messages';
import { COLONY_EVENT_RECORD } from './colony-event-record';

function useLoadingWords(): string {
  return useMessages(colonyEventsMessages)('form.loading');
}

// The form and its library load when the dialog opens, not with the hive's page.
const ColonyEventForm = lazyRecordForm(
  () => import('./colony-event-form').then((module) => module.ColonyEventForm),
  useLoadingWords,
);

/** "Record colony event" on a hive's page, and its dialog: a viewer of a shared account records nothing. */
export function RecordColonyEventButton({ hive }: { hive: Hive }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const recordEvent = useRecordColonyEvent();
  const t = useMessages(colonyEventsMessages);
  if (!useMay('editor') || hive.status !== 'active') return null;
  return (
    <>
      <Button ref={button} variant="outline" onClick={() => setOpen(true)}>
        <GitFork aria-hidden="true" />
        {t('history.record')}
      </Button>
      <RecordFormDialog
        kind={COLONY_EVENT_RECORD}
        title={t('history.record')}
        description={t('history.recordDescription')}
        open={open}
        onOpenChange={setOpen}
        returnFocus={button}
      >
        {open && <ColonyEventForm hive={hive} save={(input) => recordEvent.mutateAsync(input)} />}
      </RecordFormDialog>
    </>
  );
}
