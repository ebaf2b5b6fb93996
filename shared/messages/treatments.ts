/** What the treatment and feeding forms and routes say, and the warnings about a catalogue product. */
import { FEED_AMOUNT_LBS, MITES_PER_100_BEES } from '../domain/treatment-bounds';
import { formatTemperatureBothScales, type UnitSystem } from '../rules/units';
import { numberRange } from './ranges';
import { messageTable } from '../i18n/message-table';

/**
 * A label's temperature window in both scales, the beekeeper's first: 'between 50 °F (10 °C) and 85 °F (29 °C)',
 * in metric 'between 10 °C (50 °F) and 29 °C (85 °F)'.
 */
export function temperatureWindow({ min, max }: { min?: number; max?: number }, system: UnitSystem): string {
  const both = (fahrenheit: number) => formatTemperatureBothScales(fahrenheit, system);
  if (min !== undefined && max !== undefined) return `between ${both(min)} and ${both(max)}`;
  return min !== undefined ? `above ${both(min)}` : `below ${both(max ?? 0)}`;
}

export const TREATMENT_VALIDATION = messageTable({
  treatmentTypeRequired: 'Treatment type is required',
  treatmentNameRequired: 'Treatment name is required',
  applicationDateRequired: 'Application date is required',
  costPositive: 'Cost must be positive',
  nextDueDateBeforeApplication: 'Next due date must be on or after the application date',
  feedAmountRange: numberRange('Feed amount', FEED_AMOUNT_LBS),
  feedOnlyForFeeding: 'Feed, amount and ratio are only for a feeding',
  syrupRatioOnlyForSyrup: 'A ratio is only for sugar syrup',
  varroaCountRange: numberRange('Mites per 100 bees', MITES_PER_100_BEES),
} as const);

export const TREATMENT_API_ERRORS = messageTable({
  treatmentNotFound: 'Treatment not found',
} as const);

export const TREATMENT_TOASTS = messageTable({
  treatmentCreated: 'Treatment record added successfully',
  treatmentUpdated: 'Treatment record updated successfully',
  treatmentDeleted: 'Treatment record deleted',
  treatmentCreateFailed: 'Failed to add treatment record',
  treatmentUpdateFailed: 'Failed to update treatment record',
  treatmentDeleteFailed: 'Failed to delete treatment record',
} as const);

/**
 * What a recommendation says to a beekeeper whose plan doesn't log treatments (shared/plan-rules.ts): the reminders
 * are theirs, recording what they give is Pro; said beside the reminders, not after a click.
 */
export const TREATMENT_PLAN_NOTE = {
  title: 'Treatment records are a Pro feature',
  description:
    'These reminders are free. Logging the treatment you give, with its mite counts and recount reminder, comes with Pro.',
} as const;
