import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { GroupedReminders } from '@shared/rules/treatment-reminders';
import type { TreatmentRecommendation } from '@shared/schemas/treatment-recommendation';
import { useMessages } from '@/lib/i18n/catalog';
import { treatmentRemindersMessages } from '../reminder-messages';

/**
 * The items, with the advice catalogue that words them, load apart: the dashboard's first load stays within its
 * budget, and the advice follows its recommendations from the server.
 */
const CompactRecommendationItem = lazy(async () => ({
  default: (await import('./recommendation-items')).CompactRecommendationItem,
}));
const RecommendationItem = lazy(async () => ({ default: (await import('./recommendation-items')).RecommendationItem }));

interface ReminderGroupsProps {
  groups: GroupedReminders<TreatmentRecommendation>;
  /** The heading level of the groups under their section's heading. */
  headingLevel: 'h3' | 'h2';
  /** An action per recommendation (Log treatment on the treatments screen). */
  action?: (recommendation: TreatmentRecommendation) => ReactNode;
  /**
   * The dashboard's glance: each reminder in a few lines (what, which hive, the reason cut to two lines, the action
   * beside it from a tablet up), without the seasonal note the treatments screen gives in full.
   */
  compact?: boolean;
}

/**
 * Treatment recommendations as the dashboard groups them (spec section 4): urgent first, then high, then the rest.
 * Each says which hive, what, why and when.
 */
export function ReminderGroups({ groups, headingLevel: Heading, action, compact = false }: ReminderGroupsProps) {
  const t = useMessages(treatmentRemindersMessages);
  const idPrefix = useId();
  const sections = [
    { key: 'urgent', title: t('group.urgent'), items: groups.urgent },
    { key: 'high', title: t('group.high'), items: groups.high },
    { key: 'others', title: t('group.others'), items: groups.others },
  ].filter(({ items }) => items.length > 0);
  return (
    <div className="flex flex-col gap-4">
      {sections.map(({ key, title, items }) => (
        <section key={key} aria-labelledby={`${idPrefix}-${key}`} className="flex flex-col gap-2">
          <Heading id={`${idPrefix}-${key}`} className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
            {title}
          </Heading>
          <ul className="flex flex-col gap-2">
            {items.map((recommendation, index) => (
              <li
                key={`${recommendation.hiveId}-${recommendation.treatmentName}-${String(index)}`}
                className={
                  compact
                    ? 'flex min-w-0 flex-col gap-2 rounded-md border border-stone-200 p-3 sm:flex-row sm:items-center'
                    : 'flex min-w-0 flex-col gap-1.5 rounded-md border border-stone-200 p-3'
                }
              >
                <Suspense fallback={null}>
                  {compact ? (
                    <CompactRecommendationItem recommendation={recommendation} />
                  ) : (
                    <RecommendationItem recommendation={recommendation} />
                  )}
                </Suspense>
                {action && <div className="shrink-0">{action(recommendation)}</div>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
