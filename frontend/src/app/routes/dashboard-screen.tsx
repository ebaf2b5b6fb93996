import type { IsNewUser } from '@shared/schemas/user';
import { AddApiaryButton } from '@/features/apiaries/components/add-apiary-button';
import { useDismissGettingStarted } from '@/features/auth/api/dismiss-getting-started';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { dashboardMessages } from '@/features/dashboard/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { DailyTip } from '@/features/daily-tip/components/daily-tip';
import { AddHiveButton } from '@/features/hives/components/add-hive-button';
import { useHiveFacts } from '@/features/hives/components/use-hive-facts';
import { RecordInspectionButton } from '@/features/inspections/components/record-inspection-button';
import { RecordHarvestButton } from '@/features/production/components/record-harvest-button';
import { UpcomingTasksCard } from '@/features/tasks/components/upcoming-tasks-card';
import { LogTreatmentButton } from '@/features/treatments/components/log-treatment-button';
import { TreatmentRemindersCard } from '@/features/treatments/components/treatment-reminders-card';
import { WeatherCard } from '@/features/weather/components/weather-card';
import { renderFirstApiaryDialog } from './first-apiary-dialog';
import { useActingAs } from '@/api/acting-account';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { CurrentAccount } from '@shared/schemas/team';
import { Link } from 'react-router-dom';
import { appMessages } from '@/components/layouts/messages';
import { useDocumentTitle } from '../page-title';
import { WithInspectionWeatherAdvice } from './inspection-weather-advice';

/**
 * The signed-in dashboard, composed from its features: its cards (Weather, Treatment Reminders, Upcoming Tasks), its
 * actions (Add Hive, which starts with the apiary when there is none, the first-run steps, the Quick Actions whose
 * forms load only when opened) and the Daily Beekeeping Tip's check. One chunk, since they always load together:
 * as separate chunks they shared dozens of small ones, each a request and a preload link of its own.
 */
export function DashboardScreen({ firstRun, userId }: { firstRun: IsNewUser | undefined; userId: string }) {
  const t = useMessages(dashboardMessages);
  useDocumentTitle(t('heading'));
  const hiveFacts = useHiveFacts();
  const dismiss = useDismissGettingStarted();
  const { shared, role } = useActingAs();
  // On a shared account, which dashboard waits for the member's place there.
  if (role === undefined) return <Spinner className="min-h-[50vh]" />;
  if (shared?.apiaryIds) return <ChosenApiariesDashboard account={shared} />;
  return (
    <WithInspectionWeatherAdvice>
      <Dashboard
        addHiveAction={<AddHiveButton renderFirstApiaryDialog={renderFirstApiaryDialog} />}
        hiveFacts={hiveFacts}
        newInspectionAction={<RecordInspectionButton label={t('action.newInspection')} />}
        uploadPhotosAction={
          <RecordInspectionButton label={t('action.uploadPhotos')} startWithPhotos variant="outline" />
        }
        logTreatmentAction={<LogTreatmentButton label={t('action.logTreatment')} variant="outline" />}
        recordHarvestAction={<RecordHarvestButton label={t('action.recordHarvest')} variant="outline" />}
        weatherCard={<WeatherCard />}
        treatmentRemindersCard={<TreatmentRemindersCard />}
        upcomingTasksCard={<UpcomingTasksCard />}
        firstRun={
          firstRun && {
            newBeekeeper: firstRun.isNewUser,
            checklist: firstRun.gettingStartedDismissed
              ? undefined
              : {
                  createApiaryAction: <AddApiaryButton label={t('gettingStarted.createApiary')} />,
                  addHiveAction: (
                    <AddHiveButton
                      label={t('gettingStarted.addHive')}
                      renderFirstApiaryDialog={renderFirstApiaryDialog}
                    />
                  ),
                  recordInspectionAction: <RecordInspectionButton label={t('gettingStarted.recordInspection')} />,
                  onDismiss: () => dismiss.mutate(),
                },
          }
        }
      />
      <DailyTip userId={userId} />
    </WithInspectionWeatherAdvice>
  );
}

/** Where the owner's name goes in the description: a character of Unicode's private use, in no message or name. */
const OWNER_NAME = '\uE000';

/**
 * The dashboard of a member of chosen apiaries: the account's figures span every apiary, so instead the ways to
 * their apiaries' hives, inspections and tasks, with the tasks coming up and the weather there.
 */
function ChosenApiariesDashboard({ account }: { account: CurrentAccount }) {
  const t = useMessages(dashboardMessages);
  const menu = useMessages(appMessages);
  const links = [
    { label: menu('nav.hives'), to: paths.app.hives.getHref() },
    { label: menu('nav.inspections'), to: paths.app.inspections.getHref() },
    { label: menu('nav.schedule'), to: paths.app.schedule.getHref() },
  ];
  // The owner's name, wherever the language puts it, is kept from translators.
  const [before, after] = t('chosen.description', { name: OWNER_NAME }).split(OWNER_NAME);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('heading')}
        description={
          <>
            {before}
            <span translate="no">{account.name}</span>
            {after}
          </>
        }
      />
      <nav aria-label={t('chosen.records')} className="flex flex-wrap gap-2">
        {links.map((link) => (
          <Link key={link.to} to={link.to} className={buttonVariants({ variant: 'outline' })}>
            {link.label}
          </Link>
        ))}
      </nav>
      <div className="grid gap-6 lg:grid-cols-2">
        <UpcomingTasksCard />
        <WeatherCard />
      </div>
    </div>
  );
}
