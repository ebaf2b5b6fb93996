import { CloudUpload } from 'lucide-react';
import type { OfflineRecordType } from '@shared/domain/offline-sync';
import { OUTBOX_STATUS } from '@shared/messages';
import { Badge } from '@/components/ui/badge';
import { useQueuedCreates } from '@/lib/offline/use-outbox';

/**
 * The new records of a list still on this device, at the top of the list, each marked "Not yet synced": what the
 * beekeeper recorded without signal is there where they look for it, until the sync sends it and the list refetches.
 */
export function QueuedRecords({ recordType, hiveId }: { recordType: OfflineRecordType; hiveId?: string | undefined }) {
  const entries = useQueuedCreates(recordType, (entry) => !hiveId || entry.hiveId === hiveId);
  if (entries.length === 0) return null;
  return (
    <ul aria-label={OUTBOX_STATUS.notYetSynced} className="mb-4 flex flex-col gap-2">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-dashed border-stone-300 bg-white p-3"
        >
          <span className="font-medium break-words text-stone-900">{entry.label}</span>
          <Badge tone="amber">
            <CloudUpload aria-hidden="true" className="mr-1 size-3.5" />
            {OUTBOX_STATUS.notYetSynced}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
