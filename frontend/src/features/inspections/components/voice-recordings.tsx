import { Trash2 } from 'lucide-react';
import { VOICE_RECORDING_MAX_SECONDS } from '@shared/domain/voice-recordings';
import { VOICE_RECORDING_API_ERRORS } from '@shared/messages/voice-recordings';
import type { VoiceRecording } from '@shared/schemas/voice-recording';
import { commonMessages } from '@/components/messages';
import { Button } from '@/components/ui/button';
import { useQueuedCreates } from '@/lib/offline/use-outbox';
import type { OutboxEntry } from '@/lib/offline/outbox';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate } from '@/lib/i18n/format';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useDeleteVoiceRecording, useTranscribingRecording, useVoiceRecordings } from '../api/voice-recordings';
import { voiceInspectionMessages } from '../voice-messages';

const RECORDED_AT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** "1:05": a recording's length as a player shows it. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** How long a recording may last, for "Recording 0:12 of 10:00". */
export const RECORDING_LIMIT = formatDuration(VOICE_RECORDING_MAX_SECONDS);

interface VoiceRecordingsProps {
  /** Puts a transcribed recording's words in the box (and its apiary in the picker). */
  onUse: (recording: VoiceRecording) => void;
}

/**
 * The beekeeper's recordings: those still on this device (the outbox sends them), then the server's, newest first,
 * each with where it is: sending, transcribing (asked about every few seconds), its words to use, or its sound to
 * listen to where it could not be transcribed.
 */
export function VoiceRecordings({ onUse }: VoiceRecordingsProps) {
  const t = useMessages(voiceInspectionMessages);
  const common = useMessages(commonMessages);
  const queued = useQueuedCreates('voiceRecording');
  const recordings = useVoiceRecordings();
  const listed = recordings.data?.pages.flatMap((page) => page.items) ?? [];
  // A recording the outbox is sending shows once, as the device's, until the replay is done.
  const sending = new Set(queued.map((entry) => entry.recordId));
  const stored = listed.filter((recording) => !sending.has(recording.id));

  return (
    <section aria-labelledby="voice-recordings-heading" className="flex flex-col gap-2">
      <h3 id="voice-recordings-heading" className="text-sm font-semibold text-stone-900">
        {t('recordings')}
      </h3>
      {recordings.isPending && queued.length === 0 && (
        <p role="status" className="text-sm text-stone-700">
          {t('recordingsLoading')}
        </p>
      )}
      {recordings.isError && (
        <p role="alert" className="text-sm text-stone-700">
          {t('recordingsFailed')}
        </p>
      )}
      {recordings.isSuccess && queued.length === 0 && stored.length === 0 && (
        <p className="text-sm text-stone-700">{t('noRecordings')}</p>
      )}
      {(queued.length > 0 || stored.length > 0) && (
        <ul className="flex flex-col gap-2">
          {queued.map((entry) => (
            <QueuedRecording key={entry.id} entry={entry} />
          ))}
          {stored.map((recording) => (
            <StoredRecording key={recording.id} recording={recording} onUse={onUse} />
          ))}
        </ul>
      )}
      {recordings.hasNextPage && (
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void recordings.fetchNextPage()}
            disabled={recordings.isFetchingNextPage}
          >
            {recordings.isFetchingNextPage ? common('loadingMore') : t('olderRecordings')}
          </Button>
        </div>
      )}
    </section>
  );
}

function QueuedRecording({ entry }: { entry: OutboxEntry }) {
  const t = useMessages(voiceInspectionMessages);
  const seconds = typeof entry.body.seconds === 'number' ? entry.body.seconds : 0;
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-stone-200 p-3">
      <RecordingTitle recordedAt={entry.createdAt} seconds={seconds} />
      <p className="text-sm text-stone-700">
        {entry.status === 'failed'
          ? t('recording.notSent', { message: entry.message ?? '' })
          : entry.status === 'sending'
            ? t('recording.sending')
            : t('recording.waiting')}
      </p>
    </li>
  );
}

function StoredRecording({
  recording: listed,
  onUse,
}: {
  recording: VoiceRecording;
  onUse: (r: VoiceRecording) => void;
}) {
  const t = useMessages(voiceInspectionMessages);
  const common = useMessages(commonMessages);
  const say = useMessageText();
  const polled = useTranscribingRecording(listed).data;
  // The list's copy once it has moved on; until then what the polling read.
  const recording = (listed.status === 'transcribing' && polled) || listed;
  const remove = useDeleteVoiceRecording();
  const when = formatDate(recording.recordedAt, RECORDED_AT);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <RecordingTitle recordedAt={recording.recordedAt} seconds={recording.seconds} />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => remove.mutate(recording.id)}
          disabled={remove.isPending}
          aria-label={t('deleteRecording', { time: when })}
        >
          <Trash2 aria-hidden="true" />
          {common('delete')}
        </Button>
      </div>
      {recording.status === 'transcribed' ? (
        <>
          <p translate="no" className="line-clamp-3 text-sm text-stone-900">
            {recording.transcript}
          </p>
          <div>
            <Button size="sm" variant="outline" onClick={() => onUse(recording)}>
              {t('useWords')}
            </Button>
          </div>
        </>
      ) : (
        <p role={recording.status === 'transcribing' ? 'status' : undefined} className="text-sm text-stone-700">
          {recording.status === 'failed'
            ? say(VOICE_RECORDING_API_ERRORS.transcriptionFailed)
            : t(`recording.${recording.status}`)}
        </p>
      )}
      {recording.audioUrl && (
        <audio controls preload="none" src={recording.audioUrl} aria-label={t('recording.listen', { time: when })}>
          <track kind="captions" />
        </audio>
      )}
      {remove.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('deleteFailed')}
        </p>
      )}
    </li>
  );
}

function RecordingTitle({ recordedAt, seconds }: { recordedAt: string; seconds: number }) {
  return (
    <p className="text-sm font-medium text-stone-900">
      {formatDate(recordedAt, RECORDED_AT)} · {formatDuration(seconds)}
    </p>
  );
}
