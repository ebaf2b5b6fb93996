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
 */
const LAUNCHERS = {
  'new-inspection': (hiveId) => (
    <WithInspectionWeatherAdvice>
      <RecordInspectionButton label="New Inspection" hiveId={hiveId} />
    </WithInspectionWeatherAdvice>
  ),
  'log-treatment': (hiveId) => <LogTreatmentButton label="Log Treatment" prefill={{ hiveId }} />,
  // A feeding is a treatment of type feeding: the same dialog, showing the feed's fields.
  'log-feeding': (hiveId) => (
    <LogTreatmentButton label="Log Treatment" prefill={{ hiveId, treatmentType: 'feeding' }} />
  ),
  'add-task': () => <AddRecordButton label="Add Task" renderDialog={(dialog) => <CreateTaskDialog {...dialog} />} />,
  'record-harvest': () => <RecordHarvestButton label="Record Harvest" />,
  'add-transaction': () => <AddTransactionButton />,
} satisfies Record<string, (hiveId: string | undefined) => ReactNode>;

export type PaletteActionId = keyof typeof LAUNCHERS;

/** The dialog of a palette action, for the hive on screen if any. A chunk of its own, loaded when an action runs. */
export function PaletteLauncher({ action, hiveId }: { action: PaletteActionId; hiveId: string | undefined }) {
  return LAUNCHERS[action](hiveId);
}
