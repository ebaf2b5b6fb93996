import { HeartPulse } from 'lucide-react';
import { countOf } from '@shared/count-of';
import { useDashboardMetrics } from '@/api/get-dashboard-metrics';
import { MetricCard, MetricFigure, MetricTrend } from './metric-card';

/** The Colony Health trend line: '+4 points this month', '-2 points this month', 'No change this month'. */
export function healthScoreTrendLabel(change: number | null): string {
  if (change === null) return 'No score at the start of this month';
  const points = Math.round(change);
  if (points === 0) return 'No change this month';
  return `${points > 0 ? '+' : '-'}${countOf(Math.abs(points), 'point', 'points')} this month`;
}

/**
 * The Colony Health metric: the share of inspected active hives whose latest inspection is Good or Excellent, and
 * how it moved since the month began; before any inspection, says so.
 */
export function ColonyHealthMetric() {
  const metrics = useDashboardMetrics();
  return (
    <MetricCard
      id="colony-health-metric"
      title="Colony Health"
      icon={<HeartPulse aria-hidden="true" className="size-5 text-green-700" />}
      metrics={metrics}
    >
      {({ healthScore, healthScoreChange }) =>
        healthScore === null ? (
          <>
            <MetricFigure>
              <span className="text-base font-semibold">No hive inspected yet</span>
            </MetricFigure>
            <MetricTrend>Record an inspection to see your colonies&apos; health.</MetricTrend>
          </>
        ) : (
          <>
            <MetricFigure>{healthScore}%</MetricFigure>
            <p className="text-xs text-stone-600">of inspected hives Good or Excellent</p>
            <MetricTrend>{healthScoreTrendLabel(healthScoreChange)}</MetricTrend>
          </>
        )
      }
    </MetricCard>
  );
}
