import { idParamsSchema } from '../../../shared/schemas/common';
import { getVoiceRecording } from '../../lib/data/voice-recordings';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { transcriber } from '../../lib/transcription/provider';
import { voiceRecordingsRoutes as routes } from '../../routes/voice-recordings';

/**
 * GET /api/voice-recordings/{id}: 200 with the recording; a transcribing one whose job has finished comes back with
 * its words (its audio deleted) or failed. 404 for anyone else's.
 */
export const handler = httpHandler(routes.getVoiceRecording, { params: idParamsSchema }, async ({ caller, params }) =>
  ok(await getVoiceRecording(caller, params.id, transcriber())),
);
