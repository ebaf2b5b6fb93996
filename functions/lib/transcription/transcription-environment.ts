/**
 * The environment of the Lambdas that transcribe recorded voice inspections on a stage with Amazon Transcribe:
 * written by the CDK stack (`transcription:run` grant), read by `functions/lib/config.ts`. Without it nothing is
 * transcribed (the beekeeper listens to the recording and types).
 */
export const TRANSCRIPTION_ENVIRONMENT = {
  /** `amazon-transcribe`, or unset for no transcription. */
  transcriber: 'TRANSCRIBER',
  /** The stage's beekeeping vocabularies are named `<prefix>-<locale>` (`vocabularyNameOf`). */
  vocabularyPrefix: 'TRANSCRIPTION_VOCABULARY_PREFIX',
} as const;
