import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n/catalog';
import { dashboardMessages } from '../messages';

export interface QuickActionsProps {
  /** Opens the record-inspection dialog (from the inspections feature, composed by the app). */
  newInspectionAction?: ReactNode;
  /** Opens the same dialog at its photos (from the inspections feature, composed by the app). */
  uploadPhotosAction?: ReactNode;
  /** Opens the log-treatment dialog, or the upgrade prompt without Pro (from the treatments feature). */
  logTreatmentAction?: ReactNode;
  /** Opens the record-harvest dialog, or the upgrade prompt without Pro (from the production feature). */
  recordHarvestAction?: ReactNode;
}

/** The Quick Actions card: the actions the app composed into it, or nothing at all when it was given none. */
export function QuickActions({
  newInspectionAction,
  uploadPhotosAction,
  logTreatmentAction,
  recordHarvestAction,
}: QuickActionsProps) {
  const t = useMessages(dashboardMessages);
  const actions = [newInspectionAction, uploadPhotosAction, logTreatmentAction, recordHarvestAction].filter(Boolean);
  if (actions.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="quick-actions-title">
      <CardHeader>
        <h2 id="quick-actions-title" className="text-lg font-semibold text-stone-900">
          {t('quickActions')}
        </h2>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {newInspectionAction}
        {uploadPhotosAction}
        {logTreatmentAction}
        {recordHarvestAction}
      </CardContent>
    </Card>
  );
}
