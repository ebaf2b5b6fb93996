import type { ReactNode } from 'react';
import { ActiveHivesCard } from './active-hives-card';
import { ActiveHivesMetric } from './active-hives-metric';
import { ColonyHealthMetric } from './colony-health-metric';
import { ColonyHealthOverview } from './colony-health-overview';
import { DashboardHeading } from './dashboard-heading';
import { GettingStarted, type GettingStartedProps } from './getting-started';
import type { HiveFactsOf } from './hive-summary';
import { HoneyProductionTrend } from './honey-production-trend';
import { HoneyThisYearMetric } from './honey-this-year-metric';
import { NetProfitMetric } from './net-profit-metric';
import { QuickActions, type QuickActionsProps } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { useMessages } from '@/lib/i18n/catalog';
import { dashboardMessages } from '../messages';

interface DashboardProps extends QuickActionsProps {
  /** The Add Hive control, composed by the app from the hives feature (features don't import each other). */
  addHiveAction: ReactNode;
  /** A hive's facts in the language shown, composed by the app from the hives feature, as its hive cards say them. */
  hiveFacts: HiveFactsOf;
  /**
   * The first run, once the server said: a beekeeper new to HiveKeeper is welcomed as such, and the getting-started
   * checklist shows (until done) unless the beekeeper closed it.
   */
  firstRun?: { newBeekeeper: boolean; checklist: GettingStartedProps | undefined } | undefined;
  /** The Weather card, composed by the app from the weather feature; near the top, to decide on today's hive work. */
  weatherCard?: ReactNode;
  /** The Treatment Reminders card, composed by the app from the treatments feature; every beekeeper sees it. */
  treatmentRemindersCard?: ReactNode;
  /** The Upcoming Tasks card, composed by the app from the tasks feature. */
  upcomingTasksCard?: ReactNode;
}

/**
 * The signed-in home: the beekeeper's apiary overview, with only cards backed by their data. Each figure's card
 * reads the metrics itself, so their answer re-renders those cards, not the whole dashboard on a phone's CPU.
 */
export function Dashboard({
  addHiveAction,
  hiveFacts,
  firstRun,
  newInspectionAction,
  uploadPhotosAction,
  logTreatmentAction,
  recordHarvestAction,
  weatherCard,
  treatmentRemindersCard,
  upcomingTasksCard,
}: DashboardProps) {
  const t = useMessages(dashboardMessages);
  return (
    <div className="flex flex-col gap-6">
      {/* A beekeeper with nothing yet is welcomed, not welcomed back. */}
      <DashboardHeading
        heading={t('heading')}
        greeting={firstRun?.newBeekeeper ? t('greetingNew') : t('greetingReturning')}
      />
      {firstRun?.checklist && <GettingStarted {...firstRun.checklist} />}
      {/* Two by two on a phone: the four figures in one screenful, Quick Actions right under them. */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <ActiveHivesMetric />
        <ColonyHealthMetric />
        <HoneyThisYearMetric />
        <NetProfitMetric />
      </div>
      {weatherCard}
      <QuickActions
        newInspectionAction={newInspectionAction}
        uploadPhotosAction={uploadPhotosAction}
        logTreatmentAction={logTreatmentAction}
        recordHarvestAction={recordHarvestAction}
      />
      {/* Below the first screenful on a phone: the browser lays it out and paints it only as it scrolls near. */}
      <div className="flex flex-col gap-6 [contain-intrinsic-size:auto_2000px] [content-visibility:auto]">
        {treatmentRemindersCard}
        {upcomingTasksCard}
        <div className="grid gap-4 lg:grid-cols-2">
          <HoneyProductionTrend />
          <ColonyHealthOverview />
          <RecentActivity />
        </div>
        <ActiveHivesCard addHiveAction={addHiveAction} hiveFacts={hiveFacts} />
      </div>
    </div>
  );
}
