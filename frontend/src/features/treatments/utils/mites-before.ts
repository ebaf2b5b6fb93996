import { format } from 'date-fns';
import { VARROA_METHOD_LABELS } from '@shared/domain/varroa';
import { toDate } from '@shared/rules/calendar';
import { varroaFigure } from '@shared/rules/varroa';
import type { Hive } from '@shared/schemas/hive';

/**
 * The treatment form's "mites before": the hive's latest wash or roll, per 100 bees to one decimal, with where it
 * comes from. A sticky board counts mites per day, not per 100 bees, so it prefills nothing.
 */
export function mitesBeforeOf(hive: Pick<Hive, 'lastVarroaCheck'>): { value: string; source: string } | null {
  const check = hive.lastVarroaCheck;
  const figure = check ? varroaFigure(check) : null;
  if (!check || figure?.unit !== 'per100Bees') return null;
  const value = String(Math.round(figure.value * 10) / 10);
  const day = format(toDate(check.inspectionDate), 'd MMMM yyyy');
  return { value, source: `From the ${VARROA_METHOD_LABELS[check.varroaMethod].toLowerCase()} of ${day}.` };
}
