import { Hexagon } from 'lucide-react';
import { hivesAddedTrendLabel } from '@shared/rules/hive-counts';
import { useDashboardMetrics } from '@/api/get-dashboard-metrics';
import { MetricCard, MetricFigure, MetricTrend } from './metric-card';

/** The Active Hives metric: how many colonies are active, and how many of them were added this month. */
export function ActiveHivesMetric() {
  const metrics = useDashboardMetrics();
  return (
    <MetricCard
      id="active-hives-metric"
      title="Active Hives"
      icon={<Hexagon aria-hidden="true" className="size-5 text-honey-700" />}
      metrics={metrics}
    >
      {({ totalHives, hivesAddedThisMonth }) => (
        <>
          <MetricFigure>{totalHives}</MetricFigure>
          <MetricTrend>{hivesAddedTrendLabel(hivesAddedThisMonth)}</MetricTrend>
        </>
      )}
    </MetricCard>
  );
}
