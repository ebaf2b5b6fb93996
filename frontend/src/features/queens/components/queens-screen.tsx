import { Crown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QUEEN_STATUS_LABELS, QUEEN_STATUSES, type QueenStatus } from '@shared/domain/colony';
import type { Queen, QueenListOrder } from '@shared/schemas/queen';
import { QueuedRecords } from '@/components/outbox/queued-records';
import { PageHeader } from '@/components/page-header';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { Label, Select } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { NextPage } from '@/components/ui/next-page';
import { paths } from '@/config/paths';
import { useQueens } from '../api/queens';
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
  const listed = queens.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Queens"
        description="Your queens, their marking and hives, and their family trees to choose breeders from."
        action={<AddQueenButton />}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:w-2/3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="queen-status-filter">Status</Label>
          <Select
            id="queen-status-filter"
            value={status ?? ''}
            onChange={(event) => setStatus((event.target.value || undefined) as QueenStatus | undefined)}
          >
            <option value="">All queens</option>
            {QUEEN_STATUSES.map((choice) => (
              <option key={choice} value={choice}>
                {QUEEN_STATUS_LABELS[choice]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="queen-order">Order</Label>
          <Select id="queen-order" value={order} onChange={(event) => setOrder(event.target.value as QueenListOrder)}>
            <option value="newest">Newest first</option>
            <option value="name">By name</option>
          </Select>
        </div>
      </div>
      <QueuedRecords recordType="queen" />
      {queens.isPending || (queens.isError && !queens.data && queens.isFetching) ? (
        <CardGridSkeleton label="Loading queens" />
      ) : !queens.data ? (
        <LoadError what="your queens" onRetry={() => void queens.refetch()} />
      ) : listed.length === 0 ? (
        <EmptyState
          icon={emptyIcon}
          title={status ? `No queens ${QUEEN_STATUS_LABELS[status].toLowerCase()}` : 'No queens recorded yet'}
          description="Add a queen: her year gives her marking colour, and her mother links her to her family tree."
        />
      ) : (
        <div className="flex flex-col gap-4">
          <ul
            aria-label="Queens"
            className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200"
          >
            {listed.map((queen) => (
              <QueenRow key={queen.id} queen={queen} />
            ))}
          </ul>
          <NextPage query={queens} what="queens" />
        </div>
      )}
    </div>
  );
}

function QueenRow({ queen }: { queen: Queen }) {
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-6">
      <Link
        to={paths.app.queen.getHref(queen.id)}
        className="flex min-h-11 items-center font-semibold text-honey-800 underline-offset-2 hover:underline sm:w-1/4"
      >
        {queen.name}
      </Link>
      <span className="text-sm text-stone-700 sm:w-1/6">
        <QueenMark marking={queen.marking} />
      </span>
      <span className="text-sm text-stone-700 sm:w-1/6">{queen.birthYear ?? 'Year not recorded'}</span>
      <span className="text-sm text-stone-700 sm:w-1/6">{QUEEN_STATUS_LABELS[queen.status]}</span>
      <span className="text-sm text-stone-700">{queen.hiveName ?? ''}</span>
    </li>
  );
}
