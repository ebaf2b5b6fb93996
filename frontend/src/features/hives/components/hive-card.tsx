import { ClipboardList, MapPin } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { Hive } from '@shared/schemas/hive';
import { DeleteRecordButton } from '@/components/delete-record-button';
import { HiveFactValue } from '@/components/hive-fact-value';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { TitleLink } from '@/components/ui/title-link';
import { useDeleteHive } from '../api/delete-hive';
import { EditHiveDialog } from './edit-hive-dialog';
import { HIVE_RECORD, useHiveDeletion } from './hive-record';
import { HiveStatusBadge } from './hive-status-badge';
import { QueuedEditBadge } from '@/components/outbox/queued-records';
import { useMessages } from '@/lib/i18n/catalog';
import { hivesMessages } from '../messages';
import { useHiveFacts } from './use-hive-facts';

/**
 * One hive on the hives screen: what the spec lists, with its Inspect, Edit and Delete actions. Its title links to
 * the hive's page and Inspect to the hive's inspections, so the keyboard passes through a card in four stops.
 */
export function HiveCard({ hive, now }: { hive: Hive; now: Date }) {
  const t = useMessages(hivesMessages);
  const deleteHive = useDeleteHive();
  const hiveFacts = useHiveFacts();
  const hiveDeletion = useHiveDeletion();
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <h2 translate="no" className="min-w-0 text-lg font-semibold leading-tight text-stone-900 break-words">
            <TitleLink to={paths.app.hive.getHref(hive.id)}>{hive.name}</TitleLink>
          </h2>
          <HiveStatusBadge status={hive.status} />
        </div>
        <p className="flex items-center gap-1 text-sm text-stone-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span translate="no">{hive.apiaryName}</span>
        </p>
        <QueuedEditBadge recordId={hive.id} />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {hiveFacts(hive, now).map((fact) => (
            <Fragment key={fact.kind}>
              <dt className="text-stone-600">{fact.term}</dt>
              <dd className="min-w-0 break-words text-stone-900">
                <HiveFactValue fact={fact} hive={hive} />
              </dd>
            </Fragment>
          ))}
        </dl>
        {hive.notes && (
          <p translate="no" className="text-sm whitespace-pre-line break-words text-stone-700">
            {hive.notes}
          </p>
        )}
      </CardContent>
      {/* Inspect leads; Delete is a quiet icon at the row's end, so all three fit one row on a phone. */}
      <CardFooter>
        <Link
          to={paths.app.inspections.getHref({ hiveId: hive.id })}
          aria-label={t('card.inspectName', { name: hive.name })}
          className={buttonVariants({ size: 'sm' })}
        >
          <ClipboardList aria-hidden="true" />
          {t('card.inspect')}
        </Link>
        <EditHiveDialog hive={hive} />
        <DeleteRecordButton
          kind={HIVE_RECORD}
          itemName={hive.name}
          description={hiveDeletion(hive)}
          remove={() => deleteHive.mutateAsync(hive.id)}
          quiet
        />
      </CardFooter>
    </Card>
  );
}
