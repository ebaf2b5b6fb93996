/**
 * The transcriber of the local stack and of any stage without Amazon Transcribe: it transcribes nothing, so a
 * recording stays `untranscribed` with its audio kept for the beekeeper to listen to and type.
 */
import type { Transcriber } from './transcriber';

export function createNoTranscriber(): Transcriber {
  return {
    name: 'none',
    start: () => Promise.resolve('unavailable'),
    check: () => Promise.resolve({ state: 'failed', reason: 'This HiveKeeper has no transcription service' }),
    forget: () => Promise.resolve(),
  };
}
