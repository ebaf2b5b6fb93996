import type { ReactNode } from 'react';
import { AddRecordButton } from '@/components/add-record-button';
import { AddTransactionButton } from '@/features/finances/components/add-transaction-button';
import { RecordInspectionButton } from '@/features/inspections/components/record-inspection-button';
import { RecordHarvestButton } from '@/features/production/components/record-harvest-button';
import { CreateTaskDialog } from '@/features/tasks/components/task-dialogs';
import { LogTreatmentButton } from '@/features/treatments/components/log-treatment-button';
import { WithInspectionWeatherAdvice } from './inspection-weather-advice';

/**
 * What each palette action runs: the Add button the dashboard, the screens and the phone's Inspect tab already use,
 * launched without its button (`LaunchedDialogContext`), filled with the hive on screen where its form takes one.
 * The button is not drawn: its label is the action's name.
 */
const LAUNCHERS = {
  'new-inspection': (hiveId, label) => (
    <WithInspectionWeatherAdvice>
      <RecordInspectionButton label={label} hiveId={hiveId} />
    </WithInspectionWeatherAdvice>
  ),
  'log-treatment': (hiveId, label) => <LogTreatmentButton label={label} prefill={{ hiveId }} />,
  // A feeding is a treatment of type feeding: the same dialog, showing the feed's fields.
  'log-feeding': (hiveId, label) => <LogTreatmentButton label={label} prefill={{ hiveId, treatmentType: 'feeding' }} />,
  'add-task': (_hiveId, label) => (
    <AddRecordButton label={label} renderDialog={(dialog) => <CreateTaskDialog {...dialog} />} />
  ),
  'record-harvest': (_hiveId, label) => <RecordHarvestButton label={label} />,
  'add-transaction': () => <AddTransactionButton />,
} satisfies Record<string, (hiveId: string | undefined, label: string) => ReactNode>;

export type PaletteActionId = keyof typeof LAUNCHERS;

/** The dialog of a palette action, for the hive on screen if any. A chunk of its own, loaded when an action runs. */
export function PaletteLauncher({
  action,
  label,
  hiveId,
}: {
  action: PaletteActionId;
  /** The action's name in the language shown, the label of its (undrawn) button. */
  label: string;
  hiveId: string | undefined;
}) {
  return LAUNCHERS[action](hiveId, label);
}
