/** How a write of the outbox goes over the wire, without the sync itself (the forms need these on every screen). */
import { ACCOUNT_HEADER } from '@shared/domain/team-links';
import { RECORD_VERSION_HEADER } from '@shared/domain/offline-sync';
import type { OutboxEntry } from './outbox';

/** The headers a queued write is sent with: its own account (none for the beekeeper's own) and version. */
export function writeHeaders({ accountId, version }: Pick<OutboxEntry, 'accountId' | 'version'>) {
  return {
    ...(accountId ? { [ACCOUNT_HEADER]: accountId } : {}),
    ...(version ? { [RECORD_VERSION_HEADER]: version } : {}),
  };
}

/** A request that never got an answer: fetch's TypeError, or an upload the network dropped. */
export function isNetworkFailure(error: unknown): boolean {
  // By name, not class: the screens that only need this word don't load the uploader.
  return (
    error instanceof TypeError ||
    (error instanceof Error && error.name === 'UploadError' && 'status' in error && error.status === 0)
  );
}
