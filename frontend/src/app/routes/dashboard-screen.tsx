import type { IsNewUser } from '@shared/schemas/user';
import { AddApiaryButton } from '@/features/apiaries/components/add-apiary-button';
import { useDismissGettingStarted } from '@/features/auth/api/dismiss-getting-started';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { DailyTip } from '@/features/daily-tip/components/daily-tip';
import { AddHiveButton } from '@/features/hives/components/add-hive-button';
import { RecordInspectionButton } from '@/features/inspections/components/record-inspection-button';
import { RecordHarvestButton } from '@/features/production/components/record-harvest-button';
import { UpcomingTasksCard } from '@/features/tasks/components/upcoming-tasks-card';
import { LogTreatmentButton } from '@/features/treatments/components/log-treatment-button';
import { TreatmentRemindersCard } from '@/features/treatments/components/treatment-reminders-card';
import { WeatherCard } from '@/features/weather/components/weather-card';
import { renderFirstApiaryDialog } from './first-apiary-dialog';
import { WithInspectionWeatherAdvice } from './inspection-weather-advice';

/**
 * The signed-in dashboard, composed from its features: its cards (Weather, Treatment Reminders, Upcoming Tasks), its
 * actions (Add Hive, which starts with the apiary when there is none, the first-run steps, the Quick Actions whose
 * forms load only when opened) and the Daily Beekeeping Tip's check. One chunk, since they always load together:
 * as separate chunks they shared dozens of small ones, each a request and a preload link of its own.
 */
export function DashboardScreen({ firstRun, userId }: { firstRun: IsNewUser | undefined; userId: string }) {
  const dismiss = useDismissGettingStarted();
  return (
    <WithInspectionWeatherAdvice>
      <Dashboard
        addHiveAction={<AddHiveButton renderFirstApiaryDialog={renderFirstApiaryDialog} />}
        newInspectionAction={<RecordInspectionButton label="New Inspection" />}
        uploadPhotosAction={<RecordInspectionButton label="Upload Photos" startWithPhotos variant="outline" />}
        logTreatmentAction={<LogTreatmentButton label="Log Treatment" variant="outline" />}
        recordHarvestAction={<RecordHarvestButton label="Record Harvest" variant="outline" />}
        weatherCard={<WeatherCard />}
        treatmentRemindersCard={<TreatmentRemindersCard />}
        upcomingTasksCard={<UpcomingTasksCard />}
        firstRun={
          firstRun && {
            newBeekeeper: firstRun.isNewUser,
            checklist: firstRun.gettingStartedDismissed
              ? undefined
              : {
                  createApiaryAction: <AddApiaryButton label="Create an apiary" />,
                  addHiveAction: <AddHiveButton label="Add a hive" renderFirstApiaryDialog={renderFirstApiaryDialog} />,
                  recordInspectionAction: <RecordInspectionButton label="Record an inspection" />,
                  onDismiss: () => dismiss.mutate(),
                },
          }
        }
      />
      <DailyTip userId={userId} />
    </WithInspectionWeatherAdvice>
  );
}
