import type { ReactNode } from 'react';
import type { UnitSystem } from '@shared/rules/units';
import type { ProductionSummary } from '@shared/schemas/production';
import { QueryContent } from '@/components/query-content';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useProductionSummary } from '../api/get-production-summary';
import { HarvestTotalsTable, type HarvestTotalsRow } from './harvest-totals-table';
import { useMessages } from '@/lib/i18n/catalog';
import { productionMessages } from '../messages';
import { productLabel, quantityLabel, weightLabel } from './production-labels';

/**
 * A year's harvest at a glance (spec: total honey, and the average per hive to one decimal), in the beekeeper's
 * units: honey by weight with jars counted apart, honey per active hive, and the year by product and by apiary.
 */
export function ProductionSummaryFigures({ year }: { year: number }) {
  const summary = useProductionSummary(year);
  const system = useUnitSystem();
  const t = useMessages(productionMessages);
  return (
    <QueryContent query={summary} loading={<SummarySkeleton />} what={t('summary.what', { year: String(year) })}>
      {(data) => <SummaryFigures summary={data} system={system} />}
    </QueryContent>
  );
}

function SummarySkeleton() {
  const t = useMessages(productionMessages);
  return (
    <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
      <span className="sr-only">{t('summary.loading')}</span>
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
    </div>
  );
}

function SummaryFigures({ summary, system }: { summary: ProductionSummary; system: UnitSystem }) {
  const t = useMessages(productionMessages);
  const { year, honey, activeHives } = summary;
  const perHive = honeyPerActiveHive(summary, system);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Figure
          id="total-honey"
          title={t('summary.totalHoney', { year: String(year) })}
          figure={weightLabel(honey.lbs, system)}
        >
          {honey.jars > 0
            ? t('summary.jarsApart', { jars: quantityLabel(t, honey.jars, 'jars', system) })
            : t('summary.byWeight')}
        </Figure>
        <Figure id="honey-per-hive" title={t('summary.perHive')} figure={perHive ?? t('summary.noActiveHives')}>
          {perHive === null ? t('summary.perHiveLater') : t('summary.perHiveOver', { count: activeHives })}
        </Figure>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TotalsCard
          id="by-product-title"
          title={t('summary.byProduct')}
          caption={t('summary.byProductCaption', { year: String(year) })}
          nameHeader={t('summary.product')}
          year={year}
          system={system}
          rows={summary.byProduct.map(({ productType, lbs, jars }) => ({
            key: productType,
            name: productLabel(t, productType),
            lbs,
            jars,
          }))}
        />
        <TotalsCard
          id="by-apiary-title"
          title={t('summary.byApiary')}
          caption={t('summary.byApiaryCaption', { year: String(year) })}
          nameHeader={t('summary.apiary')}
          year={year}
          system={system}
          rows={summary.byApiary.map(({ apiaryId, apiaryName, lbs, jars, otherProducts }) => ({
            key: apiaryId,
            name: <span translate="no">{apiaryName}</span>,
            lbs,
            jars,
            otherProducts,
          }))}
        />
      </div>
    </div>
  );
}

/**
 * Honey per active hive to one decimal (spec section 2), in the beekeeper's units; null without an active hive. The
 * server gives lbs already to one decimal; kg come from the total, so the figure is rounded once, not twice.
 */
function honeyPerActiveHive(summary: ProductionSummary, system: UnitSystem): string | null {
  if (summary.honeyPerActiveHiveLbs === null || summary.activeHives === 0) return null;
  const lbs = system === 'imperial' ? summary.honeyPerActiveHiveLbs : summary.honey.lbs / summary.activeHives;
  return weightLabel(lbs, system);
}

function Figure({ id, title, figure, children }: { id: string; title: string; figure: string; children: ReactNode }) {
  return (
    <Card role="group" aria-labelledby={id} className="flex flex-col gap-2 p-5">
      <p id={id} className="text-sm font-medium text-stone-700">
        {title}
      </p>
      <p className="text-3xl font-bold text-stone-900">{figure}</p>
      <p className="text-sm text-stone-700">{children}</p>
    </Card>
  );
}

interface TotalsCardProps {
  id: string;
  title: string;
  /** Read first by screen readers: "Harvest by product in 2026". */
  caption: string;
  nameHeader: string;
  year: number;
  system: UnitSystem;
  rows: readonly HarvestTotalsRow[];
}

function TotalsCard({ id, title, caption, nameHeader, year, system, rows }: TotalsCardProps) {
  const t = useMessages(productionMessages);
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          <h3 id={id} className="text-lg font-semibold text-stone-900">
            {title}
          </h3>
        </CardHeader>
        <CardContent>
          {rows.length > 0 ? (
            <HarvestTotalsTable caption={caption} nameHeader={nameHeader} system={system} rows={rows} />
          ) : (
            <p className="text-sm text-stone-700">{t('summary.nothingHarvested', { year: String(year) })}</p>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
