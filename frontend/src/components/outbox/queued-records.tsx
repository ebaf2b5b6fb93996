import { CloudUpload } from 'lucide-react';
import type { OfflineRecordType } from '@shared/domain/offline-sync';
import { OUTBOX_STATUS } from '@shared/messages';
import { Badge } from '@/components/ui/badge';
import { useOutbox, useQueuedCreates } from '@/lib/offline/use-outbox';
import { useMessageText } from '@/lib/i18n/use-message-text';

function NotYetSyncedBadge({ children, className }: { children: string; className?: string }) {
  return (
    <Badge tone="amber" className={className}>
      <CloudUpload aria-hidden="true" className="mr-1 size-3.5" />
      {children}
    </Badge>
  );
}

/**
 * The new records of a list still on this device, at the top of the list, each marked "Not yet synced": what the
 * beekeeper recorded without signal is there where they look for it, until the sync sends it and the list refetches.
 */
export function QueuedRecords({ recordType, hiveId }: { recordType: OfflineRecordType; hiveId?: string | undefined }) {
  const say = useMessageText();
  const entries = useQueuedCreates(recordType, (entry) => !hiveId || entry.hiveId === hiveId);
  if (entries.length === 0) return null;
  return (
    <ul aria-label={say(OUTBOX_STATUS.notYetSynced)} className="mb-4 flex flex-col gap-2">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-dashed border-stone-300 bg-white p-3"
        >
          <span className="font-medium break-words text-stone-900">{entry.label}</span>
          <NotYetSyncedBadge>{say(OUTBOX_STATUS.notYetSynced)}</NotYetSyncedBadge>
        </li>
      ))}
    </ul>
  );
}

/** "Change not yet synced" on a record whose edit still waits on this device (or waits for a merge). */
export function QueuedEditBadge({ recordId }: { recordId: string }) {
  const say = useMessageText();
  const waiting = useOutbox().entries.some((entry) => entry.kind === 'edit' && entry.recordId === recordId);
  // Its own line in a card's header: as wide as its words, not the card.
  return waiting ? (
    <NotYetSyncedBadge className="self-start">{say(OUTBOX_STATUS.changeNotYetSynced)}</NotYetSyncedBadge>
  ) : null;
}
