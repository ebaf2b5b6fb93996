/**
 * The voice inspections' evaluation set (`transcripts.json`: what beekeepers say, with the drafts a careful
 * beekeeper would fill) and where Bedrock's recorded answers to it are kept, for the bench and its recorder.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../shared/i18n/locales';
import type { UnitSystem } from '../../shared/rules/units';
import type { HiveInspectionDraft } from '../../shared/schemas/inspection-draft';
import type { DraftableHive } from '../../functions/lib/content/inspection-drafter';
import type { DraftValues } from './score';

export interface EvaluatedTranscript {
  id: string;
  locale: Locale;
  units: UnitSystem;
  hives: DraftableHive[];
  transcript: string;
  expected: DraftValues[];
  /** Written after the built-in parser's word tables and never tuned on: its score on words it hasn't seen. */
  heldOut?: boolean;
}

/** Bedrock's drafts by transcript id, as `npm run bench:voice:record` writes them. */
export type RecordedAnswers = Record<string, HiveInspectionDraft[]>;

export const BEDROCK_ANSWERS_FILE = join(import.meta.dirname, 'bedrock-answers.json');

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export function readEvaluationSet(): EvaluatedTranscript[] {
  return readJson<EvaluatedTranscript[]>(join(import.meta.dirname, 'transcripts.json'));
}
