import { voiceRecordingRequestSchema } from '../../../shared/schemas/voice-recording';
import { createVoiceRecording } from '../../lib/data/voice-recordings';
import { httpHandler } from '../../lib/http/handler';
import { createdOrFound } from '../../lib/http/responses';
import { transcriber } from '../../lib/transcription/provider';
import { voiceRecordingsRoutes as routes } from '../../routes/voice-recordings';

/**
 * POST /api/voice-recordings (Pro): 201 with the new recording and the URL to PUT its audio to (its type and size
 * signed), 200 with the stored one for a replayed id; 404 when the apiary isn't the caller's, 429 past the day's
 * recordings.
 */
export const handler = httpHandler(
  routes.createVoiceRecording,
  { body: voiceRecordingRequestSchema },
  async ({ caller, body }) => createdOrFound(await createVoiceRecording(caller, body, transcriber())),
);
