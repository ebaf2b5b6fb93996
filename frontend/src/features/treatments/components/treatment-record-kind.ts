import { recordKind } from '@/lib/record-kind';

/**
 * Treatments in the record-screen kit: Create Treatment, Update Treatment, and the `TOASTS.treatment*` texts. Apart
 * from the labels (treatment-record.ts), so the dashboard's Log Treatment doesn't load the catalogue.
 */
export const TREATMENT_RECORD = recordKind('treatment');
