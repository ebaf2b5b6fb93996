/**
 * Recording Bedrock's answers to the evaluation set, so `npm run bench:voice` can score the Bedrock prompt as it
 * scores the built-in parser, without calling a model on every run.
 */
import type { InspectionDrafter } from '../../functions/lib/content/inspection-drafter';
import type { EvaluatedTranscript, RecordedAnswers } from './evaluation-set';

/**
 * Each transcript through `drafter`, as the route would send it (the transcript, the apiary's hives, the language
 * and units), one at a time; a transcript whose draft failed is left out, and the bench names it as unanswered.
 */
export async function recordAnswers(
  drafter: InspectionDrafter,
  transcripts: readonly EvaluatedTranscript[],
  log: (line: string) => void,
): Promise<RecordedAnswers> {
  const answers: RecordedAnswers = {};
  for (const { id, transcript, hives, locale, units } of transcripts) {
    try {
      answers[id] = await drafter.draftInspections({ transcript, hives, locale, units });
      log(`${id}: ${answers[id].length} drafts`);
    } catch (error) {
      log(`${id}: no answer (${(error as Error).message})`);
    }
  }
  return answers;
}
