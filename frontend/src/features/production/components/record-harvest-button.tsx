import { ProRecordAddButton } from '@/components/pro-record-add-button';
import type { ButtonProps } from '@/components/ui/button';
import { LazyCreateProductionForm, preloadProductionForms } from './lazy-production-forms';
import { PRODUCTION_RECORD } from './production-record-kind';
import { useMessages } from '@/lib/i18n/catalog';
import { recordHarvestMessages } from '../record-harvest-messages';
import { useProductionTrackingPrompt } from './production-tracking-gate';

interface RecordHarvestButtonProps {
  /** "Record Harvest", "Record First Harvest". */
  label: string;
  variant?: ButtonProps['variant'];
}

/**
 * The way to record a harvest wherever one starts (the production screen, the dashboard's Quick Actions), with the
 * Production Tracking prompt for a plan that doesn't record harvests (also after the server's 402).
 */
export function RecordHarvestButton({ label, variant }: RecordHarvestButtonProps) {
  const t = useMessages(recordHarvestMessages);
  return (
    <ProRecordAddButton
      label={label}
      variant={variant}
      record="production"
      kind={PRODUCTION_RECORD}
      title={t('title')}
      description={t('description')}
      feature={useProductionTrackingPrompt()}
      form={<LazyCreateProductionForm />}
      preload={preloadProductionForms}
    />
  );
}
