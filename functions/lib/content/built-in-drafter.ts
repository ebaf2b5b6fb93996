/**
 * HiveKeeper's built-in parser, the drafter wherever Bedrock isn't configured (and the only one offline): plain
 * rules over the language's word table (`drafter-words/`), deterministic and without the network. It fills only
 * what the words plainly say, and every field's evidence is the very words of the transcript it came from.
 *
 * The transcript is cut at each hive name it mentions; each piece is cut again into clauses (at punctuation and at
 * words like "and" or "but"), and a clause is read as one observation: a negation in it, near the words it denies,
 * flips a yes/no ("no queen seen", "didn't see the queen") and leaves a rating out. When a field is said twice for one hive, the
 * later words win: that is how beekeepers correct themselves ("twelve mites, no, fourteen").
 */
import { VARROA_SAMPLE_BEES_DEFAULT, type VarroaMethod } from '../../../shared/domain/varroa';
import type { HiveInspectionDraft, InspectionDraftFields } from '../../../shared/schemas/inspection-draft';
import { drafterWords, type DrafterWords, type RatedPhrases } from './drafter-words';
import type { DraftableHive, DraftBrief, InspectionDrafter } from './inspection-drafter';

/** Letters that lose no accent in Unicode's decomposition but that beekeepers' keyboards and recognisers vary on. */
const FOLDED_LETTERS: Readonly<Record<string, string>> = { ł: 'l', Ł: 'l', ø: 'o', Ø: 'o', '’': "'", '‘': "'" };

/**
 * The transcript in lower case without accents, letter for letter: every index in it is the same index in the
 * transcript, so a match's words can be cut from what the beekeeper said.
 */
export function foldForMatching(text: string): string {
  let folded = '';
  for (const character of text) {
    const plain = FOLDED_LETTERS[character] ?? character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    folded += plain.length === character.length ? plain : character;
  }
  return folded;
}

const patternCache = new Map<string, RegExp>();

/** A table's pattern as whole words: "eggs" doesn't match in "legs". */
function wholeWords(pattern: string): RegExp {
  let regex = patternCache.get(pattern);
  if (!regex) {
    regex = new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'gu');
    patternCache.set(pattern, regex);
  }
  regex.lastIndex = 0;
  return regex;
}

function anyOf(patterns: readonly string[]): string {
  return patterns.join('|');
}

interface Span {
  start: number;
  end: number;
}

function matchesIn(folded: string, pattern: string, within: Span): Span[] {
  const regex = wholeWords(pattern);
  const spans: Span[] = [];
  const text = folded.slice(within.start, within.end);
  for (const match of text.matchAll(regex)) {
    spans.push({ start: within.start + match.index, end: within.start + match.index + match[0].length });
  }
  return spans;
}

// --- Numbers -------------------------------------------------------------------------------------------------------

interface SpokenNumber extends Span {
  value: number;
}

const TOKEN = /\d+(?::\d+)+|\d+(?:[.,]\d+)?|[\p{L}']+/gu;

/** The place a further part may fill: "twenty" takes units, "three hundred" tens, "twenty-four" nothing more. */
function openPlace(value: number): number {
  if (value === 0) return 0;
  if (value % 100 === 0) return 100;
  if (value % 10 === 0) return 10;
  return 1;
}

/** Every number said in a span, in digits or in words ("twenty four", "trois cents", "vierundzwanzig"). */
export function spokenNumbers(folded: string, within: Span, words: DrafterWords): SpokenNumber[] {
  const tokens = [...folded.slice(within.start, within.end).matchAll(TOKEN)].map((match) => ({
    text: match[0],
    start: within.start + match.index,
    end: within.start + match.index + match[0].length,
  }));
  const valueOf = (text: string): number | undefined => {
    if (/^\d+$/.test(text)) return Number(text);
    if (/^\d+[.,]\d+$/.test(text)) return Number(text.replace(',', '.'));
    return words.numbers[text];
  };
  const numbers: SpokenNumber[] = [];
  let current: SpokenNumber | undefined;
  const close = () => {
    if (current) numbers.push(current);
    current = undefined;
  };
  for (const [index, token] of tokens.entries()) {
    const adjacent = current !== undefined && /^[\s-]*$/.test(folded.slice(current.end, token.start));
    if (current && adjacent && words.hundreds.includes(token.text) && current.value > 0 && current.value < 10) {
      current = { ...current, value: current.value * 100, end: token.end };
      continue;
    }
    const value = valueOf(token.text);
    if (value === undefined) {
      const next = tokens[index + 1];
      const joins =
        current && adjacent && words.numberJoiners.includes(token.text) && next && valueOf(next.text) !== undefined;
      if (joins && current) current = { ...current, end: token.end };
      else close();
      continue;
    }
    const digits = /^\d/.test(token.text);
    if (current && adjacent && !digits && value < openPlace(current.value) && Number.isInteger(current.value)) {
      current = { ...current, value: current.value + value, end: token.end };
      continue;
    }
    close();
    current = { value, start: token.start, end: token.end };
  }
  close();
  return numbers;
}

// --- Hives ---------------------------------------------------------------------------------------------------------

interface HivePiece extends Span {
  hiveId: string | null;
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A hive's name as it may be said: any spacing, and its numbers in digits or words ("Hive 2", "hive two"). */
function spokenName(name: string, words: DrafterWords): string {
  const numberWordsOf = (value: number) =>
    Object.entries(words.numbers)
      .filter(([, wordValue]) => wordValue === value)
      .map(([word]) => escapeForPattern(word));
  return foldForMatching(name.trim())
    .split(/\s+/)
    .map((part) =>
      /^\d+$/.test(part) ? `(?:${[part, ...numberWordsOf(Number(part))].join('|')})` : escapeForPattern(part),
    )
    .join('\\s+');
}

/**
 * The transcript cut at each hive name it mentions: the words after a name, up to the next, are that hive's; the
 * words before any name belong to no hive (or to the apiary's only hive).
 */
function hivePieces(
  transcript: string,
  folded: string,
  hives: readonly DraftableHive[],
  words: DrafterWords,
): HivePiece[] {
  const mentions = hives
    .flatMap((hive) => {
      const name = spokenName(hive.name, words);
      return name ? matchesIn(folded, name, { start: 0, end: folded.length }).map((span) => ({ ...span, hive })) : [];
    })
    .sort((a, b) => a.start - b.start || b.end - a.end)
    // The longer name wins where two overlap ("Clover 2" over "Clover").
    .reduce<(Span & { hive: DraftableHive })[]>(
      (kept, mention) => (mention.start >= (kept.at(-1)?.end ?? 0) ? [...kept, mention] : kept),
      [],
    );
  const onlyHive = hives.length === 1 ? (hives[0]?.id ?? null) : null;
  const pieces: HivePiece[] = [{ hiveId: onlyHive, start: 0, end: mentions[0]?.start ?? transcript.length }];
  mentions.forEach((mention, index) => {
    const end = mentions[index + 1]?.start ?? transcript.length;
    pieces.push({ hiveId: onlyHive ?? mention.hive.id, start: mention.end, end });
  });
  return pieces;
}

// --- Clauses -------------------------------------------------------------------------------------------------------

/** One observation's words: cut at punctuation (not inside "1.5" or "1:1") and at the language's clause words. */
function clausesOf(folded: string, piece: Span, words: DrafterWords): Span[] {
  const breaks = wholeWords(anyOf(words.clauseBreaks)).source;
  const splitter = new RegExp(`[;!?\\n]+|[.,:](?!\\d)|${breaks}`, 'gu');
  const clauses: Span[] = [];
  let start = piece.start;
  for (const match of folded.slice(piece.start, piece.end).matchAll(splitter)) {
    clauses.push({ start, end: piece.start + match.index });
    start = piece.start + match.index + match[0].length;
  }
  clauses.push({ start, end: piece.end });
  return clauses.map((clause) => trimmed(folded, clause)).filter((clause) => clause.end > clause.start);
}

function trimmed(text: string, { start, end }: Span): Span {
  while (start < end && /[\s"'()-]/u.test(text.charAt(start))) start += 1;
  while (end > start && /[\s"'()-]/u.test(text.charAt(end - 1))) end -= 1;
  return { start, end };
}

// --- Reading a hive's words ----------------------------------------------------------------------------------------

type FieldName = keyof InspectionDraftFields;
type FieldValue<Name extends FieldName> = NonNullable<InspectionDraftFields[Name]>['value'];

/** What one hive's words said, field by field, with the span of words each came from. */
class HiveReading {
  private readonly found = new Map<FieldName, { value: unknown; evidence: Span }>();
  private readonly lists = { diseases: new Map<string, Span>(), treatments: new Map<string, Span>() };
  private readonly notes: { text: string; evidence: Span }[] = [];

  constructor(private readonly transcript: string) {}

  set<Name extends FieldName>(field: Name, value: FieldValue<Name>, evidence: Span): void {
    this.found.set(field, { value, evidence });
  }

  unset(field: FieldName): void {
    this.found.delete(field);
  }

  addToList(field: 'diseases' | 'treatments', name: string, evidence: Span): void {
    if (!this.lists[field].has(name)) this.lists[field].set(name, evidence);
  }

  note(text: string, evidence: Span): void {
    if (!this.notes.some((note) => note.evidence.start === evidence.start)) this.notes.push({ text, evidence });
  }

  fields(): InspectionDraftFields {
    // A clause of a transcript without punctuation can run long: its first words stand for it.
    const words = (span: Span) =>
      this.transcript.slice(span.start, Math.min(span.end, span.start + EVIDENCE_MAX_LENGTH)).trimEnd();
    const fields: Record<string, { value: unknown; evidence: string }> = {};
    for (const [field, { value, evidence }] of this.found) fields[field] = { value, evidence: words(evidence) };
    for (const field of ['diseases', 'treatments'] as const) {
      const named = [...this.lists[field]];
      if (named.length === 0) continue;
      fields[field] = { value: named.map(([name]) => name), evidence: words(covering(named.map(([, span]) => span))) };
    }
    if (this.notes.length > 0) {
      const notes = [...this.notes].sort((a, b) => a.evidence.start - b.evidence.start);
      fields.notes = {
        value: notes.map(({ text }) => text).join('; '),
        evidence: words(covering(notes.map(({ evidence }) => evidence))),
      };
    }
    return fields as InspectionDraftFields;
  }
}

/** The evidence of a field filled from several places: all of them, or the first when that would be too long. */
const EVIDENCE_MAX_LENGTH = 500;
function covering(spans: readonly Span[]): Span {
  const first = spans.reduce((earliest, span) => (span.start < earliest.start ? span : earliest));
  const whole = { start: first.start, end: Math.max(...spans.map(({ end }) => end)) };
  return whole.end - whole.start <= EVIDENCE_MAX_LENGTH ? whole : first;
}

/**
 * How many words may stand between a negation and what it denies: "didn't see the queen", "non ho visto la regina",
 * "Königin hab ich nicht gesehen". Further off, it denies something else said in the same breath, which matters
 * most in a transcript without punctuation ("no eggs but two queen cells").
 */
const NEGATION_REACH_WORDS = 3;

function wordsBetween(folded: string, from: number, to: number): number {
  return folded.slice(from, to).match(/[\p{L}\p{N}']+/gu)?.length ?? 0;
}

/** Whether a negation in the clause, near the match but outside it, denies what the match says. */
function saysNo(folded: string, clause: Span, match: Span, words: DrafterWords): boolean {
  const negation = anyOf(words.negations);
  const before = matchesIn(folded, negation, { start: clause.start, end: match.start });
  const after = matchesIn(folded, negation, { start: match.end, end: clause.end });
  return (
    before.some((found) => wordsBetween(folded, found.end, match.start) <= NEGATION_REACH_WORDS) ||
    after.some((found) => wordsBetween(folded, match.end, found.start) <= NEGATION_REACH_WORDS)
  );
}

/**
 * The part of a clause said before a plan: words about the future ("I'll treat next week and do a roll") make the
 * rest of their sentence a plan, not what came before them ("twelve mites, I'll treat next week"). Null when the
 * whole clause is planned.
 */
function unplanned(folded: string, clause: Span, words: DrafterWords): Span | null {
  const sentenceStart = folded.slice(0, clause.start).search(/[.!?;\n][^.!?;\n]*$/u) + 1;
  const [plan] = matchesIn(folded, anyOf(words.intentions), { start: sentenceStart, end: clause.end });
  if (!plan) return clause;
  return plan.start <= clause.start ? null : trimmed(folded, { start: clause.start, end: plan.start });
}

function isUnplanned(folded: string, clause: Span, match: Span, words: DrafterWords): boolean {
  const said = unplanned(folded, clause, words);
  return said !== null && match.end <= said.end;
}

function firstRating(folded: string, clause: Span, phrases: RatedPhrases): { rating: number; match: Span } | null {
  for (const [pattern, rating] of phrases) {
    const [match] = matchesIn(folded, pattern, clause);
    if (match) return { rating, match };
  }
  return null;
}

type YesNoField = 'queenCells' | 'eggsPresent' | 'openBrood' | 'cappedBrood';

function readClause(folded: string, spoken: Span, words: DrafterWords, reading: HiveReading): void {
  const clause = unplanned(folded, spoken, words);
  if (!clause || clause.end <= clause.start) return;
  const yesNo = (field: YesNoField | 'queenSeen', match: Span) =>
    reading.set(field, !saysNo(folded, clause, match, words), clause);

  const queenCells = matchesIn(folded, words.queenCells, clause);
  for (const match of queenCells) yesNo('queenCells', match);
  const queen = matchesIn(folded, words.queen, clause).find(
    (match) => !queenCells.some((cells) => cells.start <= match.start && match.start < cells.end),
  );
  if (queen) {
    const seen = matchesIn(folded, anyOf(words.seeing), clause).length > 0;
    if (saysNo(folded, clause, queen, words)) reading.set('queenSeen', false, clause);
    else if (seen) reading.set('queenSeen', true, clause);
  }
  for (const match of matchesIn(folded, anyOf(words.queenNotSeen), clause)) reading.set('queenSeen', false, match);

  const [allStages] = matchesIn(folded, words.allStages, clause);
  if (allStages) for (const field of ['eggsPresent', 'openBrood', 'cappedBrood'] as const) yesNo(field, allStages);
  const diseaseWords = anyOf(words.diseases.map(([pattern]) => pattern));
  const inDisease = (match: Span) =>
    matchesIn(folded, diseaseWords, clause).some((disease) => disease.start <= match.start && match.end <= disease.end);
  for (const [field, pattern] of [
    ['eggsPresent', words.eggs],
    ['openBrood', words.openBrood],
    ['cappedBrood', words.cappedBrood],
  ] as const) {
    const [match] = matchesIn(folded, pattern, clause).filter((found) => !inDisease(found));
    if (match) yesNo(field, match);
  }

  for (const field of ['temperament', 'foodStores', 'population', 'broodPattern'] as const) {
    const found = firstRating(folded, clause, words[field]);
    if (found && !saysNo(folded, clause, found.match, words)) reading.set(field, found.rating, clause);
  }

  const [beetle] = matchesIn(folded, words.beetles, clause);
  if (beetle) reading.set('smallHiveBeetle', beetleRating(folded, clause, beetle, words), clause);

  for (const [pattern, name] of words.diseases) {
    const [match] = matchesIn(folded, pattern, clause);
    if (match && !saysNo(folded, clause, match, words)) reading.addToList('diseases', name, clause);
  }
  for (const [pattern, name] of words.treatments) {
    const [match] = matchesIn(folded, pattern, clause);
    if (match && !saysNo(folded, clause, match, words)) reading.addToList('treatments', name, clause);
  }
}

/** Small hive beetles on the form's scale (1 none seen .. 5 many), from how many were counted or how it was said. */
function beetleRating(folded: string, clause: Span, beetle: Span, words: DrafterWords): number {
  if (saysNo(folded, clause, beetle, words)) return 1;
  const [counted] = spokenNumbers(folded, { start: clause.start, end: beetle.start }, words).slice(-1);
  if (counted) {
    if (counted.value === 0) return 1;
    if (counted.value <= 3) return 2;
    if (counted.value <= 10) return 3;
    return counted.value <= 30 ? 4 : 5;
  }
  return firstRating(folded, clause, words.beetleQuantities)?.rating ?? 2;
}

/** "Open and capped brood" is one observation, though "and" would cut it in two. */
function readBroodInOneBreath(folded: string, piece: Span, words: DrafterWords, reading: HiveReading): void {
  for (const match of matchesIn(folded, words.openAndCapped, piece)) {
    const clause = clauseAround(folded, piece, { start: match.start, end: match.start }, words);
    const seen = !saysNo(folded, clause, { start: match.start, end: clause.end }, words);
    reading.set('openBrood', seen, match);
    reading.set('cappedBrood', seen, match);
  }
}

// --- Varroa, frames and feeding ------------------------------------------------------------------------------------

/** A number and the word it counts ("12 mites"), as evidence. */
type Counted = Span & { value: number };

/** How many words may stand between a number and what it counts ("12 varroa mites", "300 worker bees"). */
const WORDS_TO_UNIT = 2;

function unitAfter(folded: string, number: SpokenNumber, unit: string, limit: number): Span | null {
  const rest = folded.slice(number.end, limit);
  const match = new RegExp(`^\\s*(?:[\\p{L}']+\\s+){0,${WORDS_TO_UNIT}}?(${unit})(?![\\p{L}\\p{N}])`, 'u').exec(rest);
  return match ? { start: number.start, end: number.end + match[0].length } : null;
}

/**
 * A varroa check: the method named ("alcohol wash", "sugar roll", "sticky board") and the numbers that go with it,
 * each by the word after it (mites, bees, days). A wash or roll whose sample isn't said took the usual 300 bees.
 * A count without a method is left out: the form refuses it, and the beekeeper knows how they counted.
 */
function readVarroa(folded: string, piece: Span, words: DrafterWords, reading: HiveReading): void {
  const said = (kind: 'named' | 'brief') =>
    words.varroaMethods
      .flatMap((check) => matchesIn(folded, check[kind], piece).map((match) => ({ match, method: check.method })))
      .filter(({ match }) => isUnplanned(folded, clauseAround(folded, piece, match, words), match, words));
  const named = said('named').sort((a, b) => a.match.start - b.match.start);
  const methods = [...named, ...said('brief')].sort((a, b) => a.match.start - b.match.start);
  if (methods.length === 0) return;
  const numbers = spokenNumbers(folded, piece, words);
  let mites: Counted | null = null;
  let sampleBees: Counted | null = null;
  let boardDays: Counted | null = null;
  for (const number of numbers) {
    if (!Number.isInteger(number.value)) continue;
    const next = numbers.find((later) => later.start > number.end)?.start ?? piece.end;
    const counted = (unit: string) => unitAfter(folded, number, unit, next);
    if (counted(words.frames)) continue;
    const asMites = counted(words.mites);
    const asBees = counted(words.bees);
    const asDays = counted(words.days);
    if (asMites) mites = { ...asMites, value: number.value };
    else if (asBees) sampleBees = { ...asBees, value: number.value };
    else if (asDays) boardDays = { ...asDays, value: number.value };
    else if (standsAlone(folded, number, next) && number.start > (methods[0]?.match.start ?? piece.end)) {
      // A bare number after the check is its count ("sugar roll, four, no, six"), or its sample when in the hundreds.
      if (number.value >= BARE_SAMPLE_MIN) sampleBees = { ...number };
      else mites = { ...number };
    }
  }
  for (const none of matchesIn(folded, `(?:${anyOf(words.negations)})\\s+(?:${words.mites})`, piece)) {
    if (!mites || none.start > mites.start) mites = { ...none, value: 0 };
  }
  // A count names the check however briefly ("24 on the board"); without one, only the method's full name does.
  const { match, method } = named.at(-1) ?? (mites ? methods.at(-1) : undefined) ?? {};
  if (!match || !method) return;
  reading.set('varroaMethod', method, match);
  if (mites) reading.set('varroaMites', mites.value, mites);
  fillSample(method, sampleBees, boardDays, match, reading);
}

function fillSample(
  method: Exclude<VarroaMethod, 'none'>,
  sampleBees: Counted | null,
  boardDays: Counted | null,
  methodWords: Span,
  reading: HiveReading,
): void {
  // The form takes a sample only with a wash or roll, and days only with a board: a corrected method drops the other.
  if (method === 'sticky_board') {
    reading.unset('varroaSampleBees');
    if (boardDays) reading.set('varroaBoardDays', boardDays.value, boardDays);
    return;
  }
  reading.unset('varroaBoardDays');
  if (sampleBees) reading.set('varroaSampleBees', sampleBees.value, sampleBees);
  else reading.set('varroaSampleBees', VARROA_SAMPLE_BEES_DEFAULT, methodWords);
}

/** A bare number large enough to be a wash's sample rather than its mites ("a wash of 300, 12 mites"). */
const BARE_SAMPLE_MIN = 100;

/** A number with nothing after it before the clause ends: "six." or "four, no". */
function standsAlone(folded: string, number: SpokenNumber, next: number): boolean {
  return /^\s*(?:[.,;:!?]|$)/u.test(folded.slice(number.end, next));
}

function clauseAround(folded: string, piece: Span, match: Span, words: DrafterWords): Span {
  return (
    clausesOf(folded, piece, words).find((clause) => clause.start <= match.start && match.end <= clause.end) ?? match
  );
}

/** Words as a note: numbers in digits ("seven frames of bees" is noted "7 frames of bees"). */
function noted(transcript: string, folded: string, span: Span, words: DrafterWords): string {
  let text = '';
  let at = span.start;
  for (const number of spokenNumbers(folded, span, words)) {
    text += transcript.slice(at, number.start) + String(number.value);
    at = number.end;
  }
  return text + transcript.slice(at, span.end);
}

/** The treatments that are feeds: the amount given goes to the notes. */
const FEEDS = new Set<string>(['Sugar syrup', 'Fondant', 'Pollen patty']);

/**
 * Frames of bees or brood and the amount fed go to the notes: the inspection has no field for a frame count, and
 * the treatments list names a feed, not how much of it.
 */
function readNotes(transcript: string, folded: string, piece: Span, words: DrafterWords, reading: HiveReading): void {
  for (const number of spokenNumbers(folded, piece, words)) {
    const frames = unitAfter(folded, number, words.frames, piece.end);
    if (frames) reading.note(noted(transcript, folded, frames, words), frames);
  }
  const feeds = anyOf(words.treatments.filter(([, name]) => FEEDS.has(name)).map(([pattern]) => pattern));
  for (const clause of clausesOf(folded, piece, words)) {
    const amount = spokenNumbers(folded, clause, words).some(
      (number) => !words.articles.includes(folded.slice(number.start, number.end)),
    );
    const [feed] = matchesIn(folded, feeds, clause);
    if (amount && feed && isUnplanned(folded, clause, feed, words)) {
      reading.note(noted(transcript, folded, clause, words), clause);
    }
  }
}

// --- The drafter ---------------------------------------------------------------------------------------------------

/**
 * The drafts of a transcript, in the order the hives were spoken of. The beekeeper's units don't change what is
 * read: amounts go to the notes in the words (and units) they were said in.
 */
export function draftFromTranscript({ transcript, hives, locale }: DraftBrief): HiveInspectionDraft[] {
  const words = drafterWords(locale);
  const folded = foldForMatching(transcript);
  const readings = new Map<string | null, HiveReading>();
  for (const piece of hivePieces(transcript, folded, hives, words)) {
    const reading = readings.get(piece.hiveId) ?? new HiveReading(transcript);
    readings.set(piece.hiveId, reading);
    readBroodInOneBreath(folded, piece, words, reading);
    for (const clause of clausesOf(folded, piece, words)) readClause(folded, clause, words, reading);
    readVarroa(folded, piece, words, reading);
    readNotes(transcript, folded, piece, words, reading);
  }
  return [...readings]
    .map(([hiveId, reading]) => ({ hiveId, fields: reading.fields() }))
    .filter(({ fields }) => Object.keys(fields).length > 0);
}

export function createBuiltInDrafter(): InspectionDrafter {
  return {
    name: 'built-in',
    draftInspections: async (brief) => draftFromTranscript(brief),
  };
}
