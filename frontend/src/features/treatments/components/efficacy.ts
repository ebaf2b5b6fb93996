import type { Treatment } from '@shared/schemas/treatment';
import { formatNumber } from '@/lib/i18n/format';
import type { TreatmentsTranslate } from './treatment-record';

/** "87% (4.5 → 0.6 mites per 100 bees)": the efficacy the server computed from the counts, with the counts. */
export function efficacyText(
  t: TreatmentsTranslate,
  treatment: Pick<Treatment, 'efficacyPercent' | 'varroaBefore' | 'varroaAfter'>,
) {
  const { efficacyPercent, varroaBefore, varroaAfter } = treatment;
  if (efficacyPercent === null || varroaBefore === null || varroaAfter === null) return null;
  const counts = { before: formatNumber(varroaBefore), after: formatNumber(varroaAfter) };
  return efficacyPercent < 0
    ? t('efficacy.up', counts)
    : t('efficacy.percent', { ...counts, percent: formatNumber(efficacyPercent / 100, { style: 'percent' }) });
}
