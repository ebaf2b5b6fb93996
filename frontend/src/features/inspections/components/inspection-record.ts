import { countOf } from '@shared/count-of';
import type { Inspection } from '@shared/schemas/inspection';
import { formatDate, LONG_DATE } from '@/lib/i18n/format';
import { recordKind } from '@/lib/record-kind';

/** Inspections in the record-screen kit: Create Inspection, Update Inspection, and the `TOASTS.inspection*` texts. */
export const INSPECTION_RECORD = recordKind('inspection', 'Inspection');

/** An inspection's day as the list shows it, in the beekeeper's language: "June 12, 2026", "12 June 2026". */
export const inspectionDateLabel = (date: string) => formatDate(date, LONG_DATE);

/** How buttons and dialogs name one inspection: "Buttercup, June 12, 2026". */
export const inspectionName = (inspection: Pick<Inspection, 'hiveName' | 'inspectionDate'>) =>
  `${inspection.hiveName}, ${inspectionDateLabel(inspection.inspectionDate)}`;

/** What the delete confirmation of an inspection says: the hive's health then follows the one before. */
export function inspectionDeletion(inspection: Pick<Inspection, 'hiveName' | 'inspectionDate' | 'photos'>): string {
  const photos = inspection.photos.length > 0 ? ` and its ${countOf(inspection.photos.length, 'photo', 'photos')}` : '';
  return `The inspection of ${inspection.hiveName} on ${inspectionDateLabel(inspection.inspectionDate)}${photos} will be deleted, and the hive's health will follow its previous inspection. This can't be undone.`;
}
