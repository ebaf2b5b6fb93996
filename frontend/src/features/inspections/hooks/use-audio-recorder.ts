import { useEffect, useRef, useState } from 'react';
import {
  AUDIO_CONTENT_TYPES,
  VOICE_RECORDING_MAX_SECONDS,
  type AudioContentType,
} from '@shared/domain/voice-recordings';

/** What a stopped recording gives: its sound as the API takes it, and how long it lasted. */
export interface RecordedAudio {
  audio: Blob;
  contentType: AudioContentType;
  seconds: number;
}

/** The recorder's errors a beekeeper is told about in words; any other is `other`. */
export type RecordingError = 'not-allowed' | 'no-microphone' | 'other';

/** The first audio type both this browser records and the API takes: Opus where it can (small), else Safari's AAC. */
function recordableType(): AudioContentType | undefined {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return undefined;
  return AUDIO_CONTENT_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

function recordingError(error: unknown): RecordingError {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'not-allowed';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-microphone';
  return 'other';
}

/**
 * The microphone through the browser's MediaRecorder, for where it can't turn speech into words itself (Firefox) or
 * has no signal: `supported` is false where the browser can't record a type HiveKeeper takes. A recording stops by
 * itself at `VOICE_RECORDING_MAX_SECONDS`; `onRecorded` gets it. Nothing leaves the device here.
 */
export function useAudioRecorder(onRecorded: (recorded: RecordedAudio) => void) {
  const [contentType] = useState(recordableType);
  const [seconds, setSeconds] = useState<number>();
  const [error, setError] = useState<RecordingError>();
  const recorder = useRef<MediaRecorder | null>(null);
  const report = useRef(onRecorded);
  useEffect(() => {
    report.current = onRecorded;
  });

  // A closed dialog stops recording and lets the microphone go.
  useEffect(() => () => recorder.current?.stop(), []);

  // The elapsed time the screen shows, and the limit's stop.
  useEffect(() => {
    if (seconds === undefined) return;
    if (seconds >= VOICE_RECORDING_MAX_SECONDS) {
      recorder.current?.stop();
      return;
    }
    const tick = setTimeout(() => setSeconds(seconds + 1), 1000);
    return () => clearTimeout(tick);
  }, [seconds]);

  async function start() {
    if (!contentType || recorder.current) return;
    setError(undefined);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (failure) {
      setError(recordingError(failure));
      return;
    }
    const started = Date.now();
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream, { mimeType: contentType });
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      recorder.current = null;
      setSeconds(undefined);
      const lasted = Math.min(VOICE_RECORDING_MAX_SECONDS, Math.max(1, Math.round((Date.now() - started) / 1000)));
      // The API takes the plain type; the browser's may carry its codec (`audio/webm;codecs=opus`).
      if (chunks.length > 0)
        report.current({ audio: new Blob(chunks, { type: contentType }), contentType, seconds: lasted });
    };
    media.onerror = () => setError('other');
    recorder.current = media;
    media.start();
    setSeconds(0);
  }

  function stop() {
    recorder.current?.stop();
  }

  return {
    supported: contentType !== undefined,
    recording: seconds !== undefined,
    seconds: seconds ?? 0,
    error,
    start,
    stop,
  };
}
