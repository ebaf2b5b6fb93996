import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { TOASTS } from '@shared/messages';
import type { Apiary } from '@shared/schemas/apiary';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useUpdateApiary } from '../api/update-apiary';
import { ApiaryForm } from './apiary-form';

/** The Edit button of an apiary card and its dialog, prefilled with the apiary as it is. */
export function EditApiaryDialog({ apiary }: { apiary: Apiary }) {
  const [open, setOpen] = useState(false);
  const updateApiary = useUpdateApiary();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Edit ${apiary.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Apiary</DialogTitle>
          <DialogDescription>Update {apiary.name}&apos;s details.</DialogDescription>
        </DialogHeader>
        <ApiaryForm
          defaultValues={{
            name: apiary.name,
            location: apiary.location,
            latitude: apiary.latitude ?? '',
            longitude: apiary.longitude ?? '',
            description: apiary.description ?? '',
          }}
          submitLabel="Update Apiary"
          pendingLabel="Updating..."
          onSubmit={async (input) => {
            await updateApiary.mutateAsync({ id: apiary.id, input });
            toast({ title: TOASTS.successTitle, description: TOASTS.apiaryUpdated, variant: 'success' });
            setOpen(false);
          }}
          onFailure={() =>
            toast({ title: TOASTS.errorTitle, description: TOASTS.apiaryUpdateFailed, variant: 'destructive' })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
