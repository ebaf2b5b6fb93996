import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { HIVE_STATUS_LABELS, HIVE_TYPE_LABELS } from '@shared/domain/hive';
import { TOASTS } from '@shared/messages';
import { lastInspectionLabel } from '@shared/rules/last-inspection';
import { queenSummary } from '@shared/rules/queen-summary';
import type { Hive } from '@shared/schemas/hive';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { HealthBadge } from '@/components/health-badge';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { useDeleteHive } from '../api/delete-hive';
import { EditHiveDialog } from './edit-hive-dialog';
import { QueenMarkSwatch } from './queen-mark-swatch';

/**
 * One hive on the hives screen: what the spec lists, with its Edit and Delete actions. Its title is the one link
 * to the hive's page, so the keyboard passes through a card in three stops: the title, Edit, Delete.
 */
export function HiveCard({ hive, now }: { hive: Hive; now: Date }) {
  const deleteHive = useDeleteHive();

  async function remove() {
    try {
      await deleteHive.mutateAsync(hive.id);
      toastSuccess(TOASTS.hiveDeleted);
    } catch {
      toastError(TOASTS.hiveDeleteFailed);
    }
  }

  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 text-lg font-semibold leading-tight text-stone-900 break-words">
            <Link
              to={paths.app.hive.getHref(hive.id)}
              className="rounded-sm underline-offset-4 hover:text-honey-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-honey-700"
            >
              {hive.name}
            </Link>
          </h2>
          <Badge tone={hive.status === 'active' ? 'honey' : 'neutral'}>{HIVE_STATUS_LABELS[hive.status]}</Badge>
        </div>
        <p className="flex items-center gap-1 text-sm text-stone-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {hive.apiaryName}
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-stone-600">Health</dt>
          <dd>
            <HealthBadge healthStatus={hive.healthStatus} />
          </dd>
          <dt className="text-stone-600">Last inspection</dt>
          <dd className="text-stone-900">{lastInspectionLabel(hive.lastInspectionDate, now)}</dd>
          <dt className="text-stone-600">Queen</dt>
          <dd className="flex min-w-0 items-start gap-1.5 text-stone-900">
            {hive.queenMarking && <QueenMarkSwatch marking={hive.queenMarking} className="mt-0.5" />}
            <span className="min-w-0 break-words">{queenSummary(hive)}</span>
          </dd>
          <dt className="text-stone-600">Frames</dt>
          <dd className="text-stone-900">{hive.frameCount}</dd>
          <dt className="text-stone-600">Hive type</dt>
          <dd className="text-stone-900">{HIVE_TYPE_LABELS[hive.hiveType]}</dd>
        </dl>
        {hive.notes && <p className="text-sm whitespace-pre-line break-words text-stone-700">{hive.notes}</p>}
      </CardContent>
      <CardFooter className="flex-wrap">
        <EditHiveDialog hive={hive} />
        <ConfirmDeleteButton
          itemName={hive.name}
          description={`${hive.name} will be removed from ${hive.apiaryName}. This can't be undone.`}
          onConfirm={remove}
        />
      </CardFooter>
    </Card>
  );
}
