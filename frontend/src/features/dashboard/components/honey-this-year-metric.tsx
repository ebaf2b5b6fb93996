import type { UseQueryResult } from '@tanstack/react-query';
import { Droplet } from 'lucide-react';
import { formatWeight } from '@shared/rules/units';
import type { DashboardMetrics } from '@shared/schemas/dashboard';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { MetricCard, MetricFigure, MetricTrend } from './metric-card';
import { honeyTrendLabel } from './production-figures';
import { ProInvitation } from './pro-invitation';

/**
 * The Honey This Year metric: the honey harvested this calendar year by weight, in the beekeeper's units, and how it
 * compares with last year by the same month; for a beekeeper without Pro, an invitation to upgrade.
 */
export function HoneyThisYearMetric({ metrics }: { metrics: UseQueryResult<DashboardMetrics> }) {
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
