import { DollarSign } from 'lucide-react';
import { formatMoney } from '@shared/rules/money';
import { useDashboardMetrics } from '@/api/get-dashboard-metrics';
import { MetricCard, MetricFigure, MetricTrend } from './metric-card';
import { profitTrendLabel } from './production-figures';
import { ProInvitation } from './pro-invitation';

/**
 * The Net Profit metric: this calendar year's income less expenses, and how it compares with last year by the same
 * month; for a beekeeper without Pro, an invitation to upgrade.
 */
export function NetProfitMetric() {
  const metrics = useDashboardMetrics();
  return (
    <MetricCard
      id="net-profit-metric"
      title="Net Profit"
      icon={<DollarSign aria-hidden="true" className="size-5 text-green-700" />}
      metrics={metrics}
    >
      {({ profit, profitChange }) =>
        profit === null ? (
          <ProInvitation>Follow your income and expenses with Pro.</ProInvitation>
        ) : (
          <>
            <MetricFigure>{formatMoney(profit)}</MetricFigure>
            <MetricTrend>{profitTrendLabel(profitChange ?? 0)}</MetricTrend>
          </>
        )
      }
    </MetricCard>
  );
}
