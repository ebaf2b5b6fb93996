/**
 * Recorded voice inspections transcribed by Amazon Transcribe's batch jobs, in the stack's region. Sent: the
 * recording's place in the uploads bucket (Transcribe reads the audio there with the route's own permissions), its
 * language and the stage's beekeeping vocabulary for that language; Transcribe writes its result beside the audio,
 * under the beekeeper's prefix, where HiveKeeper reads the words and then deletes it.
 */
import {
  BadRequestException,
  ConflictException,
  DeleteTranscriptionJobCommand,
  GetTranscriptionJobCommand,
  NotFoundException,
  StartTranscriptionJobCommand,
  type TranscribeClient,
} from '@aws-sdk/client-transcribe';
import * as z from 'zod';
import { logger } from '../logger';
import { deleteSaved, readObjectText } from '../uploads/bucket';
import type { Transcriber, TranscriptionJob, TranscriptionState } from './transcriber';
import { TRANSCRIBE_LANGUAGE_CODES, vocabularyNameOf } from './vocabulary';

export interface AmazonTranscribeSettings {
  /** The uploads bucket: the audio is read from it and the result written to it. */
  uploadsBucket: string;
  /** The stage's vocabularies are `<prefix>-<locale>`. */
  vocabularyPrefix: string;
}

/** The part of a job's result HiveKeeper keeps ("Data input and output", Amazon Transcribe developer guide). */
const resultSchema = z.object({
  results: z.object({ transcripts: z.array(z.object({ transcript: z.string() })).min(1) }),
});

/** Transcribe answers a job it no longer knows (deleted, or past its 90 days) with one of these. */
function isMissingJob(error: unknown): boolean {
  if (error instanceof NotFoundException) return true;
  return error instanceof BadRequestException && /couldn't be found|not found/i.test(error.message);
}

async function transcriptOf(resultKey: string): Promise<TranscriptionState> {
  let result: unknown;
  try {
    result = JSON.parse(await readObjectText(resultKey));
  } catch (error) {
    if (error instanceof SyntaxError) return { state: 'failed', reason: "Amazon Transcribe's result is not JSON" };
    throw error;
  }
  const parsed = resultSchema.safeParse(result);
  if (!parsed.success) return { state: 'failed', reason: "Amazon Transcribe's result holds no transcript" };
  return { state: 'done', transcript: parsed.data.results.transcripts[0]?.transcript ?? '' };
}

export function createAmazonTranscriber(client: TranscribeClient, settings: AmazonTranscribeSettings): Transcriber {
  return {
    name: 'amazon-transcribe',

    async start(job: TranscriptionJob) {
      try {
        await client.send(
          new StartTranscriptionJobCommand({
            TranscriptionJobName: job.name,
            LanguageCode: TRANSCRIBE_LANGUAGE_CODES[job.locale],
            Media: { MediaFileUri: `s3://${settings.uploadsBucket}/${job.audioKey}` },
            OutputBucketName: settings.uploadsBucket,
            OutputKey: job.resultKey,
            Settings: { VocabularyName: vocabularyNameOf(settings.vocabularyPrefix, job.locale) },
          }),
        );
      } catch (error) {
        // The recording's job already exists: a retried request, or the app's outbox sending it again.
        if (!(error instanceof ConflictException)) throw error;
      }
      return 'started';
    },

    async check(job: TranscriptionJob) {
      let found;
      try {
        ({ TranscriptionJob: found } = await client.send(
          new GetTranscriptionJobCommand({ TranscriptionJobName: job.name }),
        ));
      } catch (error) {
        if (isMissingJob(error)) return { state: 'failed', reason: 'Amazon Transcribe no longer has the job' };
        throw error;
      }
      switch (found?.TranscriptionJobStatus) {
        case 'COMPLETED':
          return transcriptOf(job.resultKey);
        case 'FAILED':
          return { state: 'failed', reason: found.FailureReason ?? 'Amazon Transcribe gave no reason' };
        default:
          // QUEUED or IN_PROGRESS.
          return { state: 'running' };
      }
    },

    async forget(job: TranscriptionJob) {
      const deleteJob = async () => {
        try {
          await client.send(new DeleteTranscriptionJobCommand({ TranscriptionJobName: job.name }));
        } catch (error) {
          if (isMissingJob(error)) return;
          // Transcribe deletes no job that is still running, and cannot stop one: the beekeeper's deletion goes
          // on, and the job's result, written when it finishes, stays under their prefix until their account goes.
          if (error instanceof BadRequestException) {
            logger.warn('A transcription job still running could not be deleted', { job: job.name });
            return;
          }
          throw error;
        }
      };
      await Promise.all([deleteJob(), deleteSaved([job.resultKey])]);
    },
  };
}
