import type { Inspection } from '@shared/schemas/inspection';
import { formatDate, LONG_DATE } from '@/lib/i18n/format';
import { recordKind } from '@/lib/record-kind';

/** Inspections in the record-screen kit: Create Inspection, Update Inspection, and the `TOASTS.inspection*` texts. */
export const INSPECTION_RECORD = recordKind('inspection');

/** An inspection's day as the list shows it, in the beekeeper's language: "June 12, 2026", "12 June 2026". */
export const inspectionDateLabel = (date: string) => formatDate(date, LONG_DATE);

/** How buttons and dialogs name one inspection: "Buttercup, June 12, 2026". */
export const inspectionName = (inspection: Pick<Inspection, 'hiveName' | 'inspectionDate'>) =>
  `${inspection.hiveName}, ${inspectionDateLabel(inspection.inspectionDate)}`;

/** The values of the delete confirmation's words (`card.deletion`): the hive's health then follows the one before. */
export const inspectionDeletionValues = (inspection: Pick<Inspection, 'hiveName' | 'inspectionDate' | 'photos'>) => ({
  hive: inspection.hiveName,
  date: inspectionDateLabel(inspection.inspectionDate),
  photos: inspection.photos.length,
});
