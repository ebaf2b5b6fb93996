import type { RefObject } from 'react';
import { TOASTS } from '@shared/messages';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { returnFocusTo } from '@/lib/return-focus';
import { toast } from '@/lib/toast';
import { useCreateApiary } from '../api/create-apiary';
import { ApiaryForm } from './apiary-form';

interface CreateApiaryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server refused a free user's apiary over the limit (402): the caller offers the upgrade instead. */
  onLimitReached: () => void;
  /** The button that opened the dialog: focus goes back to it when the dialog closes. */
  returnFocus?: RefObject<HTMLElement | null>;
}

export function CreateApiaryDialog({ open, onOpenChange, onLimitReached, returnFocus }: CreateApiaryDialogProps) {
  const createApiary = useCreateApiary();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocusTo(returnFocus)}>
        <DialogHeader>
          <DialogTitle>Create New Apiary</DialogTitle>
          <DialogDescription>Add a location where you keep hives.</DialogDescription>
        </DialogHeader>
        <ApiaryForm
          defaultValues={{ name: '', location: '', latitude: '', longitude: '', description: '' }}
          submitLabel="Create Apiary"
          pendingLabel="Creating..."
          onSubmit={async (input) => {
            await createApiary.mutateAsync(input);
            toast({ title: TOASTS.successTitle, description: TOASTS.apiaryCreated, variant: 'success' });
            onOpenChange(false);
          }}
          onFailure={(error) => {
            if (isApiError(error, 402)) onLimitReached();
            else toast({ title: TOASTS.errorTitle, description: TOASTS.apiaryCreateFailed, variant: 'destructive' });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
