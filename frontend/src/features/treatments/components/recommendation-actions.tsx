import type { ReactNode } from 'react';
import { canDo } from '@shared/plan-rules';
import type { TreatmentRecommendation } from '@shared/schemas/treatment-recommendation';
import { useActingAs } from '@/api/acting-account';
import { ProFeaturePrompt } from '@/components/pro-feature-prompt';
import { useMessages } from '@/lib/i18n/catalog';
import { treatmentRemindersMessages } from '../reminder-messages';
import { LogTreatmentButton } from './log-treatment-button';

interface RecommendationActions {
  /** Above the list, for a plan that doesn't log treatments: they are Pro, with the upgrade right there. */
  planNote: ReactNode;
  /** Each recommendation's Log treatment, filled in with its hive, type and name, for a plan that logs them. */
  action: ((recommendation: TreatmentRecommendation) => ReactNode) | undefined;
}

/**
 * What a beekeeper can do about a recommendation, from the plan table (`canDo(..., 'treatments', 'create')`): log it
 * in one tap, or learn beside the reminders that logging is Pro, rather than after pressing a button.
 */
export function useRecommendationActions(): RecommendationActions {
  const t = useMessages(treatmentRemindersMessages);
  const { planState, role } = useActingAs();
  // Until the plan is known, neither: a Pro beekeeper never sees the note flash by. A viewer logs nothing.
  if (planState === undefined || role === undefined || role === 'viewer') return { planNote: null, action: undefined };
  if (!canDo(planState, 'treatments', 'create'))
    return {
      planNote: <ProFeaturePrompt title={t('planNote.title')} description={t('planNote.description')} />,
      action: undefined,
    };
  return {
    planNote: null,
    action: (recommendation) => (
      <LogTreatmentButton
        label={t('logTreatment')}
        accessibleName={t('logTreatmentNamed', {
          treatment: recommendation.treatmentName,
          hive: recommendation.hiveName,
        })}
        prefill={{
          hiveId: recommendation.hiveId,
          treatmentType: recommendation.treatmentType,
          treatmentName: recommendation.treatmentName,
        }}
        variant="outline"
        size="sm"
      />
    ),
  };
}
