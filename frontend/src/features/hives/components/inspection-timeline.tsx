import { inspectionHealthLabel } from '@shared/rules/health';
import { inspectionWarnings } from '@shared/rules/inspection-warnings';
import { monthOfCalendarDate, varroaFigure, varroaLevel, type VarroaContext } from '@shared/rules/varroa';
import type { InspectionAnswer } from '@shared/schemas/inspection';
import { useApiaries } from '@/api/get-apiaries';
import { useInspections } from '@/api/get-inspections';
import { HealthBadge } from '@/components/health-badge';
import { RecordedBy } from '@/components/recorded-by';
import { InspectionWarningChips } from '@/components/inspection-warning-chips';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';
import { HEALTH_SCORE_FIELDS } from '../utils/inspection-trends';
import { InspectionPhotos } from './inspection-photos';
import { QueuedRecords } from '@/components/outbox/queued-records';
import { commonMessages } from '@/components/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate, MEDIUM_DATE } from '@/lib/i18n/format';
import { useHiveVarroaWords } from '../hooks/varroa-words';
import { hivesMessages } from '../messages';

/**
 * The hive's inspections, newest first, a page at a time ("Load more" asks for the next with the answer's
 * cursor): each with its health label, who recorded it (when not the account's owner), scores, warnings, varroa
 * count and photos.
 */
export function InspectionTimeline({ hiveId, apiaryId }: { hiveId: string; apiaryId: string }) {
  // Varroa warnings depend on the apiary's hemisphere; until its latitude is known the northern calendar applies.
  const t = useMessages(hivesMessages);
  const latitude = useApiaries().data?.find((apiary) => apiary.id === apiaryId)?.latitude;
  return (
    <Card>
      <section aria-labelledby="hive-inspections-title">
        <CardHeader>
          <h2 id="hive-inspections-title" className="text-lg font-semibold text-stone-900">
            {t('timeline.title')}
          </h2>
        </CardHeader>
        <CardContent>
          <QueuedRecords recordType="inspection" hiveId={hiveId} />
          <TimelineContent hiveId={hiveId} latitude={latitude} />
        </CardContent>
      </section>
    </Card>
  );
}

function TimelineContent({ hiveId, latitude }: { hiveId: string; latitude: string | null | undefined }) {
  const t = useMessages(hivesMessages);
  const common = useMessages(commonMessages);
  const pages = useInspections(hiveId);
  // A failed first page (or its retry) is the whole list's state; a failed next page keeps the pages shown.
  if (pages.isPending || (pages.isError && pages.isFetching && !pages.isFetchingNextPage)) {
    return <Spinner label={t('timeline.loading')} className="py-8" />;
  }
  if (!pages.data) return <LoadError what={t('timeline.loadWhat')} onRetry={() => void pages.refetch()} />;
  const inspections = pages.data.pages.flatMap((page) => page.items);
  if (inspections.length === 0) {
    return <p className="text-sm text-stone-700">{t('timeline.empty')}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col divide-y divide-stone-200">
        {inspections.map((inspection) => (
          <TimelineItem key={inspection.id} inspection={inspection} varroa={{ latitude }} />
        ))}
      </ol>
      {pages.isFetchNextPageError ? (
        <LoadError what={t('timeline.moreWhat')} onRetry={() => void pages.fetchNextPage()} />
      ) : (
        pages.hasNextPage && (
          <Button
            variant="outline"
            className="self-center"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? common('loadingMore') : t('timeline.loadMore')}
          </Button>
        )
      )}
    </div>
  );
}

function TimelineItem({ inspection, varroa }: { inspection: InspectionAnswer; varroa: VarroaContext }) {
  const t = useMessages(hivesMessages);
  const varroaWords = useHiveVarroaWords();
  const dateLabel = formatDate(inspection.inspectionDate, MEDIUM_DATE);
  const headingId = `inspection-${inspection.id}`;
  const figure = varroaFigure(inspection);
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold text-stone-900">
          <time dateTime={inspection.inspectionDate}>{dateLabel}</time>
        </h3>
        <HealthBadge healthStatus={inspectionHealthLabel(inspection, varroa)} />
      </div>
      <RecordedBy record={inspection} className="-mt-2" />
      <InspectionWarningChips warnings={inspectionWarnings(inspection, varroa)} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-6">
        {HEALTH_SCORE_FIELDS.map((key) => (
          <div key={key} className="flex min-w-0 flex-col">
            <dt className="text-stone-600">{t(`score.${key}`)}</dt>
            <dd className="font-medium text-stone-900">{t('score.outOfFive', { score: inspection[key] })}</dd>
          </div>
        ))}
        <div className="col-span-2 flex min-w-0 flex-col">
          <dt className="text-stone-600">{t('timeline.varroa')}</dt>
          <dd className="font-medium text-stone-900">
            {figure
              ? t('timeline.varroaReading', {
                  figure: varroaWords.figure(figure),
                  method: varroaWords.method(inspection.varroaMethod),
                  level: varroaWords.level(varroaLevel(figure, monthOfCalendarDate(inspection.inspectionDate), varroa)),
                })
              : t('varroa.notCounted')}
          </dd>
        </div>
      </dl>
      {inspection.notes && (
        <p translate="no" className="text-sm whitespace-pre-line text-stone-700">
          {inspection.notes}
        </p>
      )}
      <InspectionPhotos photoUrls={inspection.photoUrls} dateLabel={dateLabel} />
    </li>
  );
}
