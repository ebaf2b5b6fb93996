import { format } from 'date-fns';
import { FEED_TYPE_LABELS } from '@shared/domain/treatment-catalogue';
import { toDate } from '@shared/rules/calendar';
import { formatWeight, type UnitSystem } from '@shared/rules/units';
import type { Treatment, TreatmentType } from '@shared/schemas/treatment';

/** How the list, the filter and the form name each treatment type. */
export const TREATMENT_TYPE_LABELS = {
  varroa: 'Varroa',
  nosema: 'Nosema',
  medication: 'Medication',
  feeding: 'Feeding',
  prevention: 'Prevention',
  other: 'Other',
} as const satisfies Record<TreatmentType, string>;

/** A treatment's day as the list shows it: "12 June 2026". */
export const treatmentDateLabel = (date: string) => format(toDate(date), 'd MMMM yyyy');

/** How buttons and dialogs name one treatment: "Apivar for Buttercup, 12 June 2026". */
export const treatmentLabel = (treatment: Pick<Treatment, 'treatmentName' | 'hiveName' | 'applicationDate'>) =>
  `${treatment.treatmentName} for ${treatment.hiveName}, ${treatmentDateLabel(treatment.applicationDate)}`;

/** What the delete confirmation of a treatment says: its recount task and its sugar go with it. */
export function treatmentDeletion(treatment: Treatment): string {
  const extras = [
    treatment.recountTaskId ? 'its pending recount task' : null,
    treatment.sugarLbs > 0 ? "its sugar in the hive's feeding total" : null,
  ].filter(Boolean);
  const also = extras.length > 0 ? `, with ${extras.join(' and ')},` : '';
  return `${treatmentLabel(treatment)}${also} will be deleted. This can't be undone.`;
}

/** A feeding as the list shows it: "Sugar syrup 2:1, 10 lbs (6.7 lbs of sugar)". */
export function feedingSummary(treatment: Treatment, system: UnitSystem): string | null {
  const { feedType, feedAmount, syrupRatio, sugarLbs: sugar } = treatment;
  if (feedType === null) return null;
  const feed = [FEED_TYPE_LABELS[feedType], syrupRatio].filter(Boolean).join(' ');
  if (feedAmount === null) return feed;
  const sugarText = sugar > 0 && sugar !== feedAmount ? ` (${formatWeight(sugar, system)} of sugar)` : '';
  return `${feed}, ${formatWeight(feedAmount, system)}${sugarText}`;
}
