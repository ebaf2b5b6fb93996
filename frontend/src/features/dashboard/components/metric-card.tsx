import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DashboardMetrics } from '@shared/schemas/dashboard';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/lib/i18n/catalog';
import { dashboardMessages } from '../messages';

interface MetricCardProps {
  id: string;
  title: string;
  icon: ReactNode;
  metrics: UseQueryResult<DashboardMetrics>;
  /** The figure and its trend line, from the loaded metrics. */
  children: (metrics: DashboardMetrics) => ReactNode;
}

/** One of the dashboard's metric cards: its title, then the figure, a skeleton while loading, or "Not available". */
export function MetricCard({ id, title, icon, metrics, children }: MetricCardProps) {
  const t = useMessages(dashboardMessages);
  return (
    <Card role="group" aria-labelledby={id} className="flex min-w-0 flex-col gap-2 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        {/* Hyphenated in the page's language where the browser has its dictionary (not Chromium on Linux): titles
            are written to wrap between words on a phone's half width ("Gesundheit der Völker"). */}
        <p id={id} className="min-w-0 text-sm font-medium hyphens-auto text-stone-700">
          {title}
        </p>
        {icon}
      </div>
      {/* As tall loading as loaded (a figure and up to three lines under it, two cards a row on a phone), so the
          cards below don't move when the figures arrive. */}
      <div className="flex min-h-30 flex-col gap-2 sm:min-h-20">
        {metrics.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-2">
            <span className="sr-only">{t('metric.loading')}</span>
            <Skeleton className="h-8 w-12" />
            <Skeleton className="h-4 w-32 max-w-full" />
          </div>
        ) : metrics.isError ? (
          <p className="text-sm text-stone-700">{t('metric.notAvailable')}</p>
        ) : (
          children(metrics.data)
        )}
      </div>
    </Card>
  );
}

/** The figure of a metric card. */
export function MetricFigure({ children }: { children: ReactNode }) {
  return <p className="text-2xl font-bold break-words text-stone-900 sm:text-3xl">{children}</p>;
}

/** The line under a metric card's figure: its trend, or why there is none. */
export function MetricTrend({ children }: { children: ReactNode }) {
  return <p className="text-sm text-stone-700">{children}</p>;
}
