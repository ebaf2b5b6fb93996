import type source from '@shared/i18n/catalogs/treatments/en-US.json';
import { formatWeight, type UnitSystem } from '@shared/rules/units';
import { TREATMENT_TYPES, type Treatment, type TreatmentType } from '@shared/schemas/treatment';
import type { Translate } from '@/lib/i18n/catalog';
import { formatDate, LONG_DATE } from '@/lib/i18n/format';
import { currentLocale } from '@/lib/i18n/locale';

export type TreatmentsTranslate = Translate<keyof typeof source>;

/** How the list, the filter and the form name each treatment type, in the language shown. */
export const treatmentTypeLabels = (t: TreatmentsTranslate) =>
  Object.fromEntries(TREATMENT_TYPES.map((type) => [type, t(`type.${type}`)])) as Record<TreatmentType, string>;

/** A treatment's day as the list shows it: "June 12, 2026", "12. Juni 2026". */
export const treatmentDateLabel = (date: string) => formatDate(date, LONG_DATE);

/** How buttons and dialogs name one treatment: "Apivar for Buttercup, June 12, 2026". */
export const treatmentLabel = (
  t: TreatmentsTranslate,
  treatment: Pick<Treatment, 'treatmentName' | 'hiveName' | 'applicationDate'>,
) =>
  t('label', {
    name: treatment.treatmentName,
    hive: treatment.hiveName,
    date: treatmentDateLabel(treatment.applicationDate),
  });

/** What the delete confirmation of a treatment says: its recount task and its sugar go with it. */
export function treatmentDeletion(t: TreatmentsTranslate, treatment: Treatment): string {
  const recount = treatment.recountTaskId !== null;
  const sugar = treatment.sugarLbs > 0;
  const key = recount
    ? sugar
      ? 'deletion.recountAndSugar'
      : 'deletion.recount'
    : sugar
      ? 'deletion.sugar'
      : 'deletion.plain';
  return t(key, { treatment: treatmentLabel(t, treatment) });
}

/** A feeding as the list shows it: "Sugar syrup 2:1, 10 lbs (6.7 lbs of sugar)", "Zuckersirup 2:1, 4,5 kg (…)". */
export function feedingSummary(
  t: TreatmentsTranslate,
  feedName: string | null,
  treatment: Treatment,
  system: UnitSystem,
): string | null {
  const { feedAmount, syrupRatio, sugarLbs: sugar } = treatment;
  if (feedName === null) return null;
  const feed = syrupRatio ? t('feeding.feed', { feed: feedName, ratio: syrupRatio }) : feedName;
  if (feedAmount === null) return feed;
  const weight = (lbs: number) => formatWeight(lbs, system, currentLocale());
  return sugar > 0 && sugar !== feedAmount
    ? t('feeding.amountWithSugar', { feed, amount: weight(feedAmount), sugar: weight(sugar) })
    : t('feeding.amount', { feed, amount: weight(feedAmount) });
}
