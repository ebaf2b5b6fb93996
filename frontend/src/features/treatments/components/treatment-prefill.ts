import type { TreatmentType } from '@shared/schemas/treatment';

/** What the add dialog starts with when opened for a hive or from a recommendation. */
export interface TreatmentPrefill {
  hiveId?: string | undefined;
  treatmentType?: TreatmentType | undefined;
  treatmentName?: string | undefined;
}
