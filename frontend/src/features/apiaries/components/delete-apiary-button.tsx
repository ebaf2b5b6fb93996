import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { countOf } from '@shared/count-of';
import { TOASTS } from '@shared/messages';
import type { Apiary } from '@shared/schemas/apiary';
import { useApiaries } from '@/api/get-apiaries';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
  DialogFooter,
} from '@/components/ui/dialog';
import { Label, Select } from '@/components/ui/input';
import { RecordOptions } from '@/components/ui/select-options';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { useDeleteApiary } from '../api/delete-apiary';
import { useMoveHives } from '../api/move-hives';

type Step = 'moving' | 'deleting' | null;

/**
 * An apiary card's Delete button. An apiary that still has hives says so before anything is pressed, and offers
 * to move them to another of the beekeeper's apiaries first (the server refuses to delete an apiary with hives);
 * with no other apiary, it points to the hives instead. The dialog stays until the work has settled.
 */
export function DeleteApiaryButton({ apiary }: { apiary: Apiary }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>(null);
  const [chosenId, setChosenId] = useState('');
  const selectId = useId();
  const others = (useApiaries().data ?? []).filter((other) => other.id !== apiary.id);
  const moveHives = useMoveHives();
  const deleteApiary = useDeleteApiary();

  const hives = countOf(apiary.hiveCount, 'hive', 'hives');
  const hasHives = apiary.hiveCount > 0;
  const target = others.find((other) => other.id === chosenId) ?? others[0];

  async function confirm() {
    try {
      if (hasHives && target) {
        setStep('moving');
        await moveHives.mutateAsync({ id: apiary.id, input: { toApiaryId: target.id } });
      }
      setStep('deleting');
      await deleteApiary.mutateAsync(apiary.id);
      toastSuccess(
        hasHives && target ? TOASTS.hivesMovedAndApiaryDeleted(hives, apiary.name, target.name) : TOASTS.apiaryDeleted,
      );
    } catch (error) {
      // 409: a hive arrived meanwhile, and the server says what to do about it.
      const description = isApiError(error, 409) ? error.serverMessage : undefined;
      toastError(description ?? TOASTS.apiaryDeleteFailed);
    } finally {
      setStep(null);
      setOpen(false);
    }
  }

  const busy = step !== null;
  const confirmLabel = hasHives ? `Move ${hives} and delete` : 'Delete';
  const busyLabel = step === 'moving' ? `Moving ${hives}...` : 'Deleting...';

  return (
    <AlertDialog open={open} onOpenChange={(isOpen) => setOpen(isOpen || busy)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Delete ${apiary.name}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle className="break-words">Delete {apiary.name}?</AlertDialogTitle>
        <AlertDialogDescription className="break-words">
          {!hasHives
            ? `${apiary.name} will be removed.`
            : target
              ? `${apiary.name} still has ${hives}. They will be moved to the apiary you choose, then ${apiary.name} is deleted.`
              : `${apiary.name} still has ${hives}, and an apiary with hives can't be deleted. Add another apiary to move them to, or delete its hives first.`}
        </AlertDialogDescription>
        {hasHives && target && (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={selectId}>Move the hives to</Label>
            <Select
              id={selectId}
              value={target.id}
              disabled={busy}
              onChange={(event) => setChosenId(event.target.value)}
            >
              <RecordOptions records={others} />
            </Select>
          </div>
        )}
        <DialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          {hasHives && !target ? (
            <Link
              to={paths.app.hives.getHref({ apiaryId: apiary.id })}
              className={buttonVariants({ variant: 'default' })}
            >
              Show its hives
            </Link>
          ) : (
            <AlertDialogConfirm disabled={busy} onClick={() => void confirm()}>
              {busy ? busyLabel : confirmLabel}
            </AlertDialogConfirm>
          )}
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
