import type { UseFormReturn } from 'react-hook-form';
import type { ParsedTreatmentInput, TreatmentInput } from '@shared/schemas/treatment';

/** The treatment form as its field components get it: what the fields hold, what is sent. */
export type TreatmentFormApi = UseFormReturn<TreatmentInput, unknown, ParsedTreatmentInput>;
