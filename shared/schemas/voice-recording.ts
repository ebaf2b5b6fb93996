/**
 * Recorded voice inspections (POST /api/voice-recordings and its neighbours): the app names a recording itself (a
 * client-made id, so a replay from the outbox finds it), PUTs its audio to the URL the answer signs, asks for it to be
 * transcribed, and reads it until its words are there.
 */
import * as z from 'zod';
import {
  AUDIO_CONTENT_TYPES,
  TRANSCRIBERS,
  VOICE_RECORDING_MAX_BYTES,
  VOICE_RECORDING_MAX_SECONDS,
  VOICE_RECORDING_STATUSES,
  VOICE_RECORDINGS_PAGE,
} from '../domain/voice-recordings';
import { LOCALES } from '../i18n/locales';
import { VALIDATION } from '../messages';
import { APIARY_VALIDATION } from '../messages/apiaries';
import { VOICE_RECORDING_VALIDATION } from '../messages/voice-recordings';
import { idSchema, isoDateTimeSchema, pageLimit, requiredId, ULID_PATTERN } from './common';

export const voiceRecordingRequestSchema = z.object({
  id: idSchema,
  apiaryId: requiredId(APIARY_VALIDATION.apiaryRequired),
  contentType: z.enum(AUDIO_CONTENT_TYPES, { error: VOICE_RECORDING_VALIDATION.audioTypeNotAllowed }),
  size: z.int().positive().max(VOICE_RECORDING_MAX_BYTES, { error: VOICE_RECORDING_VALIDATION.recordingTooLarge }),
  seconds: z
    .number()
    .positive()
    .max(VOICE_RECORDING_MAX_SECONDS, { error: VOICE_RECORDING_VALIDATION.recordingTooLong }),
  /** The language spoken: the app's language when the beekeeper recorded. */
  locale: z.enum(LOCALES),
  recordedAt: isoDateTimeSchema,
});
export type VoiceRecordingRequest = z.input<typeof voiceRecordingRequestSchema>;

export const voiceRecordingSchema = z.object({
  id: z.string(),
  apiaryId: z.string(),
  status: z.enum(VOICE_RECORDING_STATUSES),
  transcriber: z.enum(TRANSCRIBERS),
  locale: z.enum(LOCALES),
  seconds: z.number(),
  recordedAt: isoDateTimeSchema,
  /** What was said, once transcribed. */
  transcript: z.string().optional(),
  /** A short-lived URL of the audio while it is kept (untranscribed or failed), for the beekeeper to listen to. */
  audioUrl: z.string().optional(),
  createdAt: isoDateTimeSchema,
});
export type VoiceRecording = z.infer<typeof voiceRecordingSchema>;

/** The answer to POST /api/voice-recordings: the recording, and where to PUT its audio while it is `uploading`. */
export const voiceRecordingCreatedSchema = z.object({
  recording: voiceRecordingSchema,
  uploadURL: z.string().optional(),
});
export type VoiceRecordingCreated = z.infer<typeof voiceRecordingCreatedSchema>;

export const voiceRecordingListQuerySchema = z.object({
  limit: pageLimit(VOICE_RECORDINGS_PAGE),
  /** The id of the page before's last recording (the answer's `x-next-cursor` header). */
  cursor: z.string().regex(ULID_PATTERN, { error: VALIDATION.invalidCursor }).optional(),
});
