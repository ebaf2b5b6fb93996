import * as z from 'zod';
import { EXPORT_FORMATS, EXPORT_STATUSES } from '../domain/account-export';
import { VALIDATION } from '../messages';
import { isoDateTimeSchema } from './common';

export {
  EXPORT_FORMATS,
  EXPORT_STATUSES,
  UNFINISHED_EXPORT_STATUSES,
  type ExportFormat,
  type ExportStatus,
} from '../domain/account-export';

export const EXPORT_LIMITS = {
  /** How long an export's file is kept, from the time it was asked for (the bucket expires it too). */
  lifetimeHours: 24,
  /** Exports one beekeeper may ask for within a lifetime: more answers 429. */
  perDay: 10,
  /** How long a download link of a ready export works: the screen asks for a new one when it runs out. */
  downloadUrlSeconds: 5 * 60,
} as const;

/** POST /api/account/exports. */
export const exportRequestSchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: VALIDATION.exportFormatInvalid }),
});
export type ExportRequest = z.input<typeof exportRequestSchema>;

/** An export as `POST /api/account/exports` and `GET /api/account/exports/{id}` answer it. */
export const accountExportSchema = z.object({
  id: z.string(),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  /** Records written of the total the tallies expect (a total may grow a little while records are read). */
  progress: z.object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
  createdAt: isoDateTimeSchema,
  /** When the file and this record are deleted. */
  expiresAt: isoDateTimeSchema,
  /** The file's name, as the download saves it. */
  fileName: z.string(),
  /** A short-lived presigned GET of the file while ready, else null. */
  downloadURL: z.string().nullable(),
  /** When `downloadURL` stops working. */
  downloadExpiresAt: isoDateTimeSchema.nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The share of an export done, 0 to 100, for a progress bar. */
export function exportPercent({ done, total }: AccountExport['progress']): number {
  if (total === 0) return 0;
  return Math.min(100, Math.round((done / total) * 100));
}
