import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { ClipboardCheck } from 'lucide-react';
import { inspectionHealthLabel } from '@shared/rules/health';
import { toDate } from '@shared/rules/calendar';
import { latestInspectionsQueryOptions } from '@/api/get-inspections';
import { HealthBadge } from '@/components/health-badge';
import { QueryContent } from '@/components/query-content';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TitleLink } from '@/components/ui/title-link';
import { paths } from '@/config/paths';

/** Recent Activity lists this many of the beekeeper's latest inspections. */
export const RECENT_ACTIVITY_COUNT = 5;

/** The beekeeper's latest inspections, newest first, each linked to its hive's page. */
export function RecentActivity() {
  const inspections = useQuery(latestInspectionsQueryOptions({ limit: RECENT_ACTIVITY_COUNT }));
  return (
    <Card role="region" aria-labelledby="recent-activity-title">
      <CardHeader>
        <h2 id="recent-activity-title" className="text-lg font-semibold text-stone-900">
          Recent Activity
        </h2>
      </CardHeader>
      <CardContent>
        <QueryContent
          query={inspections}
          loading={<Spinner label="Loading recent activity..." className="py-6" />}
          what="your recent activity"
        >
          {(loaded) =>
            loaded.length === 0 ? (
              <p className="text-stone-700">No recent activity</p>
            ) : (
              <ul className="flex flex-col divide-y divide-stone-200">
                {loaded.map((inspection) => (
                  <li key={inspection.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                    <ClipboardCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-honey-700" />
                    <div className="flex min-w-0 flex-1 flex-col">
                      <p className="font-medium text-stone-900">
                        <TitleLink to={paths.app.hive.getHref(inspection.hiveId)}>{inspection.hiveName}</TitleLink>
                      </p>
                      <p className="text-sm text-stone-600">
                        Inspection,{' '}
                        <time dateTime={inspection.inspectionDate}>
                          {format(toDate(inspection.inspectionDate), 'MMM d, yyyy')}
                        </time>
                      </p>
                    </div>
                    <HealthBadge healthStatus={inspectionHealthLabel(inspection)} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryContent>
      </CardContent>
    </Card>
  );
}
