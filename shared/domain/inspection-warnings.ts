import type { VarroaFigure } from './varroa';
/**
 * The warnings an inspection can raise, their chips' labels and how serious each is, without zod so the
 * inspection list, the hive page, the dashboard and read-only Lambdas share them cheaply.
 */

/** Warning codes, most serious first: the order chips are shown in. */
export const INSPECTION_WARNING_CODES = [
  'possibly_queenless',
  'varroa_treat',
  'disease',
  'queen_cells',
  'varroa_watch',
  'low_stores',
  'small_hive_beetle',
] as const;
export type InspectionWarningCode = (typeof INSPECTION_WARNING_CODES)[number];

/** Danger needs action now (a colony at risk); caution asks the beekeeper to look again soon. */
export const WARNING_SEVERITIES = ['danger', 'caution'] as const;
export type WarningSeverity = (typeof WARNING_SEVERITIES)[number];

/** Each warning's chip label and severity, once. */
export const INSPECTION_WARNINGS = {
  possibly_queenless: { label: 'Possibly queenless', severity: 'danger' },
  varroa_treat: { label: 'Varroa at treatment level', severity: 'danger' },
  disease: { label: 'Disease noted', severity: 'danger' },
  queen_cells: { label: 'Queen cells: swarm or supersedure', severity: 'caution' },
  varroa_watch: { label: 'Varroa rising: watch', severity: 'caution' },
  low_stores: { label: 'Low stores', severity: 'caution' },
  small_hive_beetle: { label: 'Small hive beetle', severity: 'caution' },
} as const satisfies Record<InspectionWarningCode, { label: string; severity: WarningSeverity }>;

/** One warning raised by an inspection; detail says what raised it (the diseases, the varroa figure). */
export interface InspectionWarning {
  code: InspectionWarningCode;
  label: string;
  severity: WarningSeverity;
  detail?: string;
  /** The varroa figure a varroa warning's detail writes, for a screen to write it in its own language. */
  figure?: VarroaFigure;
}
