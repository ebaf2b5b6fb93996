import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { OfflineRecordType } from '@shared/domain/offline-sync';
import { onOutboxStateChange, outboxState, watchOutbox, type OutboxState } from '@/lib/offline/outbox-store';
import type { OutboxEntry } from '@/lib/offline/outbox';

/** The outbox as the signed-in beekeeper's screens show it. */
export function useOutbox(): OutboxState {
  return useSyncExternalStore(onOutboxStateChange, outboxState);
}

/** Follows `userId`'s outbox while the signed-in frame shows: replays it now and whenever the browser is back online. */
export function useWatchOutbox(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => watchOutbox(userId, queryClient), [userId, queryClient]);
}

/** The new records of one type still on this device, for their list's "Not yet synced" rows. */
export function useQueuedCreates(recordType: OfflineRecordType, accepts: (entry: OutboxEntry) => boolean = () => true) {
  return useOutbox().entries.filter(
    (entry) => entry.kind === 'create' && entry.recordType === recordType && accepts(entry),
  );
}
