/**
 * Recorded voice inspections (docs/features/voice-inspections.md): where the browser can't listen (Firefox) or the
 * beekeeper has no signal, the app records what they say, keeps it in the outbox and, back online, uploads it under
 * their own prefix to be transcribed; the words then make drafts like dictated ones. The audio is deleted once
 * transcribed. Without zod, so the recorder and the API share these figures without bundling the validation library.
 */

/**
 * What the app records in: Opus in WebM (Chrome, Edge, Firefox), Opus in Ogg (older Firefox) or AAC in MP4 (Safari),
 * all media formats Amazon Transcribe's batch jobs take ("Data input and output", Amazon Transcribe developer guide).
 */
export const AUDIO_CONTENT_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
export type AudioContentType = (typeof AUDIO_CONTENT_TYPES)[number];

/** The longest recording: a walk along one apiary's row of hives; the transcript of more outgrows a draft's words. */
export const VOICE_RECORDING_MAX_SECONDS = 600;

/** Ten minutes of Safari's AAC at 128 kbit/s is under 10 MB; Opus at its usual 32-64 kbit/s far less. */
export const VOICE_RECORDING_MAX_BYTES = 12_582_912;

/**
 * How many recordings one beekeeper may send for transcription a UTC day: the drafts' own day (`INSPECTION_DRAFTS_PER_DAY`)
 * halved, as each is up to ten paid minutes of Amazon Transcribe.
 */
export const VOICE_RECORDINGS_PER_DAY = 20;

/** How long a recording and its transcript are kept when the beekeeper neither uses nor deletes them. */
export const VOICE_RECORDING_KEPT_DAYS = 30;

/**
 * Where a recording is: `uploading` (made, its audio not yet in the bucket), `transcribing` (a job runs),
 * `transcribed` (its words are here and the audio is deleted), `untranscribed` (this HiveKeeper has no transcription
 * service: the audio is kept for the beekeeper to listen to and type), `failed` (the service gave up: the audio is
 * kept the same way). Kept audio lasts a day (the uploads bucket's rule for what no record keeps); the words last
 * `VOICE_RECORDING_KEPT_DAYS`.
 */
export const VOICE_RECORDING_STATUSES = [
  'uploading',
  'transcribing',
  'transcribed',
  'untranscribed',
  'failed',
] as const;
export type VoiceRecordingStatus = (typeof VOICE_RECORDING_STATUSES)[number];

/** Who transcribes: Amazon Transcribe on a stage that has it, else nobody (the local stack says so). */
export const TRANSCRIBERS = ['amazon-transcribe', 'none'] as const;
export type TranscriberName = (typeof TRANSCRIBERS)[number];

/** A page of the beekeeper's recordings, newest first. */
export const VOICE_RECORDINGS_PAGE = { defaultLimit: 10, maxLimit: 50 } as const;
