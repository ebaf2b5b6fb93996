import { Syringe } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TREATMENT_TYPES, type TreatmentType } from '@shared/schemas/treatment';
import { useHiveFilter } from '@/api/get-hive';
import { useHiveCount } from '@/api/use-hives';
import { HivePicker } from '@/components/hive-picker';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { CardGrid } from '@/components/ui/card-grid';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { NoHivesYet } from '@/components/with-hives';
import { Label, Select } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { NextPage } from '@/components/ui/next-page';
import { ChoiceOptions } from '@/components/ui/select-options';
import { TREATMENTS_QUERY } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { treatmentsMessages } from '../messages';
import { useTreatments } from '../api/get-treatments';
import { LogTreatmentButton } from './log-treatment-button';
import { TreatmentCard } from './treatment-card';
import { TreatmentRecommendations } from './treatment-recommendations';
import { treatmentTypeLabels } from './treatment-record';

const emptyIcon = <Syringe aria-hidden="true" className="size-10 text-honey-700" />;

const isTreatmentType = (value: string | null): value is TreatmentType =>
  (TREATMENT_TYPES as readonly (string | null)[]).includes(value);

/**
 * The treatments screen (`/treatments`): what each hive should get next (the recommendations), then every treatment
 * newest first, or one hive's and/or one type's (`?hiveId=&treatmentType=`), a page at a time. Each shows whether
 * its next due date is upcoming or overdue.
 */
export function TreatmentsScreen() {
  const t = useMessages(treatmentsMessages);
  const hiveCount = useHiveCount();
  const [searchParams, setSearchParams] = useSearchParams();
  const { hiveId, hiveName } = useHiveFilter(searchParams.get(TREATMENTS_QUERY.hiveId));
  const requestedType = searchParams.get(TREATMENTS_QUERY.treatmentType);
  const treatmentType = isTreatmentType(requestedType) ? requestedType : undefined;
  const filtered = Boolean(hiveId ?? treatmentType);
  const treatments = useTreatments({ hiveId, treatmentType });
  // Upcoming and overdue are counted from when the screen opened.
  const [now] = useState(() => new Date());

  function filterBy(change: { hiveId?: string | undefined; treatmentType?: string | undefined }) {
    const next = { hiveId, treatmentType, ...change };
    setSearchParams(
      Object.fromEntries(
        [
          [TREATMENTS_QUERY.hiveId, next.hiveId],
          [TREATMENTS_QUERY.treatmentType, next.treatmentType],
        ].filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
      { replace: true },
    );
  }

  function content() {
    // A retry after an error shows the loading state again, so the click visibly does something.
    if (treatments.isPending || (treatments.isError && !treatments.data && treatments.isFetching)) {
      return <CardGridSkeleton label={t('screen.loading')} />;
    }
    if (!treatments.data) {
      return <LoadError what={t('screen.loadWhat')} onRetry={() => void treatments.refetch()} />;
    }
    const all = treatments.data.pages.flatMap((page) => page.items);
    if (all.length === 0) return emptyList();
    return (
      <div className="flex flex-col gap-4">
        <CardGrid label={t('screen.title')} items={all}>
          {(treatment) => <TreatmentCard treatment={treatment} now={now} />}
        </CardGrid>
        <NextPage query={treatments} what={t('screen.pageWhat')} />
      </div>
    );
  }

  function emptyList() {
    if (filtered) {
      return (
        <EmptyState
          icon={emptyIcon}
          title={t('empty.filteredTitle')}
          description={t('empty.filteredDescription')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <LogTreatmentButton label={t('screen.logTreatment')} prefill={{ hiveId, treatmentType }} />
              <Button variant="outline" onClick={() => filterBy({ hiveId: undefined, treatmentType: undefined })}>
                {t('empty.showAll')}
              </Button>
            </div>
          }
        />
      );
    }
    if (hiveCount === 0) {
      return (
        <NoHivesYet icon={emptyIcon} title={t('empty.noHivesTitle')} description={t('empty.noHivesDescription')} />
      );
    }
    return (
      <EmptyState
        icon={emptyIcon}
        title={t('empty.title')}
        description={t('empty.description')}
        action={<LogTreatmentButton label={t('empty.logFirst')} />}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('screen.title')}
        description={t('screen.description')}
        action={<LogTreatmentButton label={t('screen.logTreatment')} prefill={{ hiveId, treatmentType }} />}
      />
      <TreatmentRecommendations />
      <section aria-labelledby="treatments-list-title" className="flex flex-col gap-4">
        <h2 id="treatments-list-title" className="text-xl font-semibold text-stone-900">
          {t('screen.records')}
        </h2>
        {hiveCount !== undefined && hiveCount > 0 && (
          <div className="grid gap-3 sm:grid-cols-2 lg:w-2/3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="treatment-hive-filter">{t('screen.filterHive')}</Label>
              <HivePicker
                id="treatment-hive-filter"
                noneLabel={t('screen.allHives')}
                value={hiveId ?? ''}
                chosenName={hiveName}
                onChange={(event) => filterBy({ hiveId: event.target.value })}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="treatment-type-filter">{t('screen.filterType')}</Label>
              <Select
                id="treatment-type-filter"
                value={treatmentType ?? ''}
                onChange={(event) => filterBy({ treatmentType: event.target.value })}
              >
                <option value="">{t('screen.allTypes')}</option>
                <ChoiceOptions choices={TREATMENT_TYPES} labels={treatmentTypeLabels(t)} />
              </Select>
            </div>
          </div>
        )}
        {content()}
      </section>
    </div>
  );
}
