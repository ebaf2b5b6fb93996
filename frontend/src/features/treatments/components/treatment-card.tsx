import { treatmentDueState } from '@shared/rules/due-dates';
import type { Treatment } from '@shared/schemas/treatment';
import { DeleteRecordButton } from '@/components/delete-record-button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useMessages } from '@/lib/i18n/catalog';
import { formatMoney } from '@/lib/i18n/format';
import { useLabels } from '@/lib/i18n/labels';
import { useDeleteTreatment } from '../api/delete-treatment';
import { DueBadge } from './due-badge';
import { EditTreatmentDialog } from './edit-treatment-dialog';
import { HiveLink } from '@/components/hive-link';
import { efficacyText } from './efficacy';
import { feedingSummary, treatmentDateLabel, treatmentDeletion, treatmentLabel } from './treatment-record';
import { TREATMENT_RECORD } from './treatment-record-kind';
import { QueuedEditBadge } from '@/components/outbox/queued-records';
import { treatmentsMessages } from '../messages';

/**
 * One treatment in the list: what was given (its catalogue product), to which hive (linked to the hive's page) and
 * when, whether its next due date is upcoming or overdue, the efficacy from the mite counts, the feed and its sugar,
 * the cost, notes, and Edit and Delete.
 */
export function TreatmentCard({ treatment, now }: { treatment: Treatment; now: Date }) {
  const t = useMessages(treatmentsMessages);
  const labels = useLabels();
  const deleteTreatment = useDeleteTreatment();
  const system = useUnitSystem();
  const dueState = treatmentDueState(treatment, now);
  const { productId, feedType } = treatment;
  const feeding = feedingSummary(t, feedType && labels.feedType(feedType), treatment, system);
  const efficacy = efficacyText(t, treatment);
  const label = treatmentLabel(t, treatment);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <h3 translate="no" className="min-w-0 text-lg leading-tight font-semibold break-words text-stone-900">
            {treatment.treatmentName}
          </h3>
          {dueState && <DueBadge state={dueState} />}
        </div>
        <QueuedEditBadge recordId={treatment.id} />
        <p className="text-sm text-stone-700">
          {t(`type.${treatment.treatmentType}`)} ·{' '}
          <span translate="no">
            <HiveLink hiveId={treatment.hiveId} hiveName={treatment.hiveName} />
          </span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-stone-600">{t('card.applied')}</dt>
          <dd className="text-stone-900">
            <time dateTime={treatment.applicationDate}>{treatmentDateLabel(treatment.applicationDate)}</time>
          </dd>
          {treatment.nextDueDate && (
            <>
              <dt className="text-stone-600">{t('card.nextDue')}</dt>
              <dd className="text-stone-900">
                <time dateTime={treatment.nextDueDate}>{treatmentDateLabel(treatment.nextDueDate)}</time>
              </dd>
            </>
          )}
          {productId && (
            <>
              <dt className="text-stone-600">{t('card.product')}</dt>
              <dd className="min-w-0 break-words text-stone-900">
                {t('card.productWithIngredient', {
                  product: labels.product(productId),
                  ingredient: t(`ingredient.${productId}`),
                })}
              </dd>
            </>
          )}
          {treatment.dosage && (
            <>
              <dt className="text-stone-600">{t('card.dosage')}</dt>
              <dd translate="no" className="min-w-0 break-words text-stone-900">
                {treatment.dosage}
              </dd>
            </>
          )}
          {efficacy && (
            <>
              <dt className="text-stone-600">{t('card.efficacy')}</dt>
              <dd className="text-stone-900">{efficacy}</dd>
            </>
          )}
          {feeding && (
            <>
              <dt className="text-stone-600">{t('card.fed')}</dt>
              <dd className="min-w-0 break-words text-stone-900">{feeding}</dd>
            </>
          )}
          {treatment.cost !== null && (
            <>
              <dt className="text-stone-600">{t('card.cost')}</dt>
              <dd className="text-stone-900">{formatMoney(treatment.cost)}</dd>
            </>
          )}
        </dl>
        {treatment.notes && (
          <p translate="no" className="text-sm break-words whitespace-pre-line text-stone-700">
            {treatment.notes}
          </p>
        )}
      </CardContent>
      <CardFooter className="flex-wrap">
        <EditTreatmentDialog treatment={treatment} />
        <DeleteRecordButton
          kind={TREATMENT_RECORD}
          itemName={label}
          verb={t('card.delete')}
          wording={{
            name: t('card.deleteNamed', { treatment: label }),
            question: t('card.deleteQuestion', { treatment: label }),
          }}
          confirmLabel={t('card.delete')}
          pendingLabel={t('card.deleting')}
          description={treatmentDeletion(t, treatment)}
          remove={() => deleteTreatment.mutateAsync(treatment.id)}
        />
      </CardFooter>
    </Card>
  );
}
