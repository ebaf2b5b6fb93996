import { voiceRecordingListQuerySchema } from '../../../shared/schemas/voice-recording';
import { listVoiceRecordings } from '../../lib/data/voice-recordings';
import { httpHandler } from '../../lib/http/handler';
import { page } from '../../lib/http/responses';
import { voiceRecordingsRoutes as routes } from '../../routes/voice-recordings';

/**
 * GET /api/voice-recordings: a page of the caller's recordings, newest first, as stored (a transcribing one is
 * advanced by reading it alone). The next page's cursor, for `?cursor=`, is in the `x-next-cursor` header.
 */
export const handler = httpHandler(
  routes.listVoiceRecordings,
  { query: voiceRecordingListQuerySchema },
  async ({ caller, query }) => {
    const { recordings, nextCursor } = await listVoiceRecordings(caller, query);
    return page(recordings, nextCursor);
  },
);
