/**
 * Recorded voice inspections (docs/features/voice-inspections.md). The app makes a recording with its own id when the
 * beekeeper stops speaking (offline too: it waits in the outbox), sends its audio to the URL the create answers,
 * then asks for it to be transcribed; reading it advances a finished job: the words are kept, the audio and the
 * job's result deleted. The audio lives under the owner's prefix in the bucket's `unattached/` area, whose lifecycle
 * rule deletes anything left after a day (an upload never transcribed, a failed recording's audio). Each route costs
 * at most two DynamoDB requests and one page of a Query, whatever the account's size.
 */
import { TRANSCRIPT_MAX_LENGTH } from '../../../shared/domain/inspection-drafts';
import { VOICE_RECORDING_KEPT_DAYS } from '../../../shared/domain/voice-recordings';
import { API_ERRORS } from '../../../shared/messages';
import { VOICE_RECORDING_API_ERRORS } from '../../../shared/messages/voice-recordings';
import type { VoiceRecording, VoiceRecordingCreated } from '../../../shared/schemas/voice-recording';
import type {
  voiceRecordingListQuerySchema,
  voiceRecordingRequestSchema,
} from '../../../shared/schemas/voice-recording';
import type * as z from 'zod';
import type { Caller } from '../caller';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../errors';
import { logger } from '../logger';
import type { Transcriber, TranscriptionJob } from '../transcription/transcriber';
import { deleteSaved, objectExists, presignAudioUpload, presignDownload } from '../uploads/bucket';
import {
  transcriptionJobNameOf,
  transcriptionResultKeyOf,
  UNATTACHED_UPLOAD_MAX_AGE_DAYS,
  unattachedKeyOf,
  voiceRecordingKeyOf,
} from '../uploads/keys';
import { recordedBy } from './authors';
import { ApiaryEntity } from './entities/apiary';
import { VoiceRecordingEntity } from './entities/voice-recording';
import { inScope } from './member-scope';
import { BEEKEEPER_RATE_COUNTERS, takeRateCounterPlace } from './rate-counters';
import type { CreateOutcome } from './record-versions';
import { isConditionFailure } from './transactions';
import type { CreateEntityItem, EntityItem } from 'electrodb';

type VoiceRecordingRecord = EntityItem<typeof VoiceRecordingEntity>;
type ParsedVoiceRecordingRequest = z.output<typeof voiceRecordingRequestSchema>;
type VoiceRecordingListQuery = z.output<typeof voiceRecordingListQuerySchema>;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Makes the recording the app named `request.id` for the caller's apiary (404 for anyone else's, or one outside a
 * member's scope) and signs the PUT of its audio. A replay finds it (one GetItem) and answers it, with a new URL while
 * its audio is still to come; a new one takes a place of the acting beekeeper's day first (429 past
 * `VOICE_RECORDINGS_PER_DAY`, nothing written).
 */
export async function createVoiceRecording(
  caller: Caller,
  request: ParsedVoiceRecordingRequest,
  transcriber: Transcriber,
): Promise<CreateOutcome<VoiceRecordingCreated>> {
  const { userId } = caller;
  if (!inScope(caller, request.apiaryId)) throw new NotFoundError(API_ERRORS.apiaryNotFound);
  const stored = await storedRecording(caller, request.id);
  if (stored) return { record: await created(stored, request.size), isNew: false };
  const { data: apiary } = await ApiaryEntity.get({ userId, apiaryId: request.apiaryId }).go({
    attributes: ['apiaryId'],
    consistent: true,
  });
  if (!apiary) throw new NotFoundError(API_ERRORS.apiaryNotFound);

  const { scope, limit } = BEEKEEPER_RATE_COUNTERS.voiceRecordings;
  const now = Date.now();
  if ((await takeRateCounterPlace(scope, caller.member?.userId ?? userId, limit, now)) === null) {
    throw new TooManyRequestsError(VOICE_RECORDING_API_ERRORS.voiceRecordingsPerDay);
  }
  const record: CreateEntityItem<typeof VoiceRecordingEntity> = {
    userId,
    recordingId: request.id,
    apiaryId: request.apiaryId,
    status: 'uploading',
    transcriber: transcriber.name,
    locale: request.locale,
    contentType: request.contentType,
    seconds: request.seconds,
    recordedAt: request.recordedAt,
    audioKey: unattachedKeyOf(voiceRecordingKeyOf(userId, request.id, request.contentType)),
    expiresAt: Math.ceil(now / 1000) + VOICE_RECORDING_KEPT_DAYS * DAY_SECONDS,
    ...recordedBy(caller),
  };
  try {
    const { data } = await VoiceRecordingEntity.create(record).go();
    return { record: await created(data, request.size), isNew: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Two replays at once: the other one made it.
    const found = await storedRecording(caller, request.id);
    if (!found) throw new NotFoundError(VOICE_RECORDING_API_ERRORS.voiceRecordingNotFound);
    return { record: await created(found, request.size), isNew: false };
  }
}

/** The create's answer: the recording, and where to PUT its audio of `size` bytes while it waits for it. */
async function created(record: VoiceRecordingRecord, size: number): Promise<VoiceRecordingCreated> {
  const recording = await toVoiceRecording(record);
  if (record.status !== 'uploading') return { recording };
  return { recording, uploadURL: await presignAudioUpload(record.audioKey, record.contentType, size) };
}

/**
 * Sends the uploaded audio to the transcriber: `transcribing`, or `untranscribed` where there is none (the audio kept
 * to listen to). 409 while the audio hasn't arrived; a recording past `uploading` is answered as it is.
 */
export async function transcribeVoiceRecording(
  caller: Caller,
  recordingId: string,
  transcriber: Transcriber,
): Promise<VoiceRecording> {
  const record = await recordingOf(caller, recordingId);
  if (record.status !== 'uploading') return toVoiceRecording(record);
  if (!(await objectExists(record.audioKey))) throw new ConflictError(VOICE_RECORDING_API_ERRORS.audioNotUploaded);
  const started = await transcriber.start(jobOf(record));
  return toVoiceRecording(
    await advance(record, started === 'started' ? { status: 'transcribing' } : { status: 'untranscribed' }),
  );
}

/**
 * The caller's recording (404 for anyone else's, or outside a member's scope). A transcribing one asks the
 * transcriber once: finished, its words are kept (at most `TRANSCRIPT_MAX_LENGTH`) and the audio, the job and its
 * result deleted; failed, it says so and keeps the audio to listen to.
 */
export async function getVoiceRecording(
  caller: Caller,
  recordingId: string,
  transcriber: Transcriber,
): Promise<VoiceRecording> {
  const record = await recordingOf(caller, recordingId);
  if (record.status !== 'transcribing') return toVoiceRecording(record);
  const job = jobOf(record);
  const outcome = await transcriber.check(job);
  if (outcome.state === 'running') return toVoiceRecording(record);
  if (outcome.state === 'failed') {
    logger.warn('A voice recording was not transcribed', { recordingId, reason: outcome.reason });
    return toVoiceRecording(await advance(record, { status: 'failed' }));
  }
  const transcribed = await advance(record, {
    status: 'transcribed',
    transcript: outcome.transcript.slice(0, TRANSCRIPT_MAX_LENGTH),
  });
  await Promise.all([deleteSaved([record.audioKey]), transcriber.forget(job)]);
  return toVoiceRecording(transcribed);
}

/** A page of the caller's recordings, newest first (those of apiaries outside a member's scope left out). */
export async function listVoiceRecordings(
  caller: Caller,
  { limit, cursor }: VoiceRecordingListQuery,
): Promise<{ recordings: VoiceRecording[]; nextCursor: string | null }> {
  const { userId } = caller;
  const query = VoiceRecordingEntity.query.recordingsOfUser({ userId });
  // One more than the page says whether any are left.
  const { data } = await (cursor === undefined ? query : query.lt({ recordingId: cursor })).go({
    order: 'desc',
    limit: limit + 1,
    pages: 1,
  });
  const records = data.slice(0, limit);
  const nextCursor = data.length > limit ? (records.at(-1)?.recordingId ?? null) : null;
  const recordings = await Promise.all(
    records.filter((record) => inScope(caller, record.apiaryId)).map((record) => toVoiceRecording(record)),
  );
  return { recordings, nextCursor };
}

/** Deletes the caller's recording with its audio, and its job and the job's result when one ran. */
export async function deleteVoiceRecording(
  caller: Caller,
  recordingId: string,
  transcriber: Transcriber,
): Promise<void> {
  const record = await recordingOf(caller, recordingId);
  await VoiceRecordingEntity.delete({ userId: caller.userId, recordingId }).go();
  await Promise.all([
    deleteSaved([record.audioKey]),
    record.status === 'transcribing' ? transcriber.forget(jobOf(record)) : undefined,
  ]);
}

/** The caller's recording (one consistent GetItem), or null; null too for one outside a member's scope. */
async function storedRecording(caller: Caller, recordingId: string): Promise<VoiceRecordingRecord | null> {
  const { data } = await VoiceRecordingEntity.get({ userId: caller.userId, recordingId }).go({ consistent: true });
  return data && inScope(caller, data.apiaryId) ? data : null;
}

async function recordingOf(caller: Caller, recordingId: string): Promise<VoiceRecordingRecord> {
  const record = await storedRecording(caller, recordingId);
  if (!record) throw new NotFoundError(VOICE_RECORDING_API_ERRORS.voiceRecordingNotFound);
  return record;
}

/**
 * Moves a recording on from the status it was read in (one UpdateItem, conditioned on it): of two reads that both saw
 * a job finish, one writes and the other answers what it wrote.
 */
async function advance(
  record: VoiceRecordingRecord,
  change: Pick<VoiceRecordingRecord, 'status'> & Partial<Pick<VoiceRecordingRecord, 'transcript'>>,
): Promise<VoiceRecordingRecord> {
  const { userId, recordingId, status } = record;
  try {
    const { data } = await VoiceRecordingEntity.patch({ userId, recordingId })
      .set(change)
      .where((attributes, { eq }) => eq(attributes.status, status))
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await VoiceRecordingEntity.get({ userId, recordingId }).go({ consistent: true });
    if (!data) throw new NotFoundError(VOICE_RECORDING_API_ERRORS.voiceRecordingNotFound);
    return data;
  }
}

function jobOf(record: VoiceRecordingRecord): TranscriptionJob {
  return {
    name: transcriptionJobNameOf(record.userId, record.recordingId),
    audioKey: record.audioKey,
    resultKey: unattachedKeyOf(transcriptionResultKeyOf(record.userId, record.recordingId)),
    locale: record.locale,
  };
}

/**
 * A recording as the API answers it: with a short-lived URL of its audio while the audio is kept to listen to (not
 * transcribed, and within the day the bucket keeps it).
 */
async function toVoiceRecording(record: VoiceRecordingRecord): Promise<VoiceRecording> {
  const listenable =
    (record.status === 'untranscribed' || record.status === 'failed') &&
    Date.now() - Date.parse(record.createdAt) < UNATTACHED_UPLOAD_MAX_AGE_DAYS * DAY_SECONDS * 1000;
  return {
    id: record.recordingId,
    apiaryId: record.apiaryId,
    status: record.status,
    transcriber: record.transcriber,
    locale: record.locale,
    seconds: record.seconds,
    recordedAt: record.recordedAt,
    ...(record.transcript === undefined ? {} : { transcript: record.transcript }),
    ...(listenable ? { audioUrl: await presignDownload(record.audioKey) } : {}),
    createdAt: record.createdAt,
  };
}
