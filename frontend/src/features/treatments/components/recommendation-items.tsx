import type { RecommendationPriority, TreatmentRecommendation } from '@shared/schemas/treatment-recommendation';
import { Badge } from '@/components/ui/badge';
import { HiveLink } from '@/components/hive-link';
import { useMessages } from '@/lib/i18n/catalog';
import { useLabels } from '@/lib/i18n/labels';
import { treatmentAdviceMessages } from '../advice-messages';
import { treatmentRemindersMessages } from '../reminder-messages';
import { adviceWords } from '../utils/advice-words';

const PRIORITY_TONES = {
  urgent: 'red',
  high: 'amber',
  medium: 'blue',
  low: 'neutral',
} as const satisfies Record<RecommendationPriority, string>;

/**
 * What the server advises, in the beekeeper's language: written from the rule's facts, or (for a recommendation
 * without them) the rules' English, marked so that a screen reader reads it as English.
 */
function useAdvice(recommendation: TreatmentRecommendation) {
  const t = useMessages(treatmentAdviceMessages);
  const labels = useLabels();
  return {
    ...adviceWords(t, labels.product, recommendation),
    lang: recommendation.advice ? undefined : 'en',
    // A follow-up is named by the beekeeper's own record ("Top-up syrup 2:1"): their words, never translated.
    nameTranslate: recommendation.advice?.code === 'overdueFollowUp' ? ('no' as const) : undefined,
  };
}

/** What, for which hive, and why in at most two lines (the whole reason stays in the text for screen readers). */
export function CompactRecommendationItem({ recommendation }: { recommendation: TreatmentRecommendation }) {
  const { hiveId, hiveName } = recommendation;
  const { treatmentName, reason, lang, nameTranslate } = useAdvice(recommendation);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-0.5">
      <p className="min-w-0 break-words text-stone-900">
        <span lang={lang} translate={nameTranslate} className="font-medium">
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

export function RecommendationItem({ recommendation }: { recommendation: TreatmentRecommendation }) {
  const t = useMessages(treatmentRemindersMessages);
  const { hiveId, hiveName, priority, daysSinceLastTreatment } = recommendation;
  const { treatmentName, reason, seasonalTiming, lang, nameTranslate } = useAdvice(recommendation);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <p lang={lang} translate={nameTranslate} className="min-w-0 font-medium break-words text-stone-900">
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
