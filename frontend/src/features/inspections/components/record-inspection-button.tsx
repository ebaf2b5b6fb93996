import { Camera, Plus } from 'lucide-react';
import { useCreateDialog } from '@/components/add-record-button';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { Button, type ButtonProps } from '@/components/ui/button';
import { INSPECTION_RECORD } from './inspection-record';
import { LazyCreateInspectionForm, preloadInspectionForms } from './lazy-inspection-forms';
import { useMessages } from '@/lib/i18n/catalog';
import { inspectionMessages } from '../messages';

interface RecordInspectionButtonProps {
  /** "Record Inspection", "New Inspection", "Upload Photos". */
  label: string;
  /** Preselects this hive in the form (the hive the list is filtered by, the hive's page). */
  hiveId?: string | undefined;
  /** For "Upload Photos": the dialog opens at its photos, with the photo picker focused and opened. */
  startWithPhotos?: boolean;
  variant?: ButtonProps['variant'];
  /** Draws a plain button with these classes instead of a Button (the phone tab bar's Inspect tab). */
  className?: string;
}

/**
 * The way to record an inspection wherever one starts (the inspections screen, the dashboard's Quick Actions, a
 * hive's page, the search palette, which launches only its dialog): the button opens the record dialog at once, its form
 * arriving with its own chunk.
 */
export function RecordInspectionButton({
  label,
  hiveId,
  startWithPhotos = false,
  variant,
  className,
}: RecordInspectionButtonProps) {
  const { dialog, buttonRef, showButton } = useCreateDialog();
  const t = useMessages(inspectionMessages);
  const Icon = startWithPhotos ? Camera : Plus;
  const trigger = {
    ref: buttonRef,
    onClick: () => dialog.onOpenChange(true),
    onPointerEnter: preloadInspectionForms,
    onFocus: preloadInspectionForms,
    children: (
      <>
        <Icon aria-hidden="true" />
        {label}
      </>
    ),
  };
  return (
    <>
      {!showButton ? null : className ? (
        <button type="button" className={className} {...trigger} />
      ) : (
        <Button variant={variant} {...trigger} />
      )}
      <RecordFormDialog
        kind={INSPECTION_RECORD}
        title={t('dialog.title')}
        description={t('dialog.description')}
        {...dialog}
      >
        <LazyCreateInspectionForm hiveId={hiveId} startWithPhotos={startWithPhotos} />
      </RecordFormDialog>
    </>
  );
}
