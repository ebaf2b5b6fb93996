/**
 * What turns a recorded voice inspection into words (docs/features/voice-inspections.md): Amazon Transcribe's batch
 * jobs on a stage that has it, chosen by configuration in `provider.ts`; locally nobody, and the screens say so (the
 * beekeeper listens to the recording and types). A job reads the audio where the app uploaded it, under the
 * beekeeper's own prefix, and writes its result beside it; forgetting a job deletes both the job and that result.
 */
import type { TranscriberName } from '../../../shared/domain/voice-recordings';
import type { Locale } from '../../../shared/i18n/locales';

/** One recording's transcription: the job's name is unique to the recording, so starting it twice is harmless. */
export interface TranscriptionJob {
  name: string;
  /** The audio's key in the uploads bucket. */
  audioKey: string;
  /** Where the job writes its result in the uploads bucket (beside the audio, under the owner's prefix). */
  resultKey: string;
  locale: Locale;
}

export type TranscriptionState =
  { state: 'running' } | { state: 'done'; transcript: string } | { state: 'failed'; reason: string };

export interface Transcriber {
  readonly name: TranscriberName;
  /** Starts the job; 'unavailable' when this transcriber transcribes nothing (the audio is kept to listen to). */
  start(job: TranscriptionJob): Promise<'started' | 'unavailable'>;
  /** Where a started job is; once done, the words. */
  check(job: TranscriptionJob): Promise<TranscriptionState>;
  /** Deletes the job and its result (a finished job's words are kept by HiveKeeper; a running one is dropped). */
  forget(job: TranscriptionJob): Promise<void>;
}
