import { ProRecordAddButton } from '@/components/pro-record-add-button';
import type { ButtonProps } from '@/components/ui/button';
import { LazyCreateTreatmentForm, preloadTreatmentForms } from './lazy-treatment-forms';
import { useMessages } from '@/lib/i18n/catalog';
import { treatmentRemindersMessages } from '../reminder-messages';
import { useTreatmentTracking } from './treatment-tracking-gate';
import { TREATMENT_RECORD } from './treatment-record-kind';
import type { TreatmentPrefill } from './treatment-prefill';

interface LogTreatmentButtonProps {
  /** "Log Treatment", "Log treatment". */
  label: string;
  /** What the form starts with: the hive of the page, or a recommendation's hive, type and name. */
  prefill?: TreatmentPrefill;
  /** Names the button for screen readers when its label alone is ambiguous (one per recommendation). */
  accessibleName?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/**
 * The way to log a treatment wherever one starts (the treatments screen, a recommendation, the dashboard's Quick
 * Actions, a hive's page), with the upgrade prompt for a plan that doesn't create treatments.
 */
export function LogTreatmentButton({ prefill, ...button }: LogTreatmentButtonProps) {
  const t = useMessages(treatmentRemindersMessages);
  const feature = useTreatmentTracking();
  return (
    <ProRecordAddButton
      {...button}
      record="treatments"
      kind={TREATMENT_RECORD}
      title={t('log.title')}
      description={t('log.description')}
      feature={feature}
      form={<LazyCreateTreatmentForm prefill={prefill} />}
      preload={preloadTreatmentForms}
    />
  );
}
