import * as z from 'zod';
import { VALIDATION } from '../messages';
import {
  calendarDateSchema,
  optionalDate,
  optionalMoney,
  optionalText,
  recordFields,
  requiredChoice,
  requiredDate,
  requiredId,
  requiredText,
  whenFieldsValid,
} from './common';

export const TREATMENT_TYPES = ['varroa', 'nosema', 'medication', 'feeding', 'prevention', 'other'] as const;
export type TreatmentType = (typeof TREATMENT_TYPES)[number];

/** What the add form starts with. */
export const TREATMENT_DEFAULTS = { treatmentType: 'varroa' } as const satisfies { treatmentType: TreatmentType };

/** What the add form sends (POST /api/treatments). Cost is in US dollars and may arrive as text. */
export const treatmentInputSchema = z
  .object({
    hiveId: requiredId(VALIDATION.hiveRequired),
    treatmentType: requiredChoice(TREATMENT_TYPES, VALIDATION.treatmentTypeRequired, 'Treatment type'),
    treatmentName: requiredText(VALIDATION.treatmentNameRequired, 100, 'Treatment name'),
    dosage: optionalText(100, 'Dosage'),
    applicationDate: requiredDate(VALIDATION.applicationDateRequired),
    nextDueDate: optionalDate(),
    notes: optionalText(2000, 'Notes'),
    cost: optionalMoney(VALIDATION.costPositive, 'Cost'),
  })
  .refine(
    // Calendar dates in YYYY-MM-DD compare correctly as text.
    ({ applicationDate, nextDueDate }) => nextDueDate === undefined || nextDueDate >= applicationDate,
    {
      path: ['nextDueDate'],
      error: VALIDATION.nextDueDateBeforeApplication,
      when: whenFieldsValid('applicationDate', 'nextDueDate'),
    },
  );
export type TreatmentInput = z.input<typeof treatmentInputSchema>;
export type ParsedTreatmentInput = z.output<typeof treatmentInputSchema>;

/** A treatment as `GET /api/treatments` lists it. */
export const treatmentSchema = z.object({
  ...recordFields,
  hiveId: z.string(),
  hiveName: z.string(),
  treatmentType: z.enum(TREATMENT_TYPES),
  treatmentName: z.string(),
  dosage: z.string().nullable(),
  applicationDate: calendarDateSchema,
  nextDueDate: calendarDateSchema.nullable(),
  notes: z.string().nullable(),
  cost: z.number().nonnegative().nullable(),
});
export type Treatment = z.infer<typeof treatmentSchema>;
