/**
 * Recorded voice inspections through the gateway and s3rver, as the app's outbox sends them: make the recording with
 * the app's id, PUT its audio to the signed URL, ask for it to be transcribed, read it. The local stack has no
 * transcription service, so a recording there is kept to listen to; the transcribed path (words kept, audio, job and
 * result deleted) runs the data layer against the same table and bucket with a transcriber standing in for Amazon
 * Transcribe, which can't run here.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import type { Caller } from '../../functions/lib/caller';
import type * as VoiceRecordingsOfTable from '../../functions/lib/data/voice-recordings';
import type { Transcriber, TranscriptionJob, TranscriptionState } from '../../functions/lib/transcription/transcriber';
import { routes } from '../../functions/routes';
import { VOICE_RECORDING_MAX_SECONDS } from '../../shared/domain/voice-recordings';
import { API_ERRORS } from '../../shared/messages';
import { VOICE_RECORDING_API_ERRORS, VOICE_RECORDING_VALIDATION } from '../../shared/messages/voice-recordings';
import type { Apiary } from '../../shared/schemas/apiary';
import type { VoiceRecording, VoiceRecordingCreated } from '../../shared/schemas/voice-recording';
import type { ApiCaller } from '../../infra/local/api-client';
import { LOCAL_AWS_ENVIRONMENT, localUploadsEnvironment } from '../../infra/local/settings';
import { apiAs, createUser, localStack, type TestUser } from '../../infra/local/test-support/integration-stack';
import { download, objectExists } from '../../infra/local/test-support/uploads';

let voiceRecordings: typeof VoiceRecordingsOfTable;
let closeClient: () => void;

beforeAll(async () => {
  // The data layer reads its configuration at import, so it is loaded once the stack's table and bucket are known.
  Object.assign(process.env, LOCAL_AWS_ENVIRONMENT, localUploadsEnvironment(localStack().s3), {
    TABLE_NAME: localStack().tableName,
    DYNAMODB_ENDPOINT: localStack().dynamoDb,
  });
  voiceRecordings = await import('../../functions/lib/data/voice-recordings');
  const { documentClient } = await import('../../functions/lib/data/client');
  closeClient = () => documentClient.destroy();
});
afterAll(() => closeClient());

/** A few bytes standing for a WebM recording, different per recording so a download proves which it is. */
const audioBytes = (label: string) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from(label)]);

function recordingRequest(apiaryId: string, bytes: Buffer, change: Record<string, unknown> = {}) {
  return {
    id: ulid(),
    apiaryId,
    contentType: 'audio/webm',
    size: bytes.length,
    seconds: 42,
    locale: 'de',
    recordedAt: '2026-05-01T09:30:00.000Z',
    ...change,
  };
}

const create = (api: ApiCaller, body: unknown) =>
  api<VoiceRecordingCreated & { errors?: Record<string, string[]>; message?: string }>(
    'POST',
    apiPath(routes.createVoiceRecording),
    body,
  );
const transcribe = (api: ApiCaller, id: string) =>
  api<VoiceRecording & { message?: string }>('POST', apiPath(routes.transcribeVoiceRecording, { id }));
const read = (api: ApiCaller, id: string) =>
  api<VoiceRecording & { message?: string }>('GET', apiPath(routes.getVoiceRecording, { id }));

function put(uploadURL: string, bytes: Buffer) {
  return fetch(uploadURL, { method: 'PUT', headers: { 'content-type': 'audio/webm' }, body: bytes });
}

async function apiaryOf(api: ApiCaller): Promise<Apiary> {
  return (await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Orchard', location: 'Hill' })).body;
}

const callerOf = (user: TestUser): Caller => ({ userId: user.userId, email: user.email, groups: [], isAdmin: false });

/** Amazon Transcribe as its batch jobs behave: running until told, then done with the words. */
function transcriberStandingIn() {
  const started: TranscriptionJob[] = [];
  const forgotten: string[] = [];
  let state: TranscriptionState = { state: 'running' };
  const transcriber: Transcriber = {
    name: 'amazon-transcribe',
    start: async (job) => {
      started.push(job);
      return 'started';
    },
    check: async () => state,
    forget: async (job) => {
      forgotten.push(job.name);
    },
  };
  return { transcriber, started, forgotten, finish: (next: TranscriptionState) => (state = next) };
}

describe('recorded voice inspections through the gateway and s3rver', () => {
  let user: TestUser;
  let pro: ApiCaller;
  let apiary: Apiary;

  beforeAll(async () => {
    // Admins have Pro access, as Pro subscribers do.
    user = await createUser({ admin: true, label: 'pro-recordings' });
    pro = apiAs(user);
    apiary = await apiaryOf(pro);
  });

  it('keeps a recording to listen to where there is no transcription service, and finds a replayed one', async () => {
    const bytes = audioBytes('Rose: queen seen');
    const body = recordingRequest(apiary.id, bytes);
    const made = await create(pro, body);
    expect(made.status).toBe(201);
    expect(made.body.recording).toMatchObject({ id: body.id, status: 'uploading', transcriber: 'none', locale: 'de' });
    const audioKey = `unattached/users/${user.userId}/voice-recordings/${body.id}.webm`;

    // Asked before the audio arrived: 409, and nothing changes.
    expect(await transcribe(pro, body.id)).toMatchObject({
      status: 409,
      body: { message: VOICE_RECORDING_API_ERRORS.audioNotUploaded },
    });
    // The outbox replays the create after a lost answer: the same recording, a new URL, nothing made twice.
    const replayed = await create(pro, body);
    expect(replayed.status).toBe(200);
    expect(replayed.body.recording.id).toBe(body.id);
    expect((await put(replayed.body.uploadURL ?? '', bytes)).status).toBe(200);
    expect(await objectExists(audioKey)).toBe(true);

    const sent = await transcribe(pro, body.id);
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('untranscribed');
    expect(await download(sent.body.audioUrl ?? '')).toEqual(bytes);
    // Asking again changes nothing.
    expect((await transcribe(pro, body.id)).body.status).toBe('untranscribed');

    const listed = await pro<VoiceRecording[]>('GET', apiPath(routes.listVoiceRecordings));
    expect(listed.body.map((recording) => recording.id)).toContain(body.id);

    expect((await pro('DELETE', apiPath(routes.deleteVoiceRecording, { id: body.id }))).status).toBe(204);
    expect(await objectExists(audioKey)).toBe(false);
    expect((await read(pro, body.id)).status).toBe(404);
  });

  it('refuses a PUT of another size than the one signed', async () => {
    const bytes = audioBytes('signed');
    const made = await create(pro, recordingRequest(apiary.id, bytes));
    expect((await put(made.body.uploadURL ?? '', Buffer.concat([bytes, bytes]))).status).toBe(403);
  });

  it('keeps the words of a transcribed recording and deletes its audio, the job and its result', async () => {
    const bytes = audioBytes('Daisy: six mites');
    const body = recordingRequest(apiary.id, bytes, { locale: 'en-GB' });
    expect((await put((await create(pro, body)).body.uploadURL ?? '', bytes)).status).toBe(200);
    const { transcriber, started, forgotten, finish } = transcriberStandingIn();
    const caller = callerOf(user);

    const sent = await voiceRecordings.transcribeVoiceRecording(caller, body.id, transcriber);
    expect(sent).toMatchObject({ status: 'transcribing' });
    expect(sent.audioUrl).toBeUndefined();
    const [job] = started;
    expect(job).toEqual({
      name: `hivekeeper-${user.userId}-${body.id}`,
      audioKey: `unattached/users/${user.userId}/voice-recordings/${body.id}.webm`,
      resultKey: `unattached/users/${user.userId}/voice-recordings/${body.id}.transcript.json`,
      locale: 'en-GB',
    });
    expect((await voiceRecordings.getVoiceRecording(caller, body.id, transcriber)).status).toBe('transcribing');

    finish({ state: 'done', transcript: 'Daisy, alcohol wash, six mites.' });
    const done = await voiceRecordings.getVoiceRecording(caller, body.id, transcriber);
    expect(done).toMatchObject({ status: 'transcribed', transcript: 'Daisy, alcohol wash, six mites.' });
    expect(await objectExists(job?.audioKey ?? '')).toBe(false);
    expect(forgotten).toEqual([job?.name]);
    // Read through the API later: the words, no audio.
    const shown = await read(pro, body.id);
    expect(shown.body).toMatchObject({ status: 'transcribed', transcript: 'Daisy, alcohol wash, six mites.' });
    expect(shown.body.audioUrl).toBeUndefined();
  });

  it('keeps the audio of a recording the service failed on, to listen to', async () => {
    const bytes = audioBytes('wind noise');
    const body = recordingRequest(apiary.id, bytes);
    expect((await put((await create(pro, body)).body.uploadURL ?? '', bytes)).status).toBe(200);
    const { transcriber, finish } = transcriberStandingIn();
    const caller = callerOf(user);
    await voiceRecordings.transcribeVoiceRecording(caller, body.id, transcriber);
    finish({ state: 'failed', reason: 'The media is too short' });
    const failed = await voiceRecordings.getVoiceRecording(caller, body.id, transcriber);
    expect(failed.status).toBe('failed');
    expect(await download(failed.audioUrl ?? '')).toEqual(bytes);
  });

  it('pages the recordings newest first', async () => {
    const other = apiAs(await createUser({ admin: true, label: 'paged-recordings' }));
    const yard = await apiaryOf(other);
    const ids: string[] = [];
    for (const label of ['one', 'two', 'three']) {
      const body = recordingRequest(yard.id, audioBytes(label));
      expect((await create(other, body)).status).toBe(201);
      ids.push(body.id);
    }
    const first = await other<VoiceRecording[]>('GET', apiPath(routes.listVoiceRecordings, {}, { limit: '2' }));
    expect(first.body.map((recording) => recording.id)).toEqual([ids[2], ids[1]]);
    const cursor = first.headers.get('x-next-cursor') ?? '';
    const second = await other<VoiceRecording[]>(
      'GET',
      apiPath(routes.listVoiceRecordings, {}, { limit: '2', cursor }),
    );
    expect(second.body.map((recording) => recording.id)).toEqual([ids[0]]);
    expect(second.headers.get('x-next-cursor')).toBeNull();
  });

  it("answers another beekeeper's recording and apiary 404, bad input 400 and a free beekeeper 402", async () => {
    const bytes = audioBytes('mine');
    const body = recordingRequest(apiary.id, bytes);
    await create(pro, body);
    const other = apiAs(await createUser({ admin: true, label: 'other-recordings' }));
    expect(await read(other, body.id)).toMatchObject({
      status: 404,
      body: { message: VOICE_RECORDING_API_ERRORS.voiceRecordingNotFound },
    });
    expect((await transcribe(other, body.id)).status).toBe(404);
    expect((await other('DELETE', apiPath(routes.deleteVoiceRecording, { id: body.id }))).status).toBe(404);
    expect(await create(other, recordingRequest(apiary.id, bytes))).toMatchObject({
      status: 404,
      body: { message: API_ERRORS.apiaryNotFound },
    });

    const invalid = await create(
      pro,
      recordingRequest(apiary.id, bytes, { contentType: 'audio/wav', seconds: VOICE_RECORDING_MAX_SECONDS + 1 }),
    );
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        errors: {
          contentType: [VOICE_RECORDING_VALIDATION.audioTypeNotAllowed],
          seconds: [VOICE_RECORDING_VALIDATION.recordingTooLong],
        },
      },
    });

    const free = apiAs(await createUser({ label: 'free-recordings' }));
    const freeApiary = await apiaryOf(free);
    expect(await create(free, recordingRequest(freeApiary.id, bytes))).toMatchObject({
      status: 402,
      body: { message: API_ERRORS.proRequired },
    });
  });
});
