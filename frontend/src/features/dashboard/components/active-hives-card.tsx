import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Hive } from '@shared/schemas/hive';
import { ACTIVE_HIVES_FILTER } from '@/api/get-hives';
import { useHiveCount, useHives } from '@/api/use-hives';
import { QueryContent } from '@/components/query-content';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { commonMessages } from '@/components/messages';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { dashboardMessages } from '../messages';
import { HiveSummary, type HiveFactsOf } from './hive-summary';

/** The dashboard lists at most this many hives (spec section 9); the hives screen has the rest. */
export const DASHBOARD_HIVE_COUNT = 3;

function HivesLoading() {
  const t = useMessages(commonMessages);
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="text-sm text-stone-700">
        {t('loadingHives')}
      </p>
      {Array.from({ length: DASHBOARD_HIVE_COUNT }, (_, index) => (
        <div key={index} className="flex flex-col gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * The first active hives (the server's page of active ones), or why there are none, and the way to all of them
 * (counted by the apiaries, so no more hives are read).
 */
function ActiveHivesList({
  active,
  hiveCount,
  hiveFacts,
}: {
  active: Hive[];
  hiveCount: number;
  hiveFacts: HiveFactsOf;
}) {
  const t = useMessages(dashboardMessages);
  if (hiveCount === 0) {
    return <p className="text-stone-700">{t('activeHives.none')}</p>;
  }
  const shown = active.slice(0, DASHBOARD_HIVE_COUNT);
  const now = new Date();
  return (
    <div className="flex flex-col gap-4">
      {shown.length === 0 ? (
        <p className="text-stone-700">{t('activeHives.noneActive')}</p>
      ) : (
        <div className="flex flex-col divide-y divide-stone-200">
          {shown.map((hive) => (
            <HiveSummary key={hive.id} hive={hive} now={now} hiveFacts={hiveFacts} />
          ))}
        </div>
      )}
      {hiveCount > shown.length && (
        <Link
          to={paths.app.hives.getHref()}
          className="w-fit rounded-sm text-sm font-medium text-honey-800 underline-offset-4 hover:underline"
        >
          {t('activeHives.viewAll', { count: hiveCount })}
        </Link>
      )}
    </div>
  );
}

/** The Active Hives card: the first active hives with their details, an Add Hive action and a way to the rest. */
export function ActiveHivesCard({ addHiveAction, hiveFacts }: { addHiveAction: ReactNode; hiveFacts: HiveFactsOf }) {
  const t = useMessages(dashboardMessages);
  const common = useMessages(commonMessages);
  const hives = useHives(ACTIVE_HIVES_FILTER);
  const hiveCount = useHiveCount();
  return (
    <Card aria-labelledby="active-hives-title" role="region">
      <div className="flex flex-wrap items-center justify-between gap-3 p-5 pb-3">
        <h2 id="active-hives-title" className="text-lg font-semibold text-stone-900">
          {t('activeHives.title')}
        </h2>
        {addHiveAction}
      </div>
      <CardContent>
        <QueryContent query={hives} loading={<HivesLoading />} what={common('yourHives')}>
          {({ pages }) => {
            const active = pages[0]?.items ?? [];
            return (
              <ActiveHivesList
                active={active}
                hiveCount={Math.max(hiveCount ?? 0, active.length)}
                hiveFacts={hiveFacts}
              />
            );
          }}
        </QueryContent>
      </CardContent>
    </Card>
  );
}
