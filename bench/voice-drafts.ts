/**
 * `npm run bench:voice`: how well each drafter turns the evaluation set's transcripts (`bench/voice/transcripts.json`,
 * ten languages) into the drafts a careful beekeeper would fill: per-field precision and recall, hives placed right
 * and exact drafts, overall and per language (`bench/voice/score.ts`). The built-in parser runs here; Bedrock is
 * scored from its recorded answers (`bench/voice/bedrock-answers.json`), when someone with Bedrock has recorded them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DRAFTABLE_INSPECTION_FIELDS } from '../shared/domain/inspection-drafts';
import type { Locale } from '../shared/i18n/locales';
import type { UnitSystem } from '../shared/rules/units';
import { hiveInspectionDraftSchema, type HiveInspectionDraft } from '../shared/schemas/inspection-draft';
import { createBuiltInDrafter } from '../functions/lib/content/built-in-drafter';
import type { DraftableHive } from '../functions/lib/content/inspection-drafter';
import {
  allFields,
  combineScores,
  precision,
  recall,
  scoreTranscript,
  type DraftValues,
  type Score,
} from './voice/score';

interface EvaluatedTranscript {
  id: string;
  locale: Locale;
  units: UnitSystem;
  hives: DraftableHive[];
  transcript: string;
  expected: DraftValues[];
  /** Written after the built-in parser's word tables and never tuned on: its score on words it hasn't seen. */
  heldOut?: boolean;
}

const VOICE_DIR = join(import.meta.dirname, 'voice');
const BEDROCK_ANSWERS = join(VOICE_DIR, 'bedrock-answers.json');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function valuesOf(draft: HiveInspectionDraft): DraftValues {
  return {
    hiveId: draft.hiveId,
    fields: Object.fromEntries(Object.entries(draft.fields).map(([field, { value }]) => [field, value])),
  };
}

/**
 * Drafts the route would refuse (not the schema's shape, or evidence that isn't the beekeeper's words) are
 * counted, and scored as no drafts at all.
 */
function checked(transcript: EvaluatedTranscript, drafts: readonly HiveInspectionDraft[]): DraftValues[] | null {
  const valid = drafts.every(
    (draft) =>
      hiveInspectionDraftSchema.safeParse(draft).success &&
      Object.values(draft.fields).every(({ evidence }) => transcript.transcript.includes(evidence)),
  );
  return valid ? drafts.map(valuesOf) : null;
}

const percent = (share: number | null) => (share === null ? '-' : `${(share * 100).toFixed(0)}%`);
const languageOf = (locale: Locale) => locale.split('-')[0] ?? locale;

function report(name: string, scores: { transcript: EvaluatedTranscript; score: Score }[], refused: string[]): void {
  const total = combineScores(scores.map(({ score }) => score));
  console.log(`\n${name}: ${scores.length} transcripts`);
  if (refused.length > 0) console.log(`  drafts the route would refuse (scored as none): ${refused.join(', ')}`);
  console.table(
    Object.fromEntries(
      DRAFTABLE_INSPECTION_FIELDS.map((field) => {
        const tally = total.fields[field];
        return [
          field,
          {
            expected: tally.expected,
            filled: tally.filled,
            right: tally.right,
            precision: percent(precision(tally)),
            recall: percent(recall(tally)),
          },
        ];
      }),
    ),
  );
  const languages = [...new Set(scores.map(({ transcript }) => languageOf(transcript.locale)))];
  const row = (score: Score, transcripts: number) => {
    const fields = allFields(score);
    return {
      transcripts,
      'field precision': percent(precision(fields)),
      'field recall': percent(recall(fields)),
      'hives placed': `${score.hives.placed}/${score.hives.expected}`,
      'unexpected drafts': score.hives.unexpected,
      'exact drafts': `${score.drafts.exact}/${score.drafts.expected} (${percent(score.drafts.exact / score.drafts.expected)})`,
    };
  };
  const rowOf = (label: string, chosen: typeof scores) =>
    [label, row(combineScores(chosen.map(({ score }) => score)), chosen.length)] as const;
  const byLanguage = languages.map((language) =>
    rowOf(
      language,
      scores.filter(({ transcript }) => languageOf(transcript.locale) === language),
    ),
  );
  console.table(
    Object.fromEntries([
      ['all', row(total, scores.length)],
      rowOf(
        'tuned on',
        scores.filter(({ transcript }) => !transcript.heldOut),
      ),
      rowOf(
        'held out',
        scores.filter(({ transcript }) => transcript.heldOut),
      ),
      ...byLanguage,
    ]),
  );
}

async function main(): Promise<void> {
  const transcripts = readJson<EvaluatedTranscript[]>(join(VOICE_DIR, 'transcripts.json'));
  const drafter = createBuiltInDrafter();
  const refused: string[] = [];
  const builtIn = [];
  for (const transcript of transcripts) {
    const drafts = checked(transcript, await drafter.draftInspections(transcript));
    if (!drafts) refused.push(transcript.id);
    builtIn.push({ transcript, score: scoreTranscript(transcript.expected, drafts ?? []) });
  }
  report('Built-in parser', builtIn, refused);

  // The browser's speech recognition mostly gives words without punctuation: the same transcripts as it would.
  const unpunctuated = [];
  const unpunctuatedRefused: string[] = [];
  for (const transcript of transcripts) {
    const spoken = { ...transcript, transcript: transcript.transcript.replace(/[.,;:!?]+(?=\s|$)/gu, '') };
    const drafts = checked(spoken, await drafter.draftInspections(spoken));
    if (!drafts) unpunctuatedRefused.push(transcript.id);
    unpunctuated.push({ transcript, score: scoreTranscript(transcript.expected, drafts ?? []) });
  }
  report('Built-in parser, the same transcripts without punctuation', unpunctuated, unpunctuatedRefused);

  if (!existsSync(BEDROCK_ANSWERS)) {
    console.log(
      '\nBedrock: no answers recorded. Record them on a stage with Bedrock credentials (each transcript of',
      'bench/voice/transcripts.json through the Bedrock drafter) into bench/voice/bedrock-answers.json as',
      '{ "<transcript id>": [the drafts it returned] }, then run this bench again.',
    );
    return;
  }
  const answers = readJson<Record<string, HiveInspectionDraft[]>>(BEDROCK_ANSWERS);
  const bedrockRefused: string[] = [];
  const unanswered = transcripts.filter(({ id }) => !(id in answers)).map(({ id }) => id);
  const bedrock = transcripts
    .filter(({ id }) => id in answers)
    .map((transcript) => {
      const drafts = checked(transcript, answers[transcript.id] ?? []);
      if (!drafts) bedrockRefused.push(transcript.id);
      return { transcript, score: scoreTranscript(transcript.expected, drafts ?? []) };
    });
  if (unanswered.length > 0) console.log(`\nBedrock has no recorded answer for: ${unanswered.join(', ')}`);
  report('Bedrock (recorded answers)', bedrock, bedrockRefused);
}

await main();
