import type { Treatment } from '@shared/schemas/treatment';

/** "87% (4.5 → 0.6 mites per 100 bees)": the efficacy the server computed from the counts, with the counts. */
export function efficacyText(treatment: Pick<Treatment, 'efficacyPercent' | 'varroaBefore' | 'varroaAfter'>) {
  const { efficacyPercent, varroaBefore, varroaAfter } = treatment;
  if (efficacyPercent === null || varroaBefore === null || varroaAfter === null) return null;
  const counts = `${varroaBefore} → ${varroaAfter} mites per 100 bees`;
  return efficacyPercent < 0 ? `Mites went up (${counts})` : `${efficacyPercent}% (${counts})`;
}
