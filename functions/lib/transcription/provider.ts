/** The one place HiveKeeper chooses its transcriber (placeholder until the Transcribe adapter lands). */
import { createNoTranscriber } from './no-transcriber';
import type { Transcriber } from './transcriber';

let chosen: Transcriber | undefined;

export function transcriber(): Transcriber {
  chosen ??= createNoTranscriber();
  return chosen;
}
