import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { countOf } from '@shared/count-of';
import { TOASTS } from '@shared/messages';
import type { Apiary } from '@shared/schemas/apiary';
import { useApiaries } from '@/api/get-apiaries';
import { DeleteRecordButton } from '@/components/delete-record-button';
import { buttonVariants } from '@/components/ui/button';
import { Label, Select } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { RecordOptions } from '@/components/ui/select-options';
import { useDeleteApiary } from '../api/delete-apiary';
import { useMoveHives } from '../api/move-hives';
import { APIARY_RECORD } from './apiary-record';
import { useMessages } from '@/lib/i18n/catalog';
import { apiariesMessages } from '../messages';

/**
 * An apiary card's Delete button. An apiary that still has hives says so before anything is pressed, and offers
 * to move them to another of the beekeeper's apiaries first (the server refuses to delete an apiary with hives);
 * with no other apiary, it points to the hives instead. The dialog stays until the work has settled.
 */
export function DeleteApiaryButton({ apiary }: { apiary: Apiary }) {
  const t = useMessages(apiariesMessages);
  const [moving, setMoving] = useState(false);
  const [chosenId, setChosenId] = useState('');
  const selectId = useId();
  const others = (useApiaries().data ?? []).filter((other) => other.id !== apiary.id);
  const moveHives = useMoveHives();
  const deleteApiary = useDeleteApiary();

  const hives = countOf(apiary.hiveCount, 'hive', 'hives');
  const hasHives = apiary.hiveCount > 0;
  const target = others.find((other) => other.id === chosenId) ?? others[0];
  const moveTo = hasHives ? target : undefined;

  async function remove() {
    if (moveTo) {
      setMoving(true);
      try {
        await moveHives.mutateAsync({ id: apiary.id, input: { toApiaryId: moveTo.id } });
      } finally {
        setMoving(false);
      }
    }
    await deleteApiary.mutateAsync(apiary.id);
  }

  return (
    <DeleteRecordButton
      kind={APIARY_RECORD}
      need="owner"
      itemName={apiary.name}
      description={
        !hasHives
          ? t('delete.willBeRemoved', { name: apiary.name })
          : t(target ? 'delete.willMove' : 'delete.cannot', { name: apiary.name, count: apiary.hiveCount })
      }
      remove={remove}
      deletedToast={moveTo ? TOASTS.hivesMovedAndApiaryDeleted(hives, apiary.name, moveTo.name) : undefined}
      confirmLabel={hasHives ? t('delete.moveAndDelete', { count: apiary.hiveCount }) : undefined}
      pendingLabel={moving ? t('delete.moving', { count: apiary.hiveCount }) : undefined}
      instead={
        hasHives && !target ? (
          <Link
            to={paths.app.hives.getHref({ apiaryId: apiary.id })}
            className={buttonVariants({ variant: 'default' })}
          >
            {t('delete.showHives')}
          </Link>
        ) : undefined
      }
    >
      {moveTo && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={selectId}>{t('delete.moveTo')}</Label>
          <Select
            id={selectId}
            value={moveTo.id}
            disabled={moveHives.isPending || deleteApiary.isPending}
            onChange={(event) => setChosenId(event.target.value)}
          >
            <RecordOptions records={others} />
          </Select>
        </div>
      )}
    </DeleteRecordButton>
  );
}
