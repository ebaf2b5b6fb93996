import { idParamsSchema } from '../../../shared/schemas/common';
import { transcribeVoiceRecording } from '../../lib/data/voice-recordings';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { transcriber } from '../../lib/transcription/provider';
import { voiceRecordingsRoutes as routes } from '../../routes/voice-recordings';

/**
 * POST /api/voice-recordings/{id}/transcription (Pro): 200 with the recording, now transcribing (or untranscribed
 * where HiveKeeper has no transcription service); 409 while its audio hasn't arrived, 404 for anyone else's.
 */
export const handler = httpHandler(
  routes.transcribeVoiceRecording,
  { params: idParamsSchema },
  async ({ caller, params }) => ok(await transcribeVoiceRecording(caller, params.id, transcriber())),
);
