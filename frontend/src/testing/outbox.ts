/** Test helpers for the outbox: a write as a form would queue it, and an empty outbox between tests. */
import { expect } from 'vitest';
import { ULID_PATTERN } from '@shared/schemas/common';
import { apiPath, routes } from '@/lib/api-routes';
import { outboxEntries, removeOutboxEntry, type NewOutboxEntry } from '@/lib/offline/outbox';

export const outboxWrite = (overrides: Partial<NewOutboxEntry> = {}): NewOutboxEntry => ({
  recordType: 'inspection',
  recordId: '01HV0000000000000000000001',
  kind: 'create',
  method: 'POST',
  path: apiPath(routes.createInspection),
  body: { hiveId: 'hive-1', notes: 'Calm', id: '01HV0000000000000000000001' },
  accountId: null,
  userId: 'user-1',
  hiveId: 'hive-1',
  label: 'Inspection of Hive 3, 2026-05-12',
  ...overrides,
});

export async function emptyOutbox(): Promise<void> {
  for (const userId of ['user-1', 'user-2'])
    for (const entry of await outboxEntries(userId)) await removeOutboxEntry(entry.id);
}

/** The id the web app names a new record with (a ULID), as a request body's expected `id`. */
export const CLIENT_MADE_ID = expect.stringMatching(ULID_PATTERN) as unknown as string;
