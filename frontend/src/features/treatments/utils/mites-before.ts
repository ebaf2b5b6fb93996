import { varroaFigure } from '@shared/rules/varroa';
import type { Hive } from '@shared/schemas/hive';

/**
 * The treatment form's "mites before": the hive's latest wash or roll, per 100 bees to one decimal, with where it
 * comes from (the method and its day). A sticky board counts mites per day, not per 100 bees, so it prefills nothing.
 */
export function mitesBeforeOf(
  hive: Pick<Hive, 'lastVarroaCheck'>,
): { value: string; method: 'alcohol_wash' | 'sugar_roll'; date: string } | null {
  const check = hive.lastVarroaCheck;
  const figure = check ? varroaFigure(check) : null;
  if (!check || figure?.unit !== 'per100Bees') return null;
  const { varroaMethod: method } = check;
  if (method !== 'alcohol_wash' && method !== 'sugar_roll') return null;
  return { value: String(Math.round(figure.value * 10) / 10), method, date: check.inspectionDate };
}
