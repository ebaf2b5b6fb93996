import { Hexagon } from 'lucide-react';
import { useDashboardMetrics } from '@/api/get-dashboard-metrics';
import { MetricCard, MetricFigure, MetricTrend } from './metric-card';
import { useMessages } from '@/lib/i18n/catalog';
import { dashboardMessages } from '../messages';

/** The Active Hives metric: how many colonies are active, and how many of them were added this month. */
export function ActiveHivesMetric() {
  const t = useMessages(dashboardMessages);
  const metrics = useDashboardMetrics();
  return (
    <MetricCard
      id="active-hives-metric"
      title={t('activeHives.title')}
      icon={<Hexagon aria-hidden="true" className="size-5 text-honey-700" />}
      metrics={metrics}
    >
      {({ totalHives, hivesAddedThisMonth }) => (
        <>
          <MetricFigure>{totalHives}</MetricFigure>
          <MetricTrend>{t('activeHives.added', { count: hivesAddedThisMonth })}</MetricTrend>
        </>
      )}
    </MetricCard>
  );
}
