import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MapPin } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Hive } from '@shared/schemas/hive';
import { DeleteRecordButton } from '@/components/delete-record-button';
import { HiveFactValue } from '@/components/hive-fact-value';
import { QueenMarkSwatch } from '@/components/queen-mark-swatch';
import { QueryContent } from '@/components/query-content';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { hiveQueryOptions } from '@/api/get-hive';
import { useDeleteHive } from '../api/delete-hive';
import { EditHiveDialog } from './edit-hive-dialog';
import { HIVE_RECORD, useHiveDeletion } from './hive-record';
import { HiveStatusBadge } from './hive-status-badge';
import { HiveTrends } from './hive-trends';
import { InspectionTimeline } from './inspection-timeline';
import { useQueenWords } from './queen-labels';
import { useHiveFacts } from './use-hive-facts';
import { commonMessages } from '@/components/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate, MEDIUM_DATE } from '@/lib/i18n/format';
import { useLabels } from '@/lib/i18n/labels';
import { hivesMessages } from '../messages';

interface HivePageProps {
  hiveId: string;
  /** Records an inspection of this hive (from the inspections feature, composed by the app), in the header. */
  recordInspectionAction?: ReactNode;
  /** The hive's treatments (from the treatments feature, composed by the app), before its inspections. */
  treatmentsSection?: ReactNode;
  /** The colony's events with their Record button (from the colony events feature, composed by the app). */
  colonyHistorySection?: ReactNode;
  /** The hive's scales and sensors with its weight chart (from the hive scales feature, composed by the app). */
  scalesSection?: ReactNode;
}

/**
 * A hive's page (`/hives/:hiveId`): everything recorded about the hive and its queen, with Edit and Delete, its
 * scores and varroa counts over time, its scales and weight, and its inspections. A hive that isn't the beekeeper's (or no longer exists)
 * is "not found", with the way back to the hives.
 */
export function HivePage({
  hiveId,
  recordInspectionAction,
  treatmentsSection,
  colonyHistorySection,
  scalesSection,
}: HivePageProps) {
  const t = useMessages(hivesMessages);
  const common = useMessages(commonMessages);
  const navigate = useNavigate();
  const deleteHive = useDeleteHive();
  // Once its delete is sent the hive is not read again: the refetch that follows a change would find it gone.
  const [deleting, setDeleting] = useState(false);
  const hive = useQuery({ ...hiveQueryOptions(hiveId), enabled: !deleting });
  // Relative labels ("3 days ago") are counted from when the page opened.
  const [now] = useState(() => new Date());

  async function remove() {
    setDeleting(true);
    try {
      await deleteHive.mutateAsync(hiveId);
    } catch (error) {
      setDeleting(false);
      throw error;
    }
  }

  if (hive.isError && isApiError(hive.error, 404)) return <HiveNotFound />;
  return (
    <div className="flex flex-col gap-6">
      <BackToHives />
      <QueryContent
        query={hive}
        loading={<Spinner label={common('loadingHive')} className="py-12" />}
        what={t('page.loadWhat')}
      >
        {(data) => (
          <HiveDetails
            hive={data}
            now={now}
            recordInspectionAction={recordInspectionAction}
            treatmentsSection={treatmentsSection}
            colonyHistorySection={colonyHistorySection}
            scalesSection={scalesSection}
            remove={remove}
            onDeleted={() => void navigate(paths.app.hives.getHref())}
          />
        )}
      </QueryContent>
    </div>
  );
}

function BackToHives() {
  const t = useMessages(hivesMessages);
  return (
    <Link
      to={paths.app.hives.getHref()}
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3 self-start' })}
    >
      <ArrowLeft aria-hidden="true" />
      {t('page.allHives')}
    </Link>
  );
}

function HiveNotFound() {
  const t = useMessages(hivesMessages);
  const common = useMessages(commonMessages);
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">{common('hiveNotFound')}</h1>
      <p className="text-stone-700">{t('notFound.description')}</p>
      <Link to={paths.app.hives.getHref()} className={buttonVariants()}>
        <ArrowLeft aria-hidden="true" />
        {t('notFound.back')}
      </Link>
    </div>
  );
}

interface HiveDetailsProps {
  hive: Hive;
  now: Date;
  recordInspectionAction: ReactNode;
  treatmentsSection: ReactNode;
  colonyHistorySection: ReactNode;
  scalesSection: ReactNode;
  remove: () => Promise<void>;
  onDeleted: () => void;
}

function HiveDetails({
  hive,
  now,
  recordInspectionAction,
  treatmentsSection,
  colonyHistorySection,
  scalesSection,
  remove,
  onDeleted,
}: HiveDetailsProps) {
  const t = useMessages(hivesMessages);
  const labels = useLabels();
  const hiveFacts = useHiveFacts();
  const queenWords = useQueenWords();
  const hiveDeletion = useHiveDeletion();
  const notRecorded = <span className="text-stone-600">{t('queen.notRecorded')}</span>;
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 translate="no" className="min-w-0 text-2xl font-bold break-words text-stone-900 md:text-3xl">
              {hive.name}
            </h1>
            <HiveStatusBadge status={hive.status} />
          </div>
          <p className="flex min-w-0 items-center gap-1 text-stone-700">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span translate="no" className="min-w-0 break-words">
              {hive.apiaryName}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {recordInspectionAction}
          <EditHiveDialog hive={hive} />
          <DeleteRecordButton
            kind={HIVE_RECORD}
            itemName={hive.name}
            description={hiveDeletion(hive)}
            remove={remove}
            onDeleted={onDeleted}
          />
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <DetailsCard id="hive-colony" title={t('details.colony')}>
          <DetailList>
            <Detail term={t('details.apiary')}>
              <span translate="no">{hive.apiaryName}</span>
            </Detail>
            {hiveFacts(hive, now)
              // The queen has her own card below, in full.
              .filter((fact) => fact.kind !== 'queen')
              .map((fact) => (
                <Detail key={fact.kind} term={fact.term}>
                  <HiveFactValue fact={fact} hive={hive} />
                </Detail>
              ))}
            <Detail term={t('details.added')}>{formatDate(new Date(hive.createdAt), MEDIUM_DATE)}</Detail>
          </DetailList>
        </DetailsCard>
        <DetailsCard id="hive-queen" title={t('details.queen')}>
          <DetailList>
            <Detail term={t('details.queenId')}>
              {hive.currentQueenId ? (
                <Link className="text-honey-800 underline" to={paths.app.queen.getHref(hive.currentQueenId)}>
                  {hive.queenId === null ? t('details.herRecord') : <span translate="no">{hive.queenId}</span>}
                </Link>
              ) : hive.queenId === null ? (
                notRecorded
              ) : (
                <span translate="no">{hive.queenId}</span>
              )}
            </Detail>
            <Detail term={t('details.introduced')}>
              {hive.queenIntroducedOn ? queenWords.introduction(hive.queenIntroducedOn) : notRecorded}
            </Detail>
            <Detail term={t('details.age')}>
              {hive.queenAge === null ? notRecorded : queenWords.ageInFull(hive.queenAge)}
            </Detail>
            <Detail term={t('details.marking')}>
              {hive.queenMarking ? (
                <span className="inline-flex items-center gap-1.5">
                  <QueenMarkSwatch marking={hive.queenMarking} />
                  {labels.queenMarking(hive.queenMarking)}
                </span>
              ) : (
                notRecorded
              )}
            </Detail>
          </DetailList>
        </DetailsCard>
      </div>
      {hive.notes && (
        <DetailsCard id="hive-notes" title={t('details.notes')}>
          <p translate="no" className="text-sm whitespace-pre-line break-words text-stone-800">
            {hive.notes}
          </p>
        </DetailsCard>
      )}
      {colonyHistorySection}
      <HiveTrends hive={hive} />
      {scalesSection}
      {treatmentsSection}
      <InspectionTimeline hiveId={hive.id} apiaryId={hive.apiaryId} />
    </>
  );
}

/** A card of the hive's page; `id` names its heading, which labels the section. */
function DetailsCard({ id: headingId, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">{children}</dl>;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-600">{term}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </>
  );
}
