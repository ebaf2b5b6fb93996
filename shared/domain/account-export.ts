/** Exports of an account: their formats and the states of one being made (no zod: the export entity reads them). */

/**
 * A beekeeper's export of their account (the Account data issue): `json` is every personal record in one file, for
 * everyone (their right to it); `zip` is the reports, one CSV per record type plus the profit and loss, for Pro.
 */
export const EXPORT_FORMATS = ['json', 'zip'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The plan rule of starting an export (`PlanRule` of shared/plan-rules.ts): the ZIP of reports is Pro. The route
 * declares it and the profile's export section reads it here, as the web app's route table carries paths only.
 */
export const EXPORT_PLAN_RULE = {
  record: 'reports',
  action: 'create',
  when: { field: 'format', oneOf: ['zip'] },
} as const satisfies { record: 'reports'; action: 'create'; when: { field: string; oneOf: readonly ExportFormat[] } };

export const EXPORT_STATUSES = ['pending', 'building', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
/** Statuses of an export still being made: the screen polls while it shows one. */
export const UNFINISHED_EXPORT_STATUSES: readonly ExportStatus[] = ['pending', 'building'];
