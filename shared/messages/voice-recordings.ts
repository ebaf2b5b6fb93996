/** Recorded voice inspections: the recording's checks and the route's errors (docs/features/voice-inspections.md). */
import { VOICE_RECORDING_MAX_SECONDS, VOICE_RECORDINGS_PER_DAY } from '../domain/voice-recordings';
import { messageTable } from '../i18n/message-table';

export const VOICE_RECORDING_VALIDATION = messageTable({
  audioTypeNotAllowed: 'Recordings must be WebM, Ogg or MP4 audio',
  recordingTooLong: `A recording may be at most ${VOICE_RECORDING_MAX_SECONDS / 60} minutes long`,
  recordingTooLarge: 'This recording is too large to send',
} as const);

export const VOICE_RECORDING_API_ERRORS = messageTable({
  voiceRecordingNotFound: 'Recording not found',
  voiceRecordingsPerDay: `You have sent ${VOICE_RECORDINGS_PER_DAY} recordings today, the most a day. Type or dictate what you saw, or send it tomorrow.`,
  audioNotUploaded: 'The recording has not reached HiveKeeper yet. Please send it again.',
  transcriptionFailed:
    'HiveKeeper could not make out the words of this recording. Listen to it and type what you said.',
} as const);
