import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { ArrowLeft, MapPin } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { QUEEN_MARKING_LABELS } from '@shared/domain/hive';
import { hiveFacts } from '@shared/rules/hive-facts';
import { queenAgeInWords } from '@shared/rules/queen-age';
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
import { HIVE_RECORD, hiveDeletion } from './hive-record';
import { HiveStatusBadge } from './hive-status-badge';
import { HiveTrends } from './hive-trends';
import { InspectionTimeline } from './inspection-timeline';
import { introductionLabel } from './queen-labels';

interface HivePageProps {
  hiveId: string;
  /** Records an inspection of this hive (from the inspections feature, composed by the app), in the header. */
  recordInspectionAction?: ReactNode;
  /** The hive's treatments (from the treatments feature, composed by the app), before its inspections. */
  treatmentsSection?: ReactNode;
  /** The colony's events with their Record button (from the colony events feature, composed by the app). */
  colonyHistorySection?: ReactNode;
}

/**
 * A hive's page (`/hives/:hiveId`): everything recorded about the hive and its queen, with Edit and Delete, its
 * scores and varroa counts over time, and its inspections. A hive that isn't the beekeeper's (or no longer exists)
 * is "not found", with the way back to the hives.
 */
export function HivePage({ hiveId, recordInspectionAction, treatmentsSection, colonyHistorySection }: HivePageProps) {
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
      <QueryContent query={hive} loading={<Spinner label="Loading hive..." className="py-12" />} what="this hive">
        {(data) => (
          <HiveDetails
            hive={data}
            now={now}
            recordInspectionAction={recordInspectionAction}
            treatmentsSection={treatmentsSection}
            colonyHistorySection={colonyHistorySection}
            remove={remove}
            onDeleted={() => void navigate(paths.app.hives.getHref())}
          />
        )}
      </QueryContent>
    </div>
  );
}

function BackToHives() {
  return (
    <Link
      to={paths.app.hives.getHref()}
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3 self-start' })}
    >
      <ArrowLeft aria-hidden="true" />
      All hives
    </Link>
  );
}

function HiveNotFound() {
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">Hive not found</h1>
      <p className="text-stone-700">This hive doesn't exist, or it has been deleted.</p>
      <Link to={paths.app.hives.getHref()} className={buttonVariants()}>
        <ArrowLeft aria-hidden="true" />
        Back to Hives
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
  remove: () => Promise<void>;
  onDeleted: () => void;
}

function HiveDetails({
  hive,
  now,
  recordInspectionAction,
  treatmentsSection,
  colonyHistorySection,
  remove,
  onDeleted,
}: HiveDetailsProps) {
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-2xl font-bold break-words text-stone-900 md:text-3xl">{hive.name}</h1>
            <HiveStatusBadge status={hive.status} />
          </div>
          <p className="flex min-w-0 items-center gap-1 text-stone-700">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 break-words">{hive.apiaryName}</span>
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
        <DetailsCard title="Colony">
          <DetailList>
            <Detail term="Apiary">{hive.apiaryName}</Detail>
            {hiveFacts(hive, now)
              // The queen has her own card below, in full.
              .filter((fact) => fact.kind !== 'queen')
              .map((fact) => (
                <Detail key={fact.kind} term={fact.term}>
                  <HiveFactValue fact={fact} hive={hive} />
                </Detail>
              ))}
            <Detail term="Added">{format(new Date(hive.createdAt), 'MMM d, yyyy')}</Detail>
          </DetailList>
        </DetailsCard>
        <DetailsCard title="Queen">
          <DetailList>
            <Detail term="Queen ID">
              {hive.currentQueenId ? (
                <Link className="text-honey-800 underline" to={paths.app.queen.getHref(hive.currentQueenId)}>
                  {hive.queenId ?? 'Her record'}
                </Link>
              ) : (
                (hive.queenId ?? NOT_RECORDED)
              )}
            </Detail>
            <Detail term="Introduced">
              {hive.queenIntroducedOn ? introductionLabel(hive.queenIntroducedOn) : NOT_RECORDED}
            </Detail>
            <Detail term="Age">{hive.queenAge === null ? NOT_RECORDED : queenAgeInWords(hive.queenAge)}</Detail>
            <Detail term="Marking">
              {hive.queenMarking ? (
                <span className="inline-flex items-center gap-1.5">
                  <QueenMarkSwatch marking={hive.queenMarking} />
                  {QUEEN_MARKING_LABELS[hive.queenMarking]}
                </span>
              ) : (
                NOT_RECORDED
              )}
            </Detail>
          </DetailList>
        </DetailsCard>
      </div>
      {hive.notes && (
        <DetailsCard title="Notes">
          <p className="text-sm whitespace-pre-line break-words text-stone-800">{hive.notes}</p>
        </DetailsCard>
      )}
      {colonyHistorySection}
      <HiveTrends hive={hive} />
      {treatmentsSection}
      <InspectionTimeline hiveId={hive.id} apiaryId={hive.apiaryId} />
    </>
  );
}

const NOT_RECORDED = <span className="text-stone-600">Not recorded</span>;

function DetailsCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `hive-${title.toLowerCase()}`;
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
