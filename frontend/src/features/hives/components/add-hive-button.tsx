import { useState, type ReactNode } from 'react';
import type { Apiary } from '@shared/schemas/apiary';
import { useApiaries } from '@/api/get-apiaries';
import { useHiveCount } from '@/api/use-hives';
import { PlanLimitedAddButton, type PlanLimitedDialogProps } from '@/components/plan-limited-add-button';
import { CreateHiveDialog } from './create-hive-dialog';
import { useMessages } from '@/lib/i18n/catalog';
import { hivesMessages } from '../messages';

/** What the create-apiary dialog gets when a beekeeper with no apiary adds a hive: why it opened, and what follows. */
export interface FirstApiaryDialogProps extends PlanLimitedDialogProps {
  description: string;
  /** The apiary is created: the flow goes on to the hive, in it, instead of the dialog closing. */
  onCreated: (apiary: Apiary) => void;
}

/** The apiaries feature's create dialog, passed in by the app (features don't import each other). */
export type RenderFirstApiaryDialog = (dialog: FirstApiaryDialogProps) => ReactNode;

interface AddHiveButtonProps {
  /** 'Add Hive' unless told otherwise ('Create First Hive'). */
  label?: string | undefined;
  /** Preselects this apiary in the form. */
  apiaryId?: string | undefined;
  /** Every hive lives in an apiary: with none yet, this dialog creates it first. */
  renderFirstApiaryDialog: RenderFirstApiaryDialog;
}

/**
 * The whole add-a-hive flow, wherever hives are added (hives screen, dashboard): a free user at the plan's hive
 * limit gets the Upgrade modal instead of the form, and so does anyone the server refuses with 402. A beekeeper
 * with no apiary yet creates one first, in place, and goes on to the hive form with it chosen.
 */
export function AddHiveButton({ label, apiaryId, renderFirstApiaryDialog }: AddHiveButtonProps) {
  const t = useMessages(hivesMessages);
  const apiaries = useApiaries();
  return (
    <PlanLimitedAddButton
      label={label ?? t('add.button')}
      limit="hives"
      // The apiaries count their hives, and which dialog opens first depends on them.
      records={{ count: useHiveCount(), isPending: apiaries.isPending }}
      renderDialog={(dialog) => (
        <AddHiveDialogs
          dialog={dialog}
          apiaryId={apiaryId}
          noApiaryYet={apiaries.data?.length === 0}
          renderFirstApiaryDialog={renderFirstApiaryDialog}
        />
      )}
    />
  );
}

interface AddHiveDialogsProps {
  dialog: PlanLimitedDialogProps;
  apiaryId: string | undefined;
  noApiaryYet: boolean;
  renderFirstApiaryDialog: RenderFirstApiaryDialog;
}

function AddHiveDialogs({ dialog, apiaryId, noApiaryYet, renderFirstApiaryDialog }: AddHiveDialogsProps) {
  const t = useMessages(hivesMessages);
  const [createdApiaryId, setCreatedApiaryId] = useState<string>();
  const onOpenChange = (open: boolean) => {
    if (!open) setCreatedApiaryId(undefined);
    dialog.onOpenChange(open);
  };
  if (noApiaryYet && createdApiaryId === undefined) {
    return renderFirstApiaryDialog({
      ...dialog,
      onOpenChange,
      description: t('add.firstApiary'),
      onCreated: (apiary) => setCreatedApiaryId(apiary.id),
    });
  }
  return <CreateHiveDialog {...dialog} onOpenChange={onOpenChange} apiaryId={createdApiaryId ?? apiaryId} />;
}
