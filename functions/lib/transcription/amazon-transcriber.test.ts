import '../../test-support/unit-env';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeleteObjectsCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  BadRequestException,
  ConflictException,
  DeleteTranscriptionJobCommand,
  GetTranscriptionJobCommand,
  LimitExceededException,
  NotFoundException,
  StartTranscriptionJobCommand,
  TranscribeClient,
} from '@aws-sdk/client-transcribe';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../config';
import { logger } from '../logger';
import { createAmazonTranscriber } from './amazon-transcriber';
import type { TranscriptionJob } from './transcriber';

const transcribe = mockClient(TranscribeClient);
const s3 = mockClient(S3Client);
afterEach(() => {
  transcribe.reset();
  s3.reset();
});

const BUCKET = config.uploadsBucket ?? '';
const ANN = '6b1f3c2e-0d4a-4c61-9a8e-2f6a1b7c9d10';
const JOB: TranscriptionJob = {
  name: `hivekeeper-${ANN}-01JC5V0RECORD1NG0000000000`,
  audioKey: `users/${ANN}/voice-recordings/01JC5V0RECORD1NG0000000000.webm`,
  resultKey: `users/${ANN}/voice-recordings/01JC5V0RECORD1NG0000000000.transcript.json`,
  locale: 'en-GB',
};
/** A completed job's result as Amazon Transcribe writes it ("Data input and output", developer guide). */
const GOLDEN_RESULT = readFileSync(join(import.meta.dirname, 'test-data/amazon-transcribe-result.json'), 'utf8');

const transcriber = createAmazonTranscriber(new TranscribeClient({}), {
  uploadsBucket: BUCKET,
  vocabularyPrefix: 'hivekeeper-prod',
});

const metadata = { $metadata: {} };
const resultBody = (text: string) => ({ Body: { transformToString: () => Promise.resolve(text) } }) as never;

describe('starting a transcription', () => {
  it("sends the audio's place, the language, the result's key and the language's vocabulary", async () => {
    transcribe.on(StartTranscriptionJobCommand).resolves({});
    expect(await transcriber.start(JOB)).toBe('started');
    expect(transcribe.commandCalls(StartTranscriptionJobCommand).map((call) => call.args[0].input)).toEqual([
      {
        TranscriptionJobName: JOB.name,
        LanguageCode: 'en-GB',
        Media: { MediaFileUri: `s3://${BUCKET}/${JOB.audioKey}` },
        OutputBucketName: BUCKET,
        OutputKey: JOB.resultKey,
        Settings: { VocabularyName: 'hivekeeper-prod-en-GB' },
      },
    ]);
  });

  it.each([
    ['de', 'de-DE', 'hivekeeper-prod-de'],
    ['pt-BR', 'pt-BR', 'hivekeeper-prod-pt-BR'],
    ['cs', 'cs-CZ', 'hivekeeper-prod-cs'],
  ] as const)(
    'tells Transcribe a %s recording is %s, with its vocabulary',
    async (locale, languageCode, vocabulary) => {
      transcribe.on(StartTranscriptionJobCommand).resolves({});
      await transcriber.start({ ...JOB, locale });
      const [call] = transcribe.commandCalls(StartTranscriptionJobCommand);
      expect(call?.args[0].input).toMatchObject({
        LanguageCode: languageCode,
        Settings: { VocabularyName: vocabulary },
      });
    },
  );

  it("counts the recording's job as started when Transcribe already has it (a retried request)", async () => {
    transcribe
      .on(StartTranscriptionJobCommand)
      .rejects(new ConflictException({ message: 'The requested job name already exists.', ...metadata }));
    expect(await transcriber.start(JOB)).toBe('started');
  });

  it("passes on Transcribe's other refusals", async () => {
    transcribe
      .on(StartTranscriptionJobCommand)
      .rejects(new LimitExceededException({ message: 'Too many jobs.', ...metadata }));
    await expect(transcriber.start(JOB)).rejects.toThrow(/Too many jobs/);
  });
});

describe('checking a transcription', () => {
  it.each(['QUEUED', 'IN_PROGRESS'] as const)('is running while the job is %s, reading no result', async (status) => {
    transcribe
      .on(GetTranscriptionJobCommand, { TranscriptionJobName: JOB.name })
      .resolves({ TranscriptionJob: { TranscriptionJobName: JOB.name, TranscriptionJobStatus: status } });
    expect(await transcriber.check(JOB)).toEqual({ state: 'running' });
    expect(s3.commandCalls(GetObjectCommand)).toEqual([]);
  });

  it("answers a failed job's reason", async () => {
    transcribe.on(GetTranscriptionJobCommand).resolves({
      TranscriptionJob: {
        TranscriptionJobName: JOB.name,
        TranscriptionJobStatus: 'FAILED',
        FailureReason: 'The media format provided does not match the detected media format.',
      },
    });
    expect(await transcriber.check(JOB)).toEqual({
      state: 'failed',
      reason: 'The media format provided does not match the detected media format.',
    });
  });

  it("answers a completed job's words, read from its result beside the audio", async () => {
    transcribe
      .on(GetTranscriptionJobCommand)
      .resolves({ TranscriptionJob: { TranscriptionJobName: JOB.name, TranscriptionJobStatus: 'COMPLETED' } });
    s3.on(GetObjectCommand, { Bucket: BUCKET, Key: JOB.resultKey }).resolves(resultBody(GOLDEN_RESULT));
    expect(await transcriber.check(JOB)).toEqual({
      state: 'done',
      transcript: 'Hive one, queen seen, eggs. Six frames of brood. Varroa wash, three mites.',
    });
    expect(s3.commandCalls(GetObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: BUCKET, Key: JOB.resultKey },
    ]);
  });

  it.each([
    ['not JSON', '<html>', "Amazon Transcribe's result is not JSON"],
    ['without transcripts', '{"results":{"transcripts":[]}}', "Amazon Transcribe's result holds no transcript"],
  ])('fails a completed job whose result is %s', async (_, body, reason) => {
    transcribe
      .on(GetTranscriptionJobCommand)
      .resolves({ TranscriptionJob: { TranscriptionJobName: JOB.name, TranscriptionJobStatus: 'COMPLETED' } });
    s3.on(GetObjectCommand).resolves(resultBody(body));
    expect(await transcriber.check(JOB)).toEqual({ state: 'failed', reason });
  });

  it('fails a job Transcribe no longer has', async () => {
    transcribe
      .on(GetTranscriptionJobCommand)
      .rejects(new NotFoundException({ message: 'The requested job could not be found.', ...metadata }));
    expect(await transcriber.check(JOB)).toEqual({
      state: 'failed',
      reason: 'Amazon Transcribe no longer has the job',
    });
  });
});

describe('forgetting a transcription', () => {
  it('deletes the job and its result', async () => {
    transcribe.on(DeleteTranscriptionJobCommand).resolves({});
    s3.on(DeleteObjectsCommand).resolves({});
    await transcriber.forget(JOB);
    expect(transcribe.commandCalls(DeleteTranscriptionJobCommand).map((call) => call.args[0].input)).toEqual([
      { TranscriptionJobName: JOB.name },
    ]);
    expect(s3.commandCalls(DeleteObjectsCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: BUCKET, Delete: { Objects: [{ Key: JOB.resultKey }], Quiet: true } },
    ]);
  });

  it.each([
    ['not found', new NotFoundException({ message: 'Not found.', ...metadata })],
    [
      'refused as unknown',
      new BadRequestException({ message: "The requested job couldn't be found. Check the job name.", ...metadata }),
    ],
  ])('is done when the job is already gone (%s)', async (_, error) => {
    transcribe.on(DeleteTranscriptionJobCommand).rejects(error);
    s3.on(DeleteObjectsCommand).resolves({});
    await expect(transcriber.forget(JOB)).resolves.toBeUndefined();
    expect(s3.commandCalls(DeleteObjectsCommand)).toHaveLength(1);
  });

  it("lets a beekeeper's deletion go on when Transcribe won't delete a job still running, and says so", async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    transcribe
      .on(DeleteTranscriptionJobCommand)
      .rejects(new BadRequestException({ message: 'The job is in a non-terminal state.', ...metadata }));
    s3.on(DeleteObjectsCommand).resolves({});
    await expect(transcriber.forget(JOB)).resolves.toBeUndefined();
    expect(s3.commandCalls(DeleteObjectsCommand)).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('A transcription job still running could not be deleted', { job: JOB.name });
    warn.mockRestore();
  });

  it("passes on Transcribe's other failures to delete a job", async () => {
    transcribe
      .on(DeleteTranscriptionJobCommand)
      .rejects(new LimitExceededException({ message: 'Too many requests.', ...metadata }));
    s3.on(DeleteObjectsCommand).resolves({});
    await expect(transcriber.forget(JOB)).rejects.toThrow(/Too many requests/);
  });
});
