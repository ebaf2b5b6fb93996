import type source from '@shared/i18n/catalogs/inspections/en-US.json';
import type { Inspection } from '@shared/schemas/inspection';
import { formatDate, LONG_DATE } from '@/lib/i18n/format';
import type { Translate } from '@/lib/i18n/catalog';
import { recordKind } from '@/lib/record-kind';

/** Inspections in the record-screen kit: Create Inspection, Update Inspection, and the `TOASTS.inspection*` texts. */
export const INSPECTION_RECORD = recordKind('inspection', 'Inspection');

/** An inspection's day as the list shows it, in the beekeeper's language: "June 12, 2026", "12 June 2026". */
export const inspectionDateLabel = (date: string) => formatDate(date, LONG_DATE);

/** How buttons and dialogs name one inspection: "Buttercup, June 12, 2026". */
export const inspectionName = (inspection: Pick<Inspection, 'hiveName' | 'inspectionDate'>) =>
  `${inspection.hiveName}, ${inspectionDateLabel(inspection.inspectionDate)}`;

/** What the delete confirmation of an inspection says: the hive's health then follows the one before. */
export function inspectionDeletion(
  inspection: Pick<Inspection, 'hiveName' | 'inspectionDate' | 'photos'>,
  t: Translate<keyof typeof source>,
): string {
  const values = { hive: inspection.hiveName, date: inspectionDateLabel(inspection.inspectionDate) };
  const count = inspection.photos.length;
  return count > 0 ? t('card.deletionWithPhotos', { ...values, count }) : t('card.deletion', values);
}
