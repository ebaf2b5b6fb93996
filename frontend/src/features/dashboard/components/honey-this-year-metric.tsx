import { Droplet } from 'lucide-react';
import { formatWeight } from '@shared/rules/units';
import { useDashboardMetrics } from '@/api/get-dashboard-metrics';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { MetricCard, MetricFigure, MetricTrend } from './metric-card';
import { honeyTrendLabel } from './production-figures';
import { ProInvitation } from './pro-invitation';

/**
 * The Honey This Year metric: the honey harvested this calendar year by weight, in the beekeeper's units, and how it
 * compares with last year by the same month; for a beekeeper without Pro, an invitation to upgrade.
 */
export function HoneyThisYearMetric() {
  const metrics = useDashboardMetrics();
  const system = useUnitSystem();
  return (
    <MetricCard
      id="honey-this-year-metric"
      title="Honey This Year"
      icon={<Droplet aria-hidden="true" className="size-5 text-honey-700" />}
      metrics={metrics}
    >
      {(figures) =>
        figures.honeyProduced === null ? (
          <ProInvitation>Track your honey harvests with Pro.</ProInvitation>
        ) : (
          <>
            <MetricFigure>{formatWeight(figures.honeyProduced, system)}</MetricFigure>
            <MetricTrend>{honeyTrendLabel(figures, system)}</MetricTrend>
          </>
        )
      }
    </MetricCard>
  );
}
