import { ClipboardList } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useHiveFilter } from '@/api/get-hive';
import { useHiveCount } from '@/api/use-hives';
import { useInspections } from '@/api/get-inspections';
import { HivePicker } from '@/components/hive-picker';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { CardGrid } from '@/components/ui/card-grid';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { NoHivesYet } from '@/components/with-hives';
import { Label } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { NextPage } from '@/components/ui/next-page';
import { INSPECTIONS_QUERY } from '@/config/paths';
import { useVarroaContext } from '@/hooks/use-varroa-context';
import { InspectionCard } from './inspection-card';
import { DictateButton } from './dictate-button';
import { RecordInspectionButton } from './record-inspection-button';
import { QueuedRecords } from '@/components/outbox/queued-records';
import { useMessages } from '@/lib/i18n/catalog';
import { inspectionMessages } from '../messages';

/** The search parameter that filters the list by hive; a hive card's Inspect action links here with it. */
const HIVE_PARAM = INSPECTIONS_QUERY.hiveId;

const emptyIcon = <ClipboardList aria-hidden="true" className="size-10 text-honey-700" />;

/**
 * The inspections screen (`/inspections`): every inspection newest first, or one hive's (`?hiveId=`), a page at a
 * time as the beekeeper scrolls. Each shows its hive, day, health label, scores, warnings, varroa figure and photos.
 */
export function InspectionsScreen() {
  const hiveCount = useHiveCount();
  const [searchParams, setSearchParams] = useSearchParams();
  const { hiveId, hiveName } = useHiveFilter(searchParams.get(HIVE_PARAM));
  const inspections = useInspections(hiveId);
  const t = useMessages(inspectionMessages);
  const varroa = useVarroaContext(
    inspections.data?.pages.flatMap((page) => page.items.map((inspection) => inspection.hiveId)) ?? [],
  );

  function showHive(id: string) {
    setSearchParams(id ? { [HIVE_PARAM]: id } : {}, { replace: true });
  }

  function content() {
    // A retry after an error shows the loading state again, so the click visibly does something.
    if (inspections.isPending || (inspections.isError && !inspections.data && inspections.isFetching)) {
      return <CardGridSkeleton label={t('screen.loading')} />;
    }
    if (!inspections.data) {
      return <LoadError what={t('screen.loadError')} onRetry={() => void inspections.refetch()} />;
    }
    const all = inspections.data.pages.flatMap((page) => page.items);
    if (all.length === 0) return emptyList();
    return (
      <div className="flex flex-col gap-4">
        <CardGrid label={t('screen.title')} items={all}>
          {(inspection) => <InspectionCard inspection={inspection} varroa={varroa(inspection.hiveId)} />}
        </CardGrid>
        <NextPage query={inspections} what={t('screen.pageWhat')} />
      </div>
    );
  }

  function emptyList() {
    if (hiveId) {
      return (
        <EmptyState
          icon={emptyIcon}
          title={hiveName ? t('screen.emptyHiveTitle', { hive: hiveName }) : t('screen.emptyThisHiveTitle')}
          description={t('screen.emptyHiveDescription')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <RecordInspectionButton label={t('dialog.title')} hiveId={hiveId} />
              <Button variant="outline" onClick={() => showHive('')}>
                {t('screen.showAll')}
              </Button>
            </div>
          }
        />
      );
    }
    if (hiveCount === 0) {
      return (
        <NoHivesYet icon={emptyIcon} title={t('screen.noHivesTitle')} description={t('screen.noHivesDescription')} />
      );
    }
    return (
      <EmptyState
        icon={emptyIcon}
        title={t('screen.emptyTitle')}
        description={t('screen.emptyDescription')}
        action={<RecordInspectionButton label={t('screen.recordFirst')} />}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('screen.title')}
        description={t('screen.description')}
        action={
          <div className="flex flex-wrap gap-2">
            <DictateButton />
            <RecordInspectionButton label={t('dialog.title')} hiveId={hiveId} />
          </div>
        }
      />
      {hiveCount !== undefined && hiveCount > 0 && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="inspection-hive-filter">{t('screen.filter')}</Label>
          <HivePicker
            id="inspection-hive-filter"
            noneLabel={t('screen.allHives')}
            value={hiveId ?? ''}
            chosenName={hiveName}
            onChange={(event) => showHive(event.target.value)}
          />
        </div>
      )}
      <QueuedRecords recordType="inspection" hiveId={hiveId} />
      {content()}
    </div>
  );
}
