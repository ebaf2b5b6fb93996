import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { HIVE_DEFAULTS } from '@shared/domain/hive';
import { TOASTS } from '@shared/messages';
import type { Apiary } from '@shared/schemas/apiary';
import { useApiaries } from '@/api/get-apiaries';
import { buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { returnFocusTo } from '@/lib/return-focus';
import { toast } from '@/lib/toast';
import { useCreateHive } from '../api/create-hive';
import { HiveForm } from './hive-form';

interface CreateHiveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server refused a free user's hive over the limit (402): the caller offers the upgrade instead. */
  onLimitReached: () => void;
  /** Preselects this apiary (the one the hives screen is filtered by). */
  apiaryId?: string | undefined;
  /** The button that opened the dialog: focus goes back to it when the dialog closes. */
  returnFocus?: RefObject<HTMLElement | null>;
}

export function CreateHiveDialog({ open, onOpenChange, onLimitReached, apiaryId, returnFocus }: CreateHiveDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocusTo(returnFocus)}>
        <DialogHeader>
          <DialogTitle>Add New Hive</DialogTitle>
          <DialogDescription>Record a colony, its queen and its equipment.</DialogDescription>
        </DialogHeader>
        <CreateHiveBody
          apiaryId={apiaryId}
          onCreated={() => onOpenChange(false)}
          onLimitReached={onLimitReached}
          onGoToApiaries={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

interface CreateHiveBodyProps {
  apiaryId: string | undefined;
  onCreated: () => void;
  onLimitReached: () => void;
  onGoToApiaries: () => void;
}

/** A hive lives in an apiary, so the form waits for the apiaries and explains when there is none yet. */
function CreateHiveBody({ apiaryId, onCreated, onLimitReached, onGoToApiaries }: CreateHiveBodyProps) {
  const apiaries = useApiaries();
  const createHive = useCreateHive();

  if (apiaries.isPending || (apiaries.isError && apiaries.isFetching)) {
    return <Spinner label="Loading apiaries..." className="py-6" />;
  }
  if (apiaries.isError) return <LoadError what="your apiaries" onRetry={() => void apiaries.refetch()} />;
  if (apiaries.data.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-stone-700">
          Every hive belongs to an apiary. Create your first apiary, then come back to add hives to it.
        </p>
        <Link to="/apiaries" onClick={onGoToApiaries} className={buttonVariants({ className: 'self-start' })}>
          Go to Apiaries
        </Link>
      </div>
    );
  }

  return (
    <HiveForm
      defaultValues={{
        name: '',
        apiaryId: initialApiaryId(apiaries.data, apiaryId),
        queenId: '',
        queenAge: '',
        hiveType: HIVE_DEFAULTS.hiveType,
        frameCount: HIVE_DEFAULTS.frameCount,
        notes: '',
      }}
      apiaries={apiaries.data}
      submitLabel="Create Hive"
      pendingLabel="Creating..."
      onSubmit={async (input) => {
        await createHive.mutateAsync(input);
        toast({ title: TOASTS.successTitle, description: TOASTS.hiveCreated, variant: 'success' });
        onCreated();
      }}
      onFailure={(error) => {
        if (isApiError(error, 402)) onLimitReached();
        else toast({ title: TOASTS.errorTitle, description: TOASTS.hiveCreateFailed, variant: 'destructive' });
      }}
    />
  );
}

/** The asked-for apiary when it is one of the user's, else the only apiary there is, else none picked yet. */
function initialApiaryId(apiaries: readonly Apiary[], wanted: string | undefined): string {
  if (wanted && apiaries.some((apiary) => apiary.id === wanted)) return wanted;
  return apiaries.length === 1 ? (apiaries[0]?.id ?? '') : '';
}
