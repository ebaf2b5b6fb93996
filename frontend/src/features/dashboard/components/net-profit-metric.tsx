import { DollarSign } from 'lucide-react';
import { formatMoney } from '@/lib/i18n/format';
import { useDashboardMetrics } from '@/api/get-dashboard-metrics';
import { MetricCard, MetricFigure, MetricTrend } from './metric-card';
import { profitTrendLabel } from './production-figures';
import { ProInvitation } from './pro-invitation';
import { useMessages } from '@/lib/i18n/catalog';
import { dashboardMessages } from '../messages';

/**
 * The Net Profit metric: this calendar year's income less expenses, and how it compares with last year by the same
 * month; for a beekeeper without Pro, an invitation to upgrade.
 */
export function NetProfitMetric() {
  const t = useMessages(dashboardMessages);
  const metrics = useDashboardMetrics();
  return (
    <MetricCard
      id="net-profit-metric"
      title={t('profit.title')}
      icon={<DollarSign aria-hidden="true" className="size-5 text-green-700" />}
      metrics={metrics}
    >
      {({ profit, profitChange }) =>
        profit === null ? (
          <ProInvitation>{t('profit.invitation')}</ProInvitation>
        ) : (
          <>
            <MetricFigure>{formatMoney(profit)}</MetricFigure>
            <MetricTrend>{profitTrendLabel(t, profitChange ?? 0)}</MetricTrend>
          </>
        )
      }
    </MetricCard>
  );
}
