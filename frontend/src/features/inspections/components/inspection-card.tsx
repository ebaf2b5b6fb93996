import { Fragment } from 'react';
import { inspectionHealthLabel } from '@shared/rules/health';
import { inspectionWarnings } from '@shared/rules/inspection-warnings';
import { monthOfCalendarDate, varroaFigure, varroaLevel, type VarroaContext } from '@shared/rules/varroa';
import type { InspectionAnswer } from '@shared/schemas/inspection';
import { DeleteRecordButton } from '@/components/delete-record-button';
import { HealthBadge } from '@/components/health-badge';
import { RecordedBy } from '@/components/recorded-by';
import { InspectionWarningChips } from '@/components/inspection-warning-chips';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { TitleLink } from '@/components/ui/title-link';
import { paths } from '@/config/paths';
import { useDeleteInspection } from '../api/delete-inspection';
import { EditInspectionDialog } from './edit-inspection-dialog';
import { INSPECTION_RECORD, inspectionDateLabel, inspectionDeletionValues, inspectionName } from './inspection-record';
import { VarroaReading } from './varroa-reading';
import { QueuedEditBadge } from '@/components/outbox/queued-records';
import { useMessages } from '@/lib/i18n/catalog';
import { useVarroaWords } from '../hooks/use-varroa-words';
import { inspectionMessages } from '../messages';

/** The four scores the health label is the mean of, in the form's order. */
const SCORES = ['broodPattern', 'temperament', 'population', 'foodStores'] as const;

/** What was seen in the brood nest, as the card lists it. */
const SIGHTINGS = ['queenSeen', 'eggsPresent', 'openBrood', 'cappedBrood'] as const;

/**
 * One inspection in the list: its hive (linked to the hive's page) and day, who recorded it when that was someone
 * other than the account's owner, the health label of its four scores, what was seen, the warnings it raises, the
 * varroa figure against the season's threshold, its photos, notes, and Edit and Delete.
 */
export function InspectionCard({ inspection, varroa }: { inspection: InspectionAnswer; varroa: VarroaContext }) {
  const deleteInspection = useDeleteInspection();
  const t = useMessages(inspectionMessages);
  const words = useVarroaWords();
  const figure = varroaFigure(inspection);
  const seen = SIGHTINGS.filter((field) => inspection[field]).map((field) => t(`finding.${field}`));
  const name = inspectionName(inspection);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 text-lg leading-tight font-semibold break-words text-stone-900">
            <TitleLink to={paths.app.hive.getHref(inspection.hiveId)}>
              <span translate="no">{inspection.hiveName}</span>
            </TitleLink>
          </h2>
          <HealthBadge healthStatus={inspectionHealthLabel(inspection, varroa)} />
        </div>
        <p className="text-sm text-stone-700">
          <time dateTime={inspection.inspectionDate}>{inspectionDateLabel(inspection.inspectionDate)}</time>
        </p>
        <RecordedBy record={inspection} />
        <QueuedEditBadge recordId={inspection.id} />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <InspectionWarningChips warnings={inspectionWarnings(inspection, varroa)} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {SCORES.map((field) => (
            <Fragment key={field}>
              <dt className="text-stone-600">{t(`rating.${field}`)}</dt>
              <dd className="text-stone-900">{t('card.score', { score: inspection[field] })}</dd>
            </Fragment>
          ))}
          <dt className="text-stone-600">{t('card.seen')}</dt>
          <dd className="text-stone-900">{seen.length > 0 ? seen.join(' · ') : t('card.nothingSeen')}</dd>
          {figure && (
            <>
              <dt className="text-stone-600">{t('card.varroa')}</dt>
              <dd className="flex flex-col gap-0.5">
                <VarroaReading
                  figure={figure}
                  level={varroaLevel(figure, monthOfCalendarDate(inspection.inspectionDate), varroa)}
                />
                <span className="text-xs text-stone-600">{words.method(inspection.varroaMethod)}</span>
              </dd>
            </>
          )}
          {inspection.treatments.length > 0 && (
            <>
              <dt className="text-stone-600">{t('card.treatments')}</dt>
              <dd translate="no" className="text-stone-900">
                {inspection.treatments.join(', ')}
              </dd>
            </>
          )}
        </dl>
        {inspection.notes && (
          <p translate="no" className="text-sm break-words whitespace-pre-line text-stone-700">
            {inspection.notes}
          </p>
        )}
        <PhotoThumbnails inspection={inspection} />
      </CardContent>
      <CardFooter className="flex-wrap">
        <EditInspectionDialog inspection={inspection} />
        <DeleteRecordButton
          kind={INSPECTION_RECORD}
          itemName={t('dialog.recordName', { name })}
          description={t('card.deletion', inspectionDeletionValues(inspection))}
          remove={() => deleteInspection.mutateAsync(inspection.id)}
        />
      </CardFooter>
    </Card>
  );
}

/** The inspection's photos, each opening at full size in a new tab (the hive's page has the lightbox). */
function PhotoThumbnails({ inspection }: { inspection: InspectionAnswer }) {
  const t = useMessages(inspectionMessages);
  if (inspection.photoUrls.length === 0) return null;
  const count = inspection.photoUrls.length;
  return (
    <ul aria-label={t('card.photos')} className="flex flex-wrap gap-2">
      {inspection.photoUrls.map((url, index) => (
        <li key={inspection.photos[index] ?? url}>
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-honey-700"
          >
            <img
              src={url}
              alt={t('card.photoAlt', { number: index + 1, count, name: inspectionName(inspection) })}
              loading="lazy"
              className="size-16 rounded-md border border-stone-200 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
