import { HeartPulse } from 'lucide-react';
import { useDashboardMetrics } from '@/api/get-dashboard-metrics';
import { MetricCard, MetricFigure, MetricTrend } from './metric-card';
import { useMessages } from '@/lib/i18n/catalog';
import { formatNumber } from '@/lib/i18n/format';
import { dashboardMessages, type DashboardText } from '../messages';

/** The Colony Health trend line: '+4 points this month', '-2 points this month', 'No change this month'. */
export function healthScoreTrendLabel(t: DashboardText, change: number | null): string {
  if (change === null) return t('health.noScore');
  const points = Math.round(change);
  if (points === 0) return t('health.noChange');
  return t(points > 0 ? 'health.up' : 'health.down', { points: Math.abs(points) });
}

/**
 * The Colony Health metric: the share of inspected active hives whose latest inspection is Good or Excellent, and
 * how it moved since the month began; before any inspection, says so.
 */
export function ColonyHealthMetric() {
  const t = useMessages(dashboardMessages);
  const metrics = useDashboardMetrics();
  return (
    <MetricCard
      id="colony-health-metric"
      title={t('health.title')}
      icon={<HeartPulse aria-hidden="true" className="size-5 text-green-700" />}
      metrics={metrics}
    >
      {({ healthScore, healthScoreChange }) =>
        healthScore === null ? (
          <>
            <MetricFigure>
              <span className="text-base font-semibold">{t('health.noneInspected')}</span>
            </MetricFigure>
            <MetricTrend>{t('health.recordToSee')}</MetricTrend>
          </>
        ) : (
          <>
            <MetricFigure>{formatNumber(healthScore / 100, { style: 'percent' })}</MetricFigure>
            <p className="text-xs text-stone-600">{t('health.share')}</p>
            <MetricTrend>{healthScoreTrendLabel(t, healthScoreChange)}</MetricTrend>
          </>
        )
      }
    </MetricCard>
  );
}
