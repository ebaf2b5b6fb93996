/**
 * Sends the outbox to HiveKeeper's API when the beekeeper is back online: the signed-in beekeeper's writes, in the
 * order they were made, each for the account it was made for. Nothing here retries on a timer: a network failure
 * stops the replay until the browser says it is online again, the app starts, or the beekeeper taps Retry.
 */
import type { QueryClient } from '@tanstack/react-query';
import { OUTBOX_MESSAGES } from '@shared/messages';
import type { VoiceRecordingCreated } from '@shared/schemas/voice-recording';
import { api, isApiError } from '@/lib/api-client';
import { prepareAuth } from '@/lib/auth';
import { toastError } from '@/lib/outcome-toasts';
import { putFile, uploadFile } from '@/lib/upload-file';
import { apiPath, routes } from '@/lib/api-routes';
import { outboxEntries, removeOutboxEntry, updateOutboxEntry, type OutboxEntry } from './outbox';
import { isNetworkFailure, writeHeaders } from './write-headers';

/**
 * A replayed edit whose first answer was lost meets its own change as "the stored record": when the server holds
 * every field the edit sends, there is nothing to merge.
 */
export function holdsEveryField(current: Record<string, unknown>, body: Record<string, unknown>): boolean {
  return Object.entries(body).every(([field, value]) => JSON.stringify(current[field]) === JSON.stringify(value));
}

let running: Promise<void> | undefined;

/** Replays the outbox once; a call while a replay runs joins it. */
export function syncOutbox(userId: string, queryClient: QueryClient): Promise<void> {
  running ??= replay(userId, queryClient).finally(() => {
    running = undefined;
  });
  return running;
}

async function replay(userId: string, queryClient: QueryClient): Promise<void> {
  const entries = await outboxEntries(userId);
  // An entry left "sending" by a closed tab is replayed: the client-made id and the version make that safe.
  const due = entries.filter((entry) => entry.status === 'waiting' || entry.status === 'sending');
  if (due.length === 0 || !navigator.onLine) return;
  try {
    await (await prepareAuth()).refreshSession();
  } catch {
    return; // No signal after all, or the session is gone: the writes wait.
  }
  // A hive's later writes wait behind one that failed or conflicts, so they never land out of order.
  const stuckHives = new Set(
    entries.flatMap((entry) =>
      (entry.status === 'failed' || entry.status === 'conflict') && entry.hiveId ? [entry.hiveId] : [],
    ),
  );
  let sent = false;
  for (const entry of due) {
    if (entry.hiveId && stuckHives.has(entry.hiveId)) continue;
    const outcome = await sendEntry(entry);
    if (outcome === 'offline') break;
    if (outcome === 'sent') sent = true;
    else if (entry.hiveId) stuckHives.add(entry.hiveId);
  }
  // Every list a replayed write touched refetches once, whichever record types they were; the replay doesn't wait
  // for them (a slow screen must not hold the next replay back).
  if (sent) void queryClient.invalidateQueries();
}

type Outcome = 'sent' | 'offline' | 'stuck';

async function sendEntry(entry: OutboxEntry): Promise<Outcome> {
  await updateOutboxEntry(entry.id, { status: 'sending' });
  try {
    if (entry.audio) await sendVoiceRecording(entry, entry.audio);
    else await api.send(entry.method, entry.path, await withUploadedPhotos(entry), writeHeaders(entry));
    await removeOutboxEntry(entry.id);
    return 'sent';
  } catch (error) {
    return settleFailure(entry, error);
  }
}

/** Uploads the photos still on the device, keeping each key in the entry, and answers the body with them. */
async function withUploadedPhotos(entry: OutboxEntry): Promise<Record<string, unknown>> {
  if (entry.photos.length === 0) return entry.body;
  const photos = [...entry.photos];
  for (const [index, photo] of photos.entries()) {
    if (photo.key) continue;
    const key = await uploadFile('inspection-photo', photo.blob, { accountHeaders: writeHeaders(entry) });
    photos[index] = { ...photo, key };
    await updateOutboxEntry(entry.id, { photos: [...photos] });
  }
  const saved = Array.isArray(entry.body.photos) ? (entry.body.photos as string[]) : [];
  return { ...entry.body, photos: [...saved, ...photos.map((photo) => photo.key as string)] };
}

/**
 * A voice recording: made (or found, on a replay), its audio PUT while the server still waits for it, then sent to
 * be transcribed. Each step is safe to repeat, so a replay after any lost answer finishes the rest.
 */
async function sendVoiceRecording(entry: OutboxEntry, audio: Blob): Promise<void> {
  const headers = writeHeaders(entry);
  const { recording, uploadURL } = await api.send<VoiceRecordingCreated>(entry.method, entry.path, entry.body, headers);
  if (recording.status !== 'uploading') return;
  if (uploadURL) await putFile(uploadURL, audio);
  await api.send('POST', apiPath(routes.transcribeVoiceRecording, { id: recording.id }), undefined, headers);
}

async function settleFailure(entry: OutboxEntry, error: unknown): Promise<Outcome> {
  if (isNetworkFailure(error)) {
    await updateOutboxEntry(entry.id, { status: 'waiting' });
    return 'offline';
  }
  if (isApiError(error, 409) && error.body?.current) {
    if (holdsEveryField(error.body.current, entry.body)) {
      await removeOutboxEntry(entry.id);
      return 'sent';
    }
    await updateOutboxEntry(entry.id, { status: 'conflict', current: error.body.current });
    return 'stuck';
  }
  if (isApiError(error, 404) && entry.kind === 'edit') {
    // A delete beats an offline edit: said once, and the edit goes.
    await removeOutboxEntry(entry.id);
    toastError(OUTBOX_MESSAGES.deletedOnServer(entry.label));
    return 'sent';
  }
  const message = isApiError(error) ? (error.serverMessage ?? error.message) : String(error);
  await updateOutboxEntry(entry.id, { status: 'failed', message });
  return 'stuck';
}
