import type { DashboardMetrics } from '@shared/schemas/dashboard';
import { Link } from 'react-router-dom';
import { useDashboardMetrics } from '@/api/get-dashboard-metrics';
import { LoadError } from '@/components/ui/load-error';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { hasHealthData, healthOverviewBars } from './health-overview';
import { useMessages } from '@/lib/i18n/catalog';
import { useLabels } from '@/lib/i18n/labels';
import { dashboardMessages, type DashboardText } from '../messages';

/**
 * The Colony Health Overview card: the active hives by the label of their latest inspection, as a bar chart.
 * Five bars need no chart library: drawn as a list, the chart is its own text alternative, and the dashboard stays
 * within its JS budget (recharts alone is about 96 KB gzip; the hive page loads it).
 */
export function ColonyHealthOverview() {
  const t = useMessages(dashboardMessages);
  const metrics = useDashboardMetrics();
  return (
    <Card role="region" aria-labelledby="colony-health-overview-title">
      <CardHeader>
        <h2 id="colony-health-overview-title" className="text-lg font-semibold text-stone-900">
          {t('overview.title')}
        </h2>
      </CardHeader>
      <CardContent>
        {metrics.isPending || (metrics.isError && metrics.isFetching) ? (
          <Spinner label={t('overview.loading')} className="py-8" />
        ) : metrics.isError ? (
          <LoadError what={t('overview.what')} onRetry={() => void metrics.refetch()} />
        ) : hasHealthData(metrics.data.hivesByHealth) ? (
          <OverviewFigures t={t} hivesByHealth={metrics.data.hivesByHealth} />
        ) : (
          <p className="text-stone-700">{t('overview.none')}</p>
        )}
        {/* The colonies lost over winters: the other side of the colonies' health. */}
        <Link
          to={paths.app.winterLosses.getHref()}
          className="mt-4 inline-flex min-h-11 w-fit items-center rounded-sm text-sm font-medium text-honey-800 underline-offset-4 hover:underline"
        >
          {t('overview.winterLosses')}
        </Link>
      </CardContent>
    </Card>
  );
}

function OverviewFigures({ t, hivesByHealth }: { t: DashboardText; hivesByHealth: DashboardMetrics['hivesByHealth'] }) {
  const labels = useLabels();
  const bars = healthOverviewBars(hivesByHealth);
  const most = Math.max(...bars.map((bar) => bar.hives));
  return (
    <ul aria-label={t('overview.label')} className="flex flex-col gap-2" data-testid="health-overview-chart">
      {bars.map((bar) => (
        <li key={bar.label} className="grid grid-cols-[7rem_minmax(0,1fr)_4.5rem] items-center gap-2 text-sm">
          <span className="text-stone-800">{labels.health(bar.label)}</span>
          <span aria-hidden="true" className="h-4 rounded-sm bg-stone-100">
            <span
              className="block h-full rounded-sm"
              style={{ width: `${(bar.hives / most) * 100}%`, backgroundColor: bar.fill }}
            />
          </span>
          <span className="text-right font-medium text-stone-900">{t('overview.hives', { count: bar.hives })}</span>
        </li>
      ))}
    </ul>
  );
}
