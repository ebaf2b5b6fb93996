import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PlanRecord } from '@shared/plan-rules';
import { useCreateDialog } from '@/components/add-record-button';
import { usePlanGate, type ProFeature } from '@/components/pro-feature-gate';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { ApiError } from '@/lib/api-client';
import type { RecordKind } from '@/lib/record-kind';

interface ProRecordAddButtonProps {
  /** The record type of the plan table (shared/plan-rules.ts) the new record is. */
  record: PlanRecord;
  kind: RecordKind;
  /** "Log Treatment", "Record First Harvest". */
  label: string;
  /** The dialog's title and description. */
  title: string;
  description: string;
  /** The upgrade prompt shown in the dialog instead of the form when the plan doesn't create this record. */
  feature: ProFeature;
  /** The create form, usually lazy. */
  form: ReactNode;
  /** Starts loading the form's chunk when the button is pointed at or focused. */
  preload?: () => void;
  /** Names the button for screen readers when its label alone is ambiguous. */
  accessibleName?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Told of the server's 402 as well (the finance screen's spec toast), after the dialog turns to the prompt. */
  onRefused?: (error: ApiError) => void;
}

/**
 * The Add button of a Pro record type (treatments, harvests, transactions), wherever one starts: the dialog opens
 * at once, with the create form for a plan that may create the record (`canDo(..., 'create')`) and the feature's
 * upgrade prompt for anyone else, also after the server's 402. Launched (`LaunchedDialogContext`), only the dialog.
 */
export function ProRecordAddButton({
  record,
  kind,
  label,
  title,
  description,
  feature,
  form,
  preload,
  accessibleName,
  variant,
  size,
  onRefused,
}: ProRecordAddButtonProps) {
  const { dialog, buttonRef, showButton } = useCreateDialog();
  const { gate, refuse } = usePlanGate(record, 'create', feature);
  return (
    <>
      {showButton && (
        <Button
          ref={buttonRef}
          variant={variant}
          size={size}
          aria-label={accessibleName}
          onClick={() => dialog.onOpenChange(true)}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <Plus aria-hidden="true" />
          {label}
        </Button>
      )}
      <RecordFormDialog
        kind={kind}
        title={title}
        description={description}
        {...dialog}
        onLimitReached={(error) => {
          refuse();
          onRefused?.(error);
        }}
      >
        {gate(form)}
      </RecordFormDialog>
    </>
  );
}
