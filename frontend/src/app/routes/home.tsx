import { lazy, Suspense } from 'react';
import { useUser } from '@/api/get-user';
import { Spinner } from '@/components/ui/spinner';
import { useIsNewUser } from '@/features/auth/api/get-is-new-user';
import { useDocumentTitle } from '../page-title';
import {
  loadDailyTip,
  loadDashboard,
  loadDashboardActions,
  loadLandingPage,
  loadTreatmentReminders,
  loadUpcomingTasksCard,
  loadWeatherCard,
} from './home-chunks';

// Visitors download only the landing page; the dashboard, the add-hive flow (forms, validation, dialogs), the
// Weather, Treatment Reminders and Upcoming Tasks cards and the daily tip's check load together, in parallel, for
// signed-in beekeepers.
const LandingPage = lazy(() => loadLandingPage().then((m) => ({ default: m.LandingPage })));

const DashboardWithActions = lazy(async () => {
  const [
    { Dashboard },
    [
      { AddHiveButton },
      { AddApiaryButton },
      { renderFirstApiaryDialog },
      { RecordInspectionButton },
      { WithInspectionWeatherAdvice },
      { RecordHarvestButton },
    ],
    { WeatherCard },
    [{ TreatmentRemindersCard }, { LogTreatmentButton }],
    { UpcomingTasksCard },
    { DailyTip },
  ] = await Promise.all([
    loadDashboard(),
    loadDashboardActions(),
    loadWeatherCard(),
    loadTreatmentReminders(),
    loadUpcomingTasksCard(),
    loadDailyTip(),
  ]);
  return {
    default: ({ isNewUser, userId }: { isNewUser: boolean; userId: string }) => (
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
            isNewUser
              ? {
                  createApiaryAction: <AddApiaryButton label="Create an apiary" />,
                  addHiveAction: <AddHiveButton label="Add a hive" renderFirstApiaryDialog={renderFirstApiaryDialog} />,
                }
              : undefined
          }
        />
        <DailyTip userId={userId} />
      </WithInspectionWeatherAdvice>
    ),
  };
});

/**
 * `/`: the dashboard for a signed-in beekeeper, the landing page for a visitor. A beekeeper the server calls new
 * (no apiary and no hive) gets the getting-started checklist; the answer is kept for the visit (creates don't
 * refetch it), so the checklist stays while its steps tick, and is gone on the next visit. The Daily Beekeeping
 * Tip shows here only, once the dashboard's figures are in.
 */
export function HomeRoute() {
  const { data: user, isPending } = useUser();
  useDocumentTitle(user ? 'dashboard' : 'landing');
  const isNewUser = useIsNewUser({ enabled: Boolean(user) }).data?.isNewUser ?? false;
  // Wait for the answer, so a returning beekeeper never downloads the landing page on the way to the dashboard.
  if (isPending) return <Spinner className="min-h-[50vh]" />;
  return (
    <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
      {user ? <DashboardWithActions isNewUser={isNewUser} userId={user.id} /> : <LandingPage />}
    </Suspense>
  );
}
