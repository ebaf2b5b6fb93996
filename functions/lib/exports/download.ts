import { EXPORT_LIMITS } from '../../../shared/schemas/account-export';
import { exportFileName, type ExportRecord } from '../data/account-exports';
import { presignDownload } from '../uploads/bucket';

/** A ready export's short-lived download link, saved under the export's file name; null before it is ready. */
export async function downloadOfExport(
  record: ExportRecord,
  now = new Date(),
): Promise<{ url: string; expiresAt: string } | null> {
  if (record.status !== 'ready' || record.objectKey === undefined) return null;
  const seconds = EXPORT_LIMITS.downloadUrlSeconds;
  return {
    url: await presignDownload(record.objectKey, exportFileName(record), seconds),
    expiresAt: new Date(now.getTime() + seconds * 1000).toISOString(),
  };
}
