import { Wheat } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hasProAccess } from '@shared/plans';
import type { ProductionRecord } from '@shared/schemas/production';
import { useHiveFilter } from '@/api/get-hive';
import { useHiveCount } from '@/api/use-hives';
import { HivePicker } from '@/components/hive-picker';
import { useUser } from '@/api/get-user';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { CardGrid } from '@/components/ui/card-grid';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { NoHivesYet } from '@/components/with-hives';
import { Label, Select } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { NextPage } from '@/components/ui/next-page';
import { PRODUCTION_QUERY } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { FIRST_SUMMARY_YEAR, yearChoices } from '@/lib/year-choices';
import { productionMessages } from '../messages';
import { useProduction } from '../api/get-production';
import { useProductionSummary } from '../api/get-production-summary';
import { HarvestCard } from './harvest-card';
import { ProductionCharts } from './production-charts-section';
import { ProductionSummaryFigures } from './production-summary';
import { RecordHarvestButton } from './record-harvest-button';
import { YieldForecastCard } from './yield-forecast-card';

const emptyIcon = <Wheat aria-hidden="true" className="size-10 text-honey-700" />;

/** The year in the address when it is one the summary covers, else this year. */
function yearFrom(text: string | null, thisYear: number): number {
  const year = Number(text);
  return Number.isInteger(year) && year >= FIRST_SUMMARY_YEAR && year <= thisYear ? year : thisYear;
}

/**
 * The production screen (`/production`, Pro): a year's summary (`?year=`, this year by default) in the beekeeper's
 * units, its charts (honey by month against the year before, harvest by hive), and every harvest newest first, or
 * one hive's (`?hiveId=`), a page at a time, each with Edit and Delete. Record Harvest opens the form.
 */
/** The forecast is Pro's (its route's access level): a lapsed beekeeper reading their harvests goes without it. */
function ForecastForPro() {
  const user = useUser().data;
  return user && hasProAccess(user) ? <YieldForecastCard /> : null;
}

export function ProductionScreen() {
  const t = useMessages(productionMessages);
  const hiveCount = useHiveCount();
  const [searchParams, setSearchParams] = useSearchParams();
  // The year is read once: a screen left open over New Year keeps its year.
  const [thisYear] = useState(() => new Date().getFullYear());
  const year = yearFrom(searchParams.get(PRODUCTION_QUERY.year), thisYear);
  const { hiveId, hiveName } = useHiveFilter(searchParams.get(PRODUCTION_QUERY.hiveId));
  const records = useProduction({ hiveId });
  // The summary figures below ask the same query: its first year starts the Year selector.
  const firstYear = useProductionSummary(year).data?.firstYear;
  const listed = records.data?.pages.flatMap((page) => page.items) ?? [];
  const neverHarvested = !hiveId && records.isSuccess && listed.length === 0;

  function show(change: { year?: number; hiveId?: string | undefined }) {
    const next = { year, hiveId, ...change };
    const query: Record<string, string> = {};
    if (next.year !== thisYear) query[PRODUCTION_QUERY.year] = String(next.year);
    if (next.hiveId) query[PRODUCTION_QUERY.hiveId] = next.hiveId;
    setSearchParams(query, { replace: true });
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('screen.title')}
        description={t('screen.description')}
        action={<RecordHarvestButton label={t('recordHarvest')} />}
      />
      {neverHarvested ? (
        <>
          <NoHarvests />
          <ForecastForPro />
        </>
      ) : (
        <>
          <section aria-labelledby="production-summary-title" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="production-summary-title" className="text-xl font-semibold text-stone-900">
                {t('summary.title', { year: String(year) })}
              </h2>
              <div className="flex items-center gap-2">
                <Label htmlFor="production-year">{t('summary.year')}</Label>
                <Select
                  id="production-year"
                  className="w-28"
                  value={year}
                  onChange={(event) => show({ year: Number(event.target.value) })}
                >
                  {yearChoices(thisYear, year, firstYear).map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
            <ProductionSummaryFigures year={year} />
          </section>
          <ForecastForPro />
          <ProductionCharts year={year} />
          <section aria-labelledby="harvests-title" className="flex flex-col gap-4">
            <h2 id="harvests-title" className="text-xl font-semibold text-stone-900">
              {t('harvests.title')}
            </h2>
            {hiveCount !== undefined && hiveCount > 1 && (
              <div className="flex flex-col gap-1.5 sm:w-1/2 lg:w-1/3">
                <Label htmlFor="production-hive-filter">{t('harvests.filter')}</Label>
                <HivePicker
                  id="production-hive-filter"
                  noneLabel={t('harvests.allHives')}
                  value={hiveId ?? ''}
                  chosenName={hiveName}
                  onChange={(event) => show({ hiveId: event.target.value || undefined })}
                />
              </div>
            )}
            <HarvestList records={records} listed={listed} showAllHives={() => show({ hiveId: undefined })} />
          </section>
        </>
      )}
    </div>
  );
}

function HarvestList({
  records,
  listed,
  showAllHives,
}: {
  records: ReturnType<typeof useProduction>;
  listed: readonly ProductionRecord[];
  showAllHives: () => void;
}) {
  const t = useMessages(productionMessages);
  // A retry after an error shows the loading state again, so the click visibly does something.
  if (records.isPending || (records.isError && !records.data && records.isFetching)) {
    return <CardGridSkeleton label={t('harvests.loading')} />;
  }
  if (!records.data) return <LoadError what={t('harvests.what')} onRetry={() => void records.refetch()} />;
  // Unfiltered, an empty list is the screen's own empty state: here it is one hive's.
  if (listed.length === 0) {
    return (
      <EmptyState
        icon={emptyIcon}
        title={t('empty.fromHive')}
        action={
          <Button variant="outline" onClick={showAllHives}>
            {t('empty.showAll')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <CardGrid label={t('harvests.title')} items={listed}>
        {(record) => <HarvestCard record={record} />}
      </CardGrid>
      <NextPage query={records} what={t('harvests.more')} />
    </div>
  );
}

/** No harvest yet: the way to the first one, or to the first hive when there is none to harvest from. */
function NoHarvests() {
  const t = useMessages(productionMessages);
  if (useHiveCount() === 0) {
    return <NoHivesYet icon={emptyIcon} title={t('empty.title')} description={t('empty.noHives')} />;
  }
  return (
    <EmptyState
      icon={emptyIcon}
      title={t('empty.title')}
      description={t('empty.description')}
      action={<RecordHarvestButton label={t('recordFirstHarvest')} />}
    />
  );
}
