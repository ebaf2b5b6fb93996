import { useEffect, useRef, useState } from 'react';

/**
 * The part of the Web Speech API's recogniser HiveKeeper uses (TypeScript's DOM library doesn't declare it): Chrome,
 * Edge and Safari have `webkitSpeechRecognition` (newer ones `SpeechRecognition` too, the same class); Firefox none.
 */
interface SpeechRecogniser {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  onresult:
    | ((event: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}
type SpeechRecogniserClass = new () => SpeechRecogniser;

/** The recognisers' errors a beekeeper is told about in words; any other is `other`. */
export type ListeningError = 'not-allowed' | 'no-speech' | 'network' | 'other';

function recogniserClass(): SpeechRecogniserClass | undefined {
  const speech = window as unknown as Record<string, SpeechRecogniserClass | undefined>;
  // The prefixed name first: every browser with a recogniser has it, and where both exist they are one class.
  return speech.webkitSpeechRecognition ?? speech.SpeechRecognition;
}

function listeningError(error: string): ListeningError {
  // 'service-not-allowed' is Chrome's word when speech is turned off for the site or the device.
  if (error === 'not-allowed' || error === 'service-not-allowed') return 'not-allowed';
  if (error === 'no-speech' || error === 'network') return error;
  return 'other';
}

interface SpeechRecognitionOptions {
  /** The language spoken (the beekeeper's). */
  lang: string;
  /** The words heard since Listen, final and interim, each time they change: the screen adds them to its text. */
  onWords: (words: string) => void;
}

/**
 * The browser's speech recogniser, listening continuously with interim results until Stop: `supported` is false
 * where the browser has none (the screen then offers typing). Where the audio goes is the browser's business: Chrome
 * sends it to Google's servers, Safari to Apple's (or on the device).
 */
export function useSpeechRecognition({ lang, onWords }: SpeechRecognitionOptions) {
  const [supported] = useState(() => recogniserClass() !== undefined);
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<ListeningError>();
  const recogniser = useRef<SpeechRecogniser | null>(null);
  const report = useRef(onWords);
  useEffect(() => {
    report.current = onWords;
  });

  // A closed dialog stops listening: the microphone is never left on.
  useEffect(() => () => recogniser.current?.stop(), []);

  function start() {
    const Recogniser = recogniserClass();
    if (!Recogniser || recogniser.current) return;
    const listener = new Recogniser();
    listener.lang = lang;
    listener.continuous = true;
    listener.interimResults = true;
    const finals: string[] = [];
    listener.onresult = (event) => {
      let interim = '';
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index];
        if (!result) continue;
        if (result.isFinal) finals[index] = result[0].transcript.trim();
        else interim += result[0].transcript;
      }
      report.current([...finals.filter(Boolean), interim.trim()].filter(Boolean).join(' '));
    };
    listener.onerror = (event) => {
      // Stopping ourselves is no error to tell.
      if (event.error !== 'aborted') setError(listeningError(event.error));
    };
    listener.onend = () => {
      recogniser.current = null;
      setListening(false);
    };
    setError(undefined);
    recogniser.current = listener;
    listener.start();
    setListening(true);
  }

  function stop() {
    recogniser.current?.stop();
  }

  return { supported, listening, error, start, stop };
}
