import type { HiveFact } from '@shared/rules/hive-facts';
import type { Hive } from '@shared/schemas/hive';
import { HealthBadge } from '@/components/health-badge';
import { paths } from '@/config/paths';
import { HiveFactValue } from '@/components/hive-fact-value';
import { TitleLink } from '@/components/ui/title-link';

/** A hive's facts in the language shown: the hives feature's words, composed into the dashboard by the app. */
export type HiveFactsOf = (hive: Hive, now: Date) => HiveFact[];

/** One hive in the dashboard's Active Hives card, with every detail the spec lists. */
export function HiveSummary({ hive, now, hiveFacts }: { hive: Hive; now: Date; hiveFacts: HiveFactsOf }) {
  // Health stands beside the name, where a glance down the list finds it.
  const details = hiveFacts(hive, now).filter((fact) => fact.kind !== 'health');

  return (
    <article aria-labelledby={`hive-${hive.id}`} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col">
          <h3 id={`hive-${hive.id}`} translate="no" className="font-semibold text-stone-900">
            <TitleLink to={paths.app.hive.getHref(hive.id)}>{hive.name}</TitleLink>
          </h3>
          <p translate="no" className="text-sm text-stone-700">
            {hive.apiaryName}
          </p>
        </div>
        <HealthBadge healthStatus={hive.healthStatus} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {details.map((fact) => (
          <div key={fact.kind} className="flex min-w-0 flex-col">
            <dt className="text-stone-600">{fact.term}</dt>
            <dd className="min-w-0 font-medium break-words text-stone-900">
              <HiveFactValue fact={fact} hive={hive} />
            </dd>
          </div>
        ))}
      </dl>
      {hive.notes && (
        <p translate="no" className="text-sm whitespace-pre-line text-stone-700">
          {hive.notes}
        </p>
      )}
    </article>
  );
}
