import { Droplet } from 'lucide-react';
import { formatWeight } from '@shared/rules/units';
import { useDashboardMetrics } from '@/api/get-dashboard-metrics';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { MetricCard, MetricFigure, MetricTrend } from './metric-card';
import { honeyTrendLabel } from './production-figures';
import { ProInvitation } from './pro-invitation';
import { useMessages } from '@/lib/i18n/catalog';
import { currentLocale } from '@/lib/i18n/locale';
import { dashboardMessages } from '../messages';

/**
 * The Honey This Year metric: the honey harvested this calendar year by weight, in the beekeeper's units, and how it
 * compares with last year by the same month; for a beekeeper without Pro, an invitation to upgrade.
 */
export function HoneyThisYearMetric() {
  const t = useMessages(dashboardMessages);
  const metrics = useDashboardMetrics();
  const system = useUnitSystem();
  return (
    <MetricCard
      id="honey-this-year-metric"
      title={t('honey.title')}
      icon={<Droplet aria-hidden="true" className="size-5 text-honey-700" />}
      metrics={metrics}
    >
      {(figures) =>
        figures.honeyProduced === null ? (
          <ProInvitation>{t('honey.invitation')}</ProInvitation>
        ) : (
          <>
            <MetricFigure>{formatWeight(figures.honeyProduced, system, currentLocale())}</MetricFigure>
            <MetricTrend>{honeyTrendLabel(t, figures, system)}</MetricTrend>
          </>
        )
      }
    </MetricCard>
  );
}
