/**
 * How a drafter's drafts are scored against the evaluation set (`transcripts.json`), for `npm run bench:voice`:
 * field by field, a field filled with the expected value is right; precision is right / filled, recall is right /
 * expected. A draft is paired with the expected draft of the same hive (or of no hive); the fields of a draft of a
 * hive nobody spoke of count as filled and wrong, and those of a hive left out as expected and missed.
 */
import { DRAFTABLE_INSPECTION_FIELDS, type DraftableInspectionField } from '../../shared/domain/inspection-drafts';

/** A draft's values without their evidence, as the evaluation set writes what a careful beekeeper would fill. */
export interface DraftValues {
  hiveId: string | null;
  fields: Partial<Record<DraftableInspectionField, unknown>>;
}

export interface Tally {
  expected: number;
  filled: number;
  right: number;
}

export interface Score {
  fields: Record<DraftableInspectionField, Tally>;
  /** Expected drafts with a draft of the same hive, and drafts of hives that weren't expected. */
  hives: { expected: number; placed: number; unexpected: number };
  /** Expected drafts matched field for field, nothing more and nothing less. */
  drafts: { expected: number; exact: number };
}

export function emptyScore(): Score {
  const fields = Object.fromEntries(
    DRAFTABLE_INSPECTION_FIELDS.map((field) => [field, { expected: 0, filled: 0, right: 0 }]),
  ) as Record<DraftableInspectionField, Tally>;
  return { fields, hives: { expected: 0, placed: 0, unexpected: 0 }, drafts: { expected: 0, exact: 0 } };
}

function numbersIn(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)?/g) ?? [];
}

/**
 * Whether a drafted value is the expected one. Lists are compared as sets (the order a beekeeper names diseases
 * in is theirs); notes are free text, so a note is right when it carries every number of the expected note (the
 * frames and amounts a note is made of here; a ratio's parts each: "2:1" is "2 to 1"), and any note is right when
 * the expected note has none.
 */
export function sameValue(field: DraftableInspectionField, expected: unknown, drafted: unknown): boolean {
  if (field === 'notes') {
    if (typeof expected !== 'string' || typeof drafted !== 'string') return false;
    const draftedNumbers = numbersIn(drafted);
    return numbersIn(expected).every((number) => draftedNumbers.includes(number));
  }
  if (Array.isArray(expected) && Array.isArray(drafted)) {
    return expected.length === drafted.length && expected.every((item) => drafted.includes(item));
  }
  return expected === drafted;
}

/** One transcript's score: its expected drafts against what the drafter gave. */
export function scoreTranscript(expected: readonly DraftValues[], drafted: readonly DraftValues[]): Score {
  const score = emptyScore();
  for (const wanted of expected) {
    const given = drafted.find(({ hiveId }) => hiveId === wanted.hiveId);
    score.hives.expected += 1;
    score.drafts.expected += 1;
    if (given) score.hives.placed += 1;
    let exact = given !== undefined;
    for (const field of DRAFTABLE_INSPECTION_FIELDS) {
      const want = wanted.fields[field];
      const got = given?.fields[field];
      const tally = score.fields[field];
      if (want !== undefined) tally.expected += 1;
      if (got !== undefined) tally.filled += 1;
      const right = want !== undefined && got !== undefined && sameValue(field, want, got);
      if (right) tally.right += 1;
      if ((want !== undefined || got !== undefined) && !right) exact = false;
    }
    if (exact) score.drafts.exact += 1;
  }
  for (const given of drafted) {
    if (expected.some(({ hiveId }) => hiveId === given.hiveId)) continue;
    score.hives.unexpected += 1;
    for (const field of DRAFTABLE_INSPECTION_FIELDS)
      if (given.fields[field] !== undefined) score.fields[field].filled += 1;
  }
  return score;
}

/** The sum of several transcripts' scores. */
export function combineScores(scores: readonly Score[]): Score {
  const total = emptyScore();
  for (const score of scores) {
    for (const field of DRAFTABLE_INSPECTION_FIELDS) {
      total.fields[field].expected += score.fields[field].expected;
      total.fields[field].filled += score.fields[field].filled;
      total.fields[field].right += score.fields[field].right;
    }
    total.hives.expected += score.hives.expected;
    total.hives.placed += score.hives.placed;
    total.hives.unexpected += score.hives.unexpected;
    total.drafts.expected += score.drafts.expected;
    total.drafts.exact += score.drafts.exact;
  }
  return total;
}

/** All fields together: the tallies summed, so a field said often weighs more. */
export function allFields(score: Score): Tally {
  return Object.values(score.fields).reduce(
    (sum, tally) => ({
      expected: sum.expected + tally.expected,
      filled: sum.filled + tally.filled,
      right: sum.right + tally.right,
    }),
    { expected: 0, filled: 0, right: 0 },
  );
}

/** Right of filled; null when nothing was filled (no precision to speak of). */
export function precision({ right, filled }: Tally): number | null {
  return filled === 0 ? null : right / filled;
}

/** Right of expected; null when nothing was expected. */
export function recall({ right, expected }: Tally): number | null {
  return expected === 0 ? null : right / expected;
}
