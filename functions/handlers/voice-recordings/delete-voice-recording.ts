import { idParamsSchema } from '../../../shared/schemas/common';
import { deleteVoiceRecording } from '../../lib/data/voice-recordings';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { transcriber } from '../../lib/transcription/provider';
import { voiceRecordingsRoutes as routes } from '../../routes/voice-recordings';

/** DELETE /api/voice-recordings/{id}: 204, the recording gone with its audio and any job; 404 for anyone else's. */
export const handler = httpHandler(
  routes.deleteVoiceRecording,
  { params: idParamsSchema },
  async ({ caller, params }) => {
    await deleteVoiceRecording(caller, params.id, transcriber());
    return noContent();
  },
);
