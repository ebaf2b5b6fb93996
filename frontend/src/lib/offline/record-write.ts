/**
 * How the record types a beekeeper writes in the field (inspections, tasks, treatments and feedings, harvests,
 * money records, hive edits) reach the API: online the form waits for the server as ever (a 400 still shows under
 * its fields); without signal, or when the request dies on the way, the write goes to the outbox and the form
 * closes. A new record is named here (a ULID), so the request and any replay of it make one record; an edit sends
 * the version its form opened with, online too, so a stale one comes back as a merge instead of overwriting.
 */
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { OfflineRecordType } from '@shared/domain/offline-sync';
import type { User } from '@shared/schemas/user';
import type { Hive } from '@shared/schemas/hive';
import { hivesQueryKey } from '@/api/get-hives';
import { userQueryOptions } from '@/api/get-user';
import { actingAccountId } from '@/lib/acting-account';
import { formatDate } from '@/lib/i18n/format';
import { api, isApiError, type Method } from '@/lib/api-client';
import type { NewOutboxEntry } from './outbox';
import { isQueuedWrite, type QueuedWrite } from './queued-write';
import { isNetworkFailure, writeHeaders } from './write-headers';

/** One write as a record type's mutation describes it. */
export interface RecordWrite {
  recordType: OfflineRecordType;
  method: Method & ('POST' | 'PUT' | 'PATCH');
  path: string;
  body: Record<string, unknown>;
  /** An edit's record id; left out for a create, which is named here. */
  recordId?: string;
  /** The version the edit's form opened with. */
  version?: string | undefined;
  hiveId?: string | null | undefined;
  /** What the outbox lists it as. */
  label: RecordLabel;
  /** Photos picked without signal, uploaded when the write is sent. */
  photos?: readonly Blob[];
}

/** An edit of a record as its form sends it: the record, the version the form opened with, and the form's fields. */
export interface RecordEdit<Input> {
  id: string;
  version: string | undefined;
  input: Input;
}

/** A write's label, from the record type's noun (or a task's title), its hive and its date. */
export interface RecordLabel {
  noun: string;
  hiveId?: string | null | undefined;
  date?: string | undefined;
}

/** Sends `write` now, or keeps it in the outbox when there is no signal; answers the record or the queued entry. */
export async function sendOrQueue<Result>(
  write: Omit<RecordWrite, 'label'> & { label: string },
  userId: string,
): Promise<Result | QueuedWrite> {
  const kind = write.recordId ? 'edit' : 'create';
  // The ULID library comes with the first new record, not with every screen that could write one.
  const recordId = write.recordId ?? (await import('ulid')).ulid();
  const entry: NewOutboxEntry = {
    recordType: write.recordType,
    recordId,
    kind,
    method: write.method,
    path: write.path,
    body: kind === 'create' ? { ...write.body, id: recordId } : write.body,
    accountId: actingAccountId(),
    userId,
    label: write.label,
    photos: (write.photos ?? []).map((blob) => ({ blob })),
    ...(write.version ? { version: write.version } : {}),
    ...(write.hiveId ? { hiveId: write.hiveId } : {}),
  };
  if (!navigator.onLine || entry.photos?.length) return { queued: await queueWrite(entry) };
  try {
    return await api.send<Result>(entry.method, entry.path, entry.body, writeHeaders(entry));
  } catch (error) {
    if (isNetworkFailure(error)) return { queued: await queueWrite(entry) };
    if (isApiError(error, 409) && error.body?.current)
      return { queued: await queueWrite({ ...entry, status: 'conflict', current: error.body.current }) };
    throw error;
  }
}

/** A hive's name as the screens already read it (its page, a list, a picker), for an outbox label. */
function cachedHiveName(queryClient: QueryClient, hiveId: string): string | undefined {
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: hivesQueryKey() })) {
    const pages = (data as { pages?: { items: Hive[] }[] } | undefined)?.pages;
    const hives = pages ? pages.flatMap((page) => page.items) : [data as Hive | undefined];
    const hive = hives.find((candidate) => candidate?.id === hiveId);
    if (hive) return hive.name;
  }
  return undefined;
}

/** "Inspection of Hive 3, 12 May 2026": what a queued write is listed as. */
function writeLabel(queryClient: QueryClient, { noun, hiveId, date }: RecordLabel): string {
  const hiveName = hiveId ? cachedHiveName(queryClient, hiveId) : undefined;
  return `${noun}${hiveName ? ` of ${hiveName}` : ''}${date ? `, ${formatDate(date)}` : ''}`;
}

/** Keeps `entry` in the outbox; IndexedDB's code comes with the first write kept, not with every form. */
async function queueWrite(entry: NewOutboxEntry) {
  return (await import('./outbox')).queueWrite(entry);
}

function signedInUserId(queryClient: QueryClient): string {
  const user = queryClient.getQueryData<User | null>(userQueryOptions().queryKey);
  if (!user) throw new Error('Only a signed-in beekeeper writes records');
  return user.id;
}

/**
 * A record type's create or edit mutation: `describe` turns the form's variables into the write (after loading
 * what it needs, such as the ULID library to name a batch's records); once the server
 * has it, `changedQueries` refetch (a queued write refetches them when the sync sends it).
 */
export function useRecordWrite<Variables, Result>(
  describe: (variables: Variables) => RecordWrite | Promise<RecordWrite>,
  changedQueries: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    // Without signal the write goes to the outbox at once: a mutation paused until the network returns would leave
    // the form spinning.
    networkMode: 'always',
    mutationFn: async (variables: Variables) => {
      const write = await describe(variables);
      return sendOrQueue<Result>(
        { ...write, label: writeLabel(queryClient, write.label) },
        signedInUserId(queryClient),
      );
    },
    onSuccess: async (saved) => {
      if (isQueuedWrite(saved)) return;
      await Promise.all(changedQueries.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
