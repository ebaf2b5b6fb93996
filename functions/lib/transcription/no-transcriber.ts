/**
 * The transcriber of a HiveKeeper without a transcription service (the local stack): it transcribes nothing, and the
 * recording is kept for the beekeeper to listen to and type what they said; the screens say so.
 */
import type { Transcriber } from './transcriber';

export function createNoTranscriber(): Transcriber {
  return {
    name: 'none',
    start: async () => 'unavailable',
    check: async () => ({ state: 'failed', reason: 'This HiveKeeper has no transcription service' }),
    forget: async () => undefined,
  };
}
