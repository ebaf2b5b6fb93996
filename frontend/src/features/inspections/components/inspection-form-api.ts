import type { UseFormReturn } from 'react-hook-form';
import type { InspectionInput, ParsedInspectionInput } from '@shared/schemas/inspection';

/** The inspection form as its field components get it: what the fields hold, what is sent. */
export type InspectionFormApi = UseFormReturn<InspectionInput, unknown, ParsedInspectionInput>;
