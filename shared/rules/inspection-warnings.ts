import {
  INSPECTION_WARNING_CODES,
  INSPECTION_WARNINGS,
  type InspectionWarning,
  type InspectionWarningCode,
} from '../domain/inspection-warnings';
import { formatVarroaFigure, type VarroaCheck, type VarroaFigure } from '../domain/varroa';
import type { Inspection } from '../schemas/inspection';
import { monthOfCalendarDate, varroaFigure, varroaLevel, type VarroaContext } from './varroa';

/** What an inspection's warnings are read from: its findings and, when recorded, its varroa check. */
export type InspectionFindings = Pick<
  Inspection,
  'inspectionDate' | 'queenSeen' | 'queenCells' | 'eggsPresent' | 'foodStores' | 'smallHiveBeetle' | 'diseases'
> &
  VarroaCheck;

/** Food stores rated 1-2 are low: a colony that may starve before the next flow or through winter. */
const LOW_STORES_MAX_RATING = 2;
/** Small hive beetle rated 4-5 means many beetles: a colony at risk of slime-out. */
const SMALL_HIVE_BEETLE_MIN_RATING = 4;

function warning(code: InspectionWarningCode, detail?: string, figure?: VarroaFigure): InspectionWarning {
  return { code, ...INSPECTION_WARNINGS[code], ...(detail === undefined ? {} : { detail }), ...(figure && { figure }) };
}

function varroaWarning(inspection: InspectionFindings, context: VarroaContext): InspectionWarning | null {
  const figure = varroaFigure(inspection);
  if (!figure) return null;
  const level = varroaLevel(figure, monthOfCalendarDate(inspection.inspectionDate), context);
  if (level === 'ok') return null;
  return warning(level === 'treat' ? 'varroa_treat' : 'varroa_watch', formatVarroaFigure(figure), figure);
}

/**
 * The warnings one inspection raises, most serious first: possibly queenless (no queen seen and no eggs), queen
 * cells (swarm or supersedure preparations), low stores, varroa at watch or treat level for the apiary's month,
 * hemisphere and region, many small hive beetles, and any disease named.
 */
export function inspectionWarnings(inspection: InspectionFindings, varroa: VarroaContext = {}): InspectionWarning[] {
  const diseases = inspection.diseases.map((disease) => disease.trim()).filter((disease) => disease !== '');
  const raised: InspectionWarning[] = [];
  if (!inspection.queenSeen && !inspection.eggsPresent) raised.push(warning('possibly_queenless'));
  if (inspection.queenCells) raised.push(warning('queen_cells'));
  if (inspection.foodStores <= LOW_STORES_MAX_RATING) raised.push(warning('low_stores'));
  if (inspection.smallHiveBeetle >= SMALL_HIVE_BEETLE_MIN_RATING) raised.push(warning('small_hive_beetle'));
  if (diseases.length > 0) raised.push(warning('disease', diseases.join(', ')));
  const varroaRaised = varroaWarning(inspection, varroa);
  if (varroaRaised) raised.push(varroaRaised);
  return raised.sort((a, b) => INSPECTION_WARNING_CODES.indexOf(a.code) - INSPECTION_WARNING_CODES.indexOf(b.code));
}
