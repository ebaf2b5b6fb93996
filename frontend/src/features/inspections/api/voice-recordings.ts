import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import type { AudioContentType } from '@shared/domain/voice-recordings';
import type { Locale } from '@shared/i18n/locales';
import type { VoiceRecording } from '@shared/schemas/voice-recording';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import type { User } from '@shared/schemas/user';
import { userQueryOptions } from '@/api/get-user';
import { actingAccountId } from '@/lib/acting-account';
import { formatDate } from '@/lib/i18n/format';

const voiceRecordingsQueryKey = () => ['voice-recordings'] as const;

/** How often a transcribing recording is asked about: Amazon Transcribe takes seconds to a few minutes. */
const TRANSCRIBING_POLL_MS = 5000;

/** `GET /api/voice-recordings`: the beekeeper's recordings, newest first, a page at a time. */
export function useVoiceRecordings() {
  return useInfiniteQuery({
    queryKey: voiceRecordingsQueryKey(),
    queryFn: ({ pageParam }) =>
      api.getPage<VoiceRecording>(apiPath(routes.listVoiceRecordings, {}, { cursor: pageParam }), NEXT_CURSOR_HEADER),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/**
 * `GET /api/voice-recordings/{id}` every few seconds while the recording is transcribing (each read moves a finished
 * job on); the list refetches once it is done.
 */
export function useTranscribingRecording(recording: VoiceRecording) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...voiceRecordingsQueryKey(), recording.id],
    queryFn: async () => {
      const read = await api.get<VoiceRecording>(apiPath(routes.getVoiceRecording, { id: recording.id }));
      if (read.status !== 'transcribing') {
        await queryClient.invalidateQueries({ queryKey: voiceRecordingsQueryKey(), exact: true });
      }
      return read;
    },
    // Read at once (each read moves a finished job on), showing the list's copy meanwhile.
    placeholderData: recording,
    enabled: recording.status === 'transcribing',
    refetchInterval: (query) => (query.state.data?.status === 'transcribing' ? TRANSCRIBING_POLL_MS : false),
  });
}

/** What the recorder gives a recording: its sound, as the API takes it, and where and in which language it was said. */
export interface NewVoiceRecording {
  apiaryId: string;
  audio: Blob;
  contentType: AudioContentType;
  seconds: number;
  locale: Locale;
}

/**
 * `POST /api/voice-recordings` through the outbox, always: the recording is kept on the device with its sound, named
 * here, and the replay makes it, sends the sound and asks for its transcription (at once with signal, else when the
 * browser is back online). A dropped connection halfway loses nothing.
 */
export function useRecordVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ apiaryId, audio, contentType, seconds, locale }: NewVoiceRecording) => {
      const user = queryClient.getQueryData<User | null>(userQueryOptions().queryKey);
      if (!user) throw new Error('Only a signed-in beekeeper records');
      const [{ ulid }, { queueWrite }] = await Promise.all([import('ulid'), import('@/lib/offline/outbox')]);
      const id = ulid();
      const recordedAt = new Date().toISOString();
      await queueWrite({
        recordType: 'voiceRecording',
        recordId: id,
        kind: 'create',
        method: 'POST',
        path: apiPath(routes.createVoiceRecording),
        body: { id, apiaryId, contentType, size: audio.size, seconds, locale, recordedAt },
        accountId: actingAccountId(),
        userId: user.id,
        label: `Voice recording, ${formatDate(recordedAt)}`,
        audio,
      });
      // Sent now when there is signal (the replay reads the outbox itself, the new entry included).
      const { syncOutbox } = await import('@/lib/offline/sync');
      await syncOutbox(user.id, queryClient);
    },
  });
}

/** `DELETE /api/voice-recordings/{id}`: the recording, its audio and any transcription job go. */
export function useDeleteVoiceRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(apiPath(routes.deleteVoiceRecording, { id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceRecordingsQueryKey() }),
  });
}
