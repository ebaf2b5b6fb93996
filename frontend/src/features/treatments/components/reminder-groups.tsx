import { useId, type ReactNode } from 'react';
import type { GroupedReminders } from '@shared/rules/treatment-reminders';
import type { RecommendationPriority, TreatmentRecommendation } from '@shared/schemas/treatment-recommendation';
import { Badge } from '@/components/ui/badge';
import { HiveLink } from '@/components/hive-link';
import { useMessages } from '@/lib/i18n/catalog';
import { treatmentAdviceMessages } from '../advice-messages';
import { treatmentRemindersMessages } from '../reminder-messages';
import { adviceWords } from '../utils/advice-words';

const PRIORITY_TONES = {
  urgent: 'red',
  high: 'amber',
  medium: 'blue',
  low: 'neutral',
} as const satisfies Record<RecommendationPriority, string>;

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
                {compact ? (
                  <CompactRecommendationItem recommendation={recommendation} />
                ) : (
                  <RecommendationItem recommendation={recommendation} />
                )}
                {action && <div className="shrink-0">{action(recommendation)}</div>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * What the server advises, in the beekeeper's language: written from the rule's facts, or (for a recommendation
 * without them) the rules' English, marked so that a screen reader reads it as English.
 */
function useAdvice(recommendation: TreatmentRecommendation) {
  const t = useMessages(treatmentAdviceMessages);
  return { ...adviceWords(t, recommendation), lang: recommendation.advice ? undefined : 'en' };
}

/** What, for which hive, and why in at most two lines (the whole reason stays in the text for screen readers). */
function CompactRecommendationItem({ recommendation }: { recommendation: TreatmentRecommendation }) {
  const { hiveId, hiveName } = recommendation;
  const { treatmentName, reason, lang } = useAdvice(recommendation);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-0.5">
      <p className="min-w-0 break-words text-stone-900">
        <span lang={lang} className="font-medium">
          {treatmentName}
        </span>
        <span className="text-sm text-stone-700">
          {' · '}
          <span translate="no">
            <HiveLink hiveId={hiveId} hiveName={hiveName} />
          </span>
        </span>
      </p>
      <p lang={lang} className="line-clamp-2 text-sm break-words text-stone-700">
        {reason}
      </p>
    </div>
  );
}

function RecommendationItem({ recommendation }: { recommendation: TreatmentRecommendation }) {
  const t = useMessages(treatmentRemindersMessages);
  const { hiveId, hiveName, priority, daysSinceLastTreatment } = recommendation;
  const { treatmentName, reason, seasonalTiming, lang } = useAdvice(recommendation);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <p lang={lang} className="min-w-0 font-medium break-words text-stone-900">
          {treatmentName}
        </p>
        <Badge tone={PRIORITY_TONES[priority]}>{t(`priority.${priority}`)}</Badge>
      </div>
      <p className="text-sm text-stone-700">
        <span translate="no">
          <HiveLink hiveId={hiveId} hiveName={hiveName} />
        </span>
        {daysSinceLastTreatment !== null && <span> · {t('lastTreated', { count: daysSinceLastTreatment })}</span>}
      </p>
      <p lang={lang} className="text-sm break-words text-stone-800">
        {reason}
      </p>
      {seasonalTiming && (
        <p lang={lang} className="text-xs text-stone-600">
          {seasonalTiming}
        </p>
      )}
    </>
  );
}
