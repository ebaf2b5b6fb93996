/**
 * The one place HiveKeeper chooses what transcribes recorded voice inspections, by configuration: Amazon
 * Transcribe's batch jobs on a stage that has them (`TRANSCRIBER=amazon-transcribe`, set by the stack), else nothing.
 */
import { TranscribeClient } from '@aws-sdk/client-transcribe';
import { config, type FunctionsConfig } from '../config';
import { createAmazonTranscriber } from './amazon-transcriber';
import { createNoTranscriber } from './no-transcriber';
import type { Transcriber } from './transcriber';

export function chooseTranscriber(settings: Pick<FunctionsConfig, 'transcription' | 'uploadsBucket'>): Transcriber {
  const { transcription, uploadsBucket } = settings;
  switch (transcription.kind) {
    case 'amazon-transcribe':
      if (!uploadsBucket) {
        throw new Error('Transcription needs the UPLOADS_BUCKET environment variable (the uploads bucket name).');
      }
      return createAmazonTranscriber(new TranscribeClient({}), {
        uploadsBucket,
        vocabularyPrefix: transcription.vocabularyPrefix,
      });
    case 'none':
      return createNoTranscriber();
  }
}

let chosen: Transcriber | undefined;

/** The configured transcriber, chosen once per Lambda container. */
export function transcriber(): Transcriber {
  chosen ??= chooseTranscriber(config);
  return chosen;
}
