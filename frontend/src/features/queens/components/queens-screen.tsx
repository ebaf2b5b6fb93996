import { Crown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QUEEN_STATUSES, type QueenStatus } from '@shared/domain/colony';
import type { Queen, QueenListOrder } from '@shared/schemas/queen';
import { QueuedRecords } from '@/components/outbox/queued-records';
import { PageHeader } from '@/components/page-header';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { Label, Select } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { NextPage } from '@/components/ui/next-page';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { useQueens } from '../api/queens';
import { queensMessages } from '../messages';
import { AddQueenButton } from './queen-dialogs';
import { QueenMark } from './queen-mark';

const emptyIcon = <Crown aria-hidden="true" className="size-10 text-honey-700" />;

/**
 * The queens screen (`/queens`): the beekeeper's queens newest first, a page at a time, all or of one status, each
 * with her marking, year, status and hive, and a link to her page; Add queen opens the form.
 */
export function QueensScreen() {
  const [status, setStatus] = useState<QueenStatus | undefined>();
  const [order, setOrder] = useState<QueenListOrder>('newest');
  const queens = useQueens({ status, order });
  const t = useMessages(queensMessages);
  const listed = queens.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('screen.title')} description={t('screen.description')} action={<AddQueenButton />} />
      <div className="grid gap-4 sm:grid-cols-2 lg:w-2/3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="queen-status-filter">{t('filter.status')}</Label>
          <Select
            id="queen-status-filter"
            value={status ?? ''}
            onChange={(event) => setStatus((event.target.value || undefined) as QueenStatus | undefined)}
          >
            <option value="">{t('filter.all')}</option>
            {QUEEN_STATUSES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`status.${choice}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="queen-order">{t('filter.order')}</Label>
          <Select id="queen-order" value={order} onChange={(event) => setOrder(event.target.value as QueenListOrder)}>
            <option value="newest">{t('order.newest')}</option>
            <option value="name">{t('order.name')}</option>
          </Select>
        </div>
      </div>
      <QueuedRecords recordType="queen" />
      {queens.isPending || (queens.isError && !queens.data && queens.isFetching) ? (
        <CardGridSkeleton label={t('list.loading')} />
      ) : !queens.data ? (
        <LoadError what={t('list.what')} onRetry={() => void queens.refetch()} />
      ) : listed.length === 0 ? (
        <EmptyState
          icon={emptyIcon}
          title={status ? t('empty.ofStatus', { status }) : t('empty.none')}
          description={t('empty.description')}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <ul
            aria-label={t('list.label')}
            className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200"
          >
            {listed.map((queen) => (
              <QueenRow key={queen.id} queen={queen} />
            ))}
          </ul>
          <NextPage query={queens} what={t('list.morePages')} />
        </div>
      )}
    </div>
  );
}

function QueenRow({ queen }: { queen: Queen }) {
  const t = useMessages(queensMessages);
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-6">
      <Link
        to={paths.app.queen.getHref(queen.id)}
        className="flex min-h-11 items-center font-semibold text-honey-800 underline-offset-2 hover:underline sm:w-1/4"
      >
        <span translate="no">{queen.name}</span>
      </Link>
      <span className="text-sm text-stone-700 sm:w-1/6">
        <QueenMark marking={queen.marking} />
      </span>
      <span className="text-sm text-stone-700 sm:w-1/6">{queen.birthYear ?? t('yearNotRecorded')}</span>
      <span className="text-sm text-stone-700 sm:w-1/6">{t(`status.${queen.status}`)}</span>
      <span translate="no" className="text-sm text-stone-700">
        {queen.hiveName ?? ''}
      </span>
    </li>
  );
}
