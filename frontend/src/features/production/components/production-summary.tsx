import type { ReactNode } from 'react';
import { countOf } from '@shared/count-of';
import { formatQuantity, formatWeight, type UnitSystem } from '@shared/rules/units';
import type { ProductionSummary } from '@shared/schemas/production';
import { QueryContent } from '@/components/query-content';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useProductionSummary } from '../api/get-production-summary';
import { HarvestTotalsTable, type HarvestTotalsRow } from './harvest-totals-table';
import { useMessages } from '@/lib/i18n/catalog';
import { productionMessages } from '../messages';
import { productLabel } from './production-labels';

/**
 * A year's harvest at a glance (spec: total honey, and the average per hive to one decimal), in the beekeeper's
 * units: honey by weight with jars counted apart, honey per active hive, and the year by product and by apiary.
 */
export function ProductionSummaryFigures({ year }: { year: number }) {
  const summary = useProductionSummary(year);
  const system = useUnitSystem();
  return (
    <QueryContent query={summary} loading={<SummarySkeleton />} what={`your ${String(year)} summary`}>
      {(data) => <SummaryFigures summary={data} system={system} />}
    </QueryContent>
  );
}

function SummarySkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
      <span className="sr-only">Loading the summary...</span>
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
        <Figure id="total-honey" title={`Total honey in ${String(year)}`} figure={formatWeight(honey.lbs, system)}>
          {honey.jars > 0
            ? `And ${formatQuantity(honey.jars, 'jars', system)}, counted apart: a jar has no fixed weight.`
            : 'By weight: lbs, kg and oz harvests added up.'}
        </Figure>
        <Figure id="honey-per-hive" title="Honey per active hive" figure={perHive ?? 'No active hives'}>
          {perHive === null
            ? 'The average shows once you have an active hive.'
            : `Total honey by weight over ${countOf(activeHives, 'active hive', 'active hives')}.`}
        </Figure>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TotalsCard
          id="by-product-title"
          title="By product"
          nameHeader="Product"
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
          title="By apiary"
          nameHeader="Apiary"
          year={year}
          system={system}
          rows={summary.byApiary.map(({ apiaryId, apiaryName, lbs, jars, otherProducts }) => ({
            key: apiaryId,
            name: apiaryName,
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
  return formatWeight(lbs, system);
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
  nameHeader: string;
  year: number;
  system: UnitSystem;
  rows: readonly HarvestTotalsRow[];
}

function TotalsCard({ id, title, nameHeader, year, system, rows }: TotalsCardProps) {
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
            <HarvestTotalsTable
              caption={`Harvest ${title.toLowerCase()} in ${String(year)}`}
              nameHeader={nameHeader}
              system={system}
              rows={rows}
            />
          ) : (
            <p className="text-sm text-stone-700">Nothing harvested in {year}.</p>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
