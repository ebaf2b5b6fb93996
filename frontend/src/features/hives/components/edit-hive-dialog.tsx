import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { TOASTS } from '@shared/messages';
import type { Hive } from '@shared/schemas/hive';
import { useApiaries } from '@/api/get-apiaries';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useUpdateHive } from '../api/update-hive';
import { HiveForm } from './hive-form';

/** The Edit button of a hive card and its dialog, prefilled with the hive as it is. */
export function EditHiveDialog({ hive }: { hive: Hive }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Edit ${hive.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Hive</DialogTitle>
          <DialogDescription>Update {hive.name}&apos;s details.</DialogDescription>
        </DialogHeader>
        <EditHiveBody hive={hive} onUpdated={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditHiveBody({ hive, onUpdated }: { hive: Hive; onUpdated: () => void }) {
  const apiaries = useApiaries();
  const updateHive = useUpdateHive();

  if (apiaries.isPending || (apiaries.isError && apiaries.isFetching)) {
    return <Spinner label="Loading apiaries..." className="py-6" />;
  }
  if (apiaries.isError) return <LoadError what="your apiaries" onRetry={() => void apiaries.refetch()} />;

  return (
    <HiveForm
      defaultValues={{
        name: hive.name,
        apiaryId: hive.apiaryId,
        queenId: hive.queenId ?? '',
        queenAge: hive.queenAge ?? '',
        hiveType: hive.hiveType,
        frameCount: hive.frameCount,
        status: hive.status,
        notes: hive.notes ?? '',
      }}
      apiaries={apiaries.data}
      withStatus
      submitLabel="Update Hive"
      pendingLabel="Updating..."
      onSubmit={async (input) => {
        await updateHive.mutateAsync({ id: hive.id, input });
        toast({ title: TOASTS.successTitle, description: TOASTS.hiveUpdated, variant: 'success' });
        onUpdated();
      }}
      onFailure={() =>
        toast({ title: TOASTS.errorTitle, description: TOASTS.hiveUpdateFailed, variant: 'destructive' })
      }
    />
  );
}
