import type { ProductionRecord } from '@shared/schemas/production';
import { DeleteRecordButton } from '@/components/delete-record-button';
import { HiveLink } from '@/components/hive-link';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useDeleteProduction } from '../api/delete-production';
import { EditHarvestDialog } from './edit-harvest-dialog';
import { useMessages } from '@/lib/i18n/catalog';
import { productionMessages } from '../messages';
import { harvestDateLabel, harvestLabel, productLabel, qualityLabel, recordedQuantity } from './production-labels';
import { PRODUCTION_RECORD } from './production-record-kind';
import { QueuedEditBadge } from '@/components/outbox/queued-records';

/**
 * One harvest in the list: what and how much (in the unit it was recorded in, and in the beekeeper's units where
 * those differ), from which hive (linked to its page) and when, its quality and notes, and Edit and Delete.
 */
export function HarvestCard({ record }: { record: ProductionRecord }) {
  const deleteProduction = useDeleteProduction();
  const system = useUnitSystem();
  const t = useMessages(productionMessages);
  const name = harvestLabel(t, record);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <h3 className="text-lg leading-tight font-semibold text-stone-900">
          {t('card.titleBefore', { product: productLabel(t, record.productType) })}{' '}
          <span translate="no">
            <HiveLink hiveId={record.hiveId} hiveName={record.hiveName} />
          </span>
        </h3>
        <p className="text-sm text-stone-700">
          <time dateTime={record.harvestDate}>{harvestDateLabel(record.harvestDate)}</time>
        </p>
        <QueuedEditBadge recordId={record.id} />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-stone-600">{t('card.quantity')}</dt>
          <dd className="font-medium text-stone-900">{recordedQuantity(t, record, system)}</dd>
          {record.quality && (
            <>
              <dt className="text-stone-600">{t('card.quality')}</dt>
              <dd className="text-stone-900">{qualityLabel(t, record.quality)}</dd>
            </>
          )}
        </dl>
        {record.notes && (
          <p translate="no" className="text-sm break-words whitespace-pre-line text-stone-700">
            {record.notes}
          </p>
        )}
      </CardContent>
      <CardFooter className="flex-wrap">
        <EditHarvestDialog record={record} />
        <DeleteRecordButton
          kind={PRODUCTION_RECORD}
          itemName={name}
          description={t('card.deleteDescription', { name })}
          remove={() => deleteProduction.mutateAsync(record.id)}
        />
      </CardFooter>
    </Card>
  );
}
