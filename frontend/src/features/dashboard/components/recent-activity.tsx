import { CheckSquare, ClipboardCheck, Droplets, Wallet, Wheat, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { inspectionHealthLabel } from '@shared/rules/health';
import { activityByLine } from '@shared/rules/recorded-by';
import type { VarroaContext } from '@shared/rules/varroa';
import type { Author } from '@shared/schemas/common';
import { HealthBadge } from '@/components/health-badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TitleLink } from '@/components/ui/title-link';
import { paths } from '@/config/paths';
import { useAccountOwnerId } from '@/hooks/use-account-owner-id';
import { useVarroaContext } from '@/hooks/use-varroa-context';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { RECENT_ACTIVITY_COUNT, useRecentRecords, type RecentRecords } from '../api/get-recent-activity';
import { useMessages } from '@/lib/i18n/catalog';
import { dashboardMessages, type DashboardText } from '../messages';

/** One line of Recent Activity, whatever its kind. */
interface ActivityItem {
  key: string;
  /** The record's day (`YYYY-MM-DD`): the list is newest first by it. */
  date: string;
  title: string;
  href: string;
  /** The kind in words: "Inspection", "Apivar" (the beekeeper's treatment, as named), "Task done", "Income $125.50". */
  what: ReactNode;
  icon: LucideIcon;
  badge?: ReactNode;
  /** Who did it: who recorded the record, or who marked the task done. */
  author: Author | undefined;
}

/**
 * Every kind's latest records as one list, newest first, the first `RECENT_ACTIVITY_COUNT`; an inspection's label
 * against its apiary's varroa threshold, as its hive's page shows it.
 */
export function recentActivityItems(
  t: DashboardText,
  records: RecentRecords,
  varroa: (hiveId: string) => VarroaContext,
): ActivityItem[] {
  const items: ActivityItem[] = [
    ...records.inspections.map((inspection) => ({
      key: `inspection-${inspection.id}`,
      date: inspection.inspectionDate,
      title: inspection.hiveName,
      href: paths.app.hive.getHref(inspection.hiveId),
      what: t('recent.inspection'),
      icon: ClipboardCheck,
      badge: <HealthBadge healthStatus={inspectionHealthLabel(inspection, varroa(inspection.hiveId))} />,
      author: inspection.recordedBy,
    })),
    ...records.treatments.map((treatment) => ({
      key: `treatment-${treatment.id}`,
      date: treatment.applicationDate,
      title: treatment.hiveName,
      href: paths.app.hive.getHref(treatment.hiveId),
      what: <span translate="no">{treatment.treatmentName}</span>,
      icon: Droplets,
      author: treatment.recordedBy,
    })),
    ...records.tasksDone.map((task) => ({
      key: `task-${task.id}`,
      date: task.dueDate,
      title: task.title,
      href: paths.app.schedule.getHref({ status: 'completed' }),
      what: t('recent.taskDone'),
      icon: CheckSquare,
      // Done by whoever last changed it: marking it done is a change.
      author: task.changedBy,
    })),
    ...records.harvests.map((harvest) => ({
      key: `harvest-${harvest.id}`,
      date: harvest.harvestDate,
      title: harvest.hiveName,
      href: paths.app.production.getHref({ hiveId: harvest.hiveId }),
      what: t('recent.harvest'),
      icon: Wheat,
      author: harvest.recordedBy,
    })),
    // A treatment's cost is listed as the treatment it was recorded with, once.
    ...records.transactions
      .filter(({ treatmentId }) => treatmentId === null)
      .map((transaction) => ({
        key: `transaction-${transaction.id}`,
        date: transaction.transactionDate,
        title: transaction.description,
        href: paths.app.finance.getHref(),
        what: t(transaction.type === 'income' ? 'recent.income' : 'recent.expense', {
          amount: formatMoney(transaction.amount),
        }),
        icon: Wallet,
        author: transaction.recordedBy,
      })),
  ];
  // Newest day first; on one day, the order above (an inspection before the treatment it led to).
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.date.localeCompare(a.item.date) || a.index - b.index)
    .slice(0, RECENT_ACTIVITY_COUNT)
    .map(({ item }) => item);
}

/**
 * The beekeeper's latest records of every kind, newest first, each linked to where it lives, with who did it when
 * that was someone other than the account's owner.
 */
export function RecentActivity() {
  const t = useMessages(dashboardMessages);
  const recent = useRecentRecords();
  return (
    <Card role="region" aria-labelledby="recent-activity-title">
      <CardHeader>
        <h2 id="recent-activity-title" className="text-lg font-semibold text-stone-900">
          {t('recent.title')}
        </h2>
      </CardHeader>
      <CardContent>
        <ActivityList t={t} recent={recent} />
      </CardContent>
    </Card>
  );
}

function ActivityList({ t, recent }: { t: DashboardText; recent: ReturnType<typeof useRecentRecords> }) {
  const varroa = useVarroaContext(recent.data.inspections.map(({ hiveId }) => hiveId));
  const ownerId = useAccountOwnerId();
  if (recent.isError) return <LoadError what={t('recent.what')} onRetry={() => void recent.refetch()} />;
  if (recent.isPending) return <Spinner label={t('recent.loading')} className="py-6" />;
  const items = recentActivityItems(t, recent.data, varroa);
  if (items.length === 0) return <p className="text-stone-700">{t('recent.none')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-stone-200">
      {items.map(({ key, date, title, href, what, icon: Icon, badge, author }) => {
        const by = ownerId === undefined ? null : activityByLine(author, ownerId);
        return (
          <li key={key} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-honey-700" />
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="font-medium text-stone-900">
                <TitleLink to={href}>
                  <span translate="no">{title}</span>
                </TitleLink>
              </p>
              <p className="text-sm text-stone-600">
                {what}, <time dateTime={date}>{formatDate(date)}</time>
                {by && `, ${by}`}
              </p>
            </div>
            {badge}
          </li>
        );
      })}
    </ul>
  );
}
