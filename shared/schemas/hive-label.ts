import * as z from 'zod';
import { HIVE_LABEL_PAGE, LABELS_PER_REQUEST, LABEL_CODE_PATTERN, normalizeLabelCode } from '../domain/hive-labels';
import { VALIDATION } from '../messages';
import { HIVE_LABEL_VALIDATION } from '../messages/hive-labels';
import { idSchema, isoDateTimeSchema, optionalId, optionalInteger, pageLimit } from './common';

/** A label's code as typed or scanned (any case, with or without its hyphen), read as stored: `K7Q4MX`. */
export const labelCodeSchema = z
  .string({ error: HIVE_LABEL_VALIDATION.labelCodeInvalid })
  .max(16, { error: HIVE_LABEL_VALIDATION.labelCodeInvalid })
  .transform((typed, context) => {
    const code = normalizeLabelCode(typed);
    if (code === null) context.addIssue({ code: 'custom', message: HIVE_LABEL_VALIDATION.labelCodeInvalid });
    return code ?? z.NEVER;
  });

export const labelCodeParamsSchema = z.object({ code: labelCodeSchema });

/**
 * POST /api/hive-labels: a code for each chosen hive and `blankCount` codes for no hive yet, LABELS_PER_REQUEST at
 * most in all.
 */
export const createHiveLabelsSchema = z
  .object({
    hiveIds: z
      .array(idSchema)
      .max(LABELS_PER_REQUEST, { error: HIVE_LABEL_VALIDATION.labelCountRange })
      .refine((ids) => new Set(ids).size === ids.length, { error: HIVE_LABEL_VALIDATION.labelHivesRepeated })
      .default([]),
    blankCount: optionalInteger({ min: 0, max: LABELS_PER_REQUEST }, HIVE_LABEL_VALIDATION.labelCountRange),
  })
  .refine(({ hiveIds, blankCount = 0 }) => hiveIds.length + blankCount > 0, {
    error: HIVE_LABEL_VALIDATION.labelHivesOrBlank,
    path: ['hiveIds'],
  })
  .refine(({ hiveIds, blankCount = 0 }) => hiveIds.length + blankCount <= LABELS_PER_REQUEST, {
    error: HIVE_LABEL_VALIDATION.labelCountRange,
    path: ['blankCount'],
  });
export type CreateHiveLabelsInput = z.input<typeof createHiveLabelsSchema>;
export type ParsedCreateHiveLabels = z.output<typeof createHiveLabelsSchema>;

/** PUT /api/hive-labels/{code}: the hive the label opens from now on, or none (a blank label, kept for later). */
export const updateHiveLabelSchema = z.object({ hiveId: z.union([optionalId(), z.null()]) });
export type UpdateHiveLabelInput = z.input<typeof updateHiveLabelSchema>;

/** GET /api/hive-labels: a page of the account's labels, by code, or one hive's labels. */
export const hiveLabelListQuerySchema = z.object({
  hiveId: optionalId(),
  limit: pageLimit(HIVE_LABEL_PAGE),
  cursor: z.string().regex(LABEL_CODE_PATTERN, { error: VALIDATION.invalidCursor }).optional(),
});
export type HiveLabelListQuery = z.output<typeof hiveLabelListQuerySchema>;

/** A label as the API answers it: its code and the hive it opens (null for a blank one), with the hive's name. */
export const hiveLabelSchema = z.object({
  code: z.string(),
  hiveId: z.string().nullable(),
  hiveName: z.string().nullable(),
  apiaryId: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  version: z.string(),
});
export type HiveLabel = z.infer<typeof hiveLabelSchema>;
