/**
 * The header search's term index: every hive, apiary, inspection, treatment and task is found by up to 16 distinct
 * words of its texts (`shared/rules/search.ts`), each a term item in the owner's partition whose sort key starts with the word
 * (`entities/search-term.ts`). The term items are written, replaced and removed in the same transaction as the
 * record itself, so a committed write is found by its new words at once and a deleted record by none.
 *
 * A search costs one Query per word typed (at most four; the last word matched as a prefix), each one page of at
 * most TERM_MATCHES_READ items newest first, then one BatchGet per record type found and one for the hive names of
 * the inspections, treatments and tasks: never more, however many records the beekeeper keeps.
 */
import type { EntityItem } from 'electrodb';
import { compareMatches, parseQuery, snippetOf, termsOf, type SearchMatch } from '../../../shared/rules/search';
import { SEARCH_RESULT_LIMIT, type SearchRecordType } from '../../../shared/domain/search';
import type { SearchResult } from '../../../shared/schemas/search';
import type { Caller } from '../caller';
import { ApiaryEntity } from './entities/apiary';
import { HiveEntity } from './entities/hive';
import { InspectionEntity } from './entities/inspection';
import { SearchTermEntity } from './entities/search-term';
import { TaskEntity } from './entities/task';
import { TreatmentEntity } from './entities/treatment';
import type { TransactionEntities, TransactionItem } from './transactions';

type HiveRecord = EntityItem<typeof HiveEntity>;
type ApiaryRecord = EntityItem<typeof ApiaryEntity>;
type InspectionRecord = EntityItem<typeof InspectionEntity>;
type TreatmentRecord = EntityItem<typeof TreatmentEntity>;
type TaskRecord = EntityItem<typeof TaskEntity>;

/**
 * Term items read per word: the newest 500 records with it (a page well under DynamoDB's 1 MB). A word in more
 * records than that finds the newest of them, and a second word is intersected with those.
 */
const TERM_MATCHES_READ = 500;

/** The texts each record is found by, most telling first (the first 16 distinct words are kept). */
export const searchedTexts = {
  hive: ({ name, notes }: Pick<HiveRecord, 'name' | 'notes'>) => [name, notes],
  apiary: ({ name, location, description }: Pick<ApiaryRecord, 'name' | 'location' | 'description'>) => [
    name,
    location,
    description,
  ],
  // The diseases seen are few short words: first, so a long note can't push them out.
  inspection: ({ diseases, notes }: Pick<InspectionRecord, 'diseases' | 'notes'>) => [...(diseases ?? []), notes],
  treatment: ({ treatmentName, notes }: Pick<TreatmentRecord, 'treatmentName' | 'notes'>) => [treatmentName, notes],
  task: ({ title, description }: Pick<TaskRecord, 'title' | 'description'>) => [title, description],
} as const;

/** The words a record is found by. */
export function searchTermsOf<Type extends SearchRecordType>(
  type: Type,
  record: Parameters<(typeof searchedTexts)[Type]>[0],
): string[] {
  const texts = (searchedTexts[type] as (record: unknown) => (string | undefined)[])(record);
  return termsOf(texts);
}

/** A record's place in the index: its owner, type and id. */
export interface IndexedRecord {
  userId: string;
  recordType: SearchRecordType;
  recordId: string;
}

/**
 * The term items a write of the record changes, for its transaction: a put for each word it gains and a delete for
 * each it loses (`before` empty for a create, `after` empty for a delete). Unchanged words are left alone, so an
 * edit that keeps the texts adds nothing to its transaction.
 */
export function termUpdates(
  entities: TransactionEntities,
  record: IndexedRecord,
  before: readonly string[],
  after: readonly string[],
): TransactionItem[] {
  const added = after.filter((term) => !before.includes(term));
  const removed = before.filter((term) => !after.includes(term));
  return [
    ...added.map((term) => entities.searchTerm.put({ ...record, term }).commit()),
    ...removed.map((term) => entities.searchTerm.delete({ ...record, term }).commit()),
  ];
}

/**
 * The first records that fit a transaction of `items` items with their search words, in order: the first always
 * does (16 words at most), then as many more as the items left allow. How a cascade fills its transactions.
 */
export function recordsFitting<Indexed>(
  records: readonly Indexed[],
  termsOf: (record: Indexed) => readonly string[],
  items: number,
): Indexed[] {
  const fitting: Indexed[] = [];
  let used = 0;
  for (const record of records) {
    used += 1 + termsOf(record).length;
    if (used > items && fitting.length > 0) break;
    fitting.push(record);
  }
  return fitting;
}

/** The term items of one query word: whole-word matches only, or every word it starts (the last word typed). */
async function termMatches(userId: string, word: string, asPrefix: boolean) {
  const query = asPrefix
    ? SearchTermEntity.query.term({ userId }).begins({ term: word })
    : SearchTermEntity.query.term({ userId, term: word });
  const { data } = await query.go({ order: 'desc', limit: TERM_MATCHES_READ, pages: 1 });
  return data;
}

/** The records that have every word of the query, best first (`compareMatches`). */
async function matchesOf(userId: string, query: string): Promise<SearchMatch[]> {
  const { words, prefix } = parseQuery(query);
  const searched = [
    ...words.map((word) => ({ word, asPrefix: false })),
    ...(prefix ? [{ word: prefix, asPrefix: true }] : []),
  ];
  // Punctuation alone has no word to look for.
  if (searched.length === 0) return [];
  const found = await Promise.all(searched.map(({ word, asPrefix }) => termMatches(userId, word, asPrefix)));
  const matches = new Map<string, SearchMatch & { words: Set<number> }>();
  found.forEach((items, wordIndex) => {
    const { word } = searched[wordIndex] ?? { word: '' };
    for (const { recordType, recordId, term } of items) {
      const key = `${recordType}#${recordId}`;
      const match = matches.get(key) ?? { recordType, recordId, matchedTerms: [], exactWords: 0, words: new Set() };
      matches.set(key, match);
      if (!match.matchedTerms.includes(term)) match.matchedTerms.push(term);
      if (term === word && !match.words.has(wordIndex)) match.exactWords++;
      match.words.add(wordIndex);
    }
  });
  return [...matches.values()]
    .filter((match) => match.words.size === searched.length)
    .map(({ words: _words, ...match }) => match)
    .sort(compareMatches);
}

/** The records of the best matches: one BatchGet per type found (at most SEARCH_RESULT_LIMIT keys in all). */
async function recordsOf(userId: string, matches: readonly SearchMatch[]) {
  const idsOf = (type: SearchRecordType) =>
    matches.filter((match) => match.recordType === type).map((match) => match.recordId);
  const batch = async <Record>(ids: string[], get: (ids: string[]) => Promise<{ data: Record[] }>) =>
    ids.length === 0 ? [] : (await get(ids)).data;
  const [hives, apiaries, inspections, treatments, tasks] = await Promise.all([
    batch(idsOf('hive'), (ids) => HiveEntity.get(ids.map((hiveId) => ({ userId, hiveId }))).go()),
    batch(idsOf('apiary'), (ids) => ApiaryEntity.get(ids.map((apiaryId) => ({ userId, apiaryId }))).go()),
    batch(idsOf('inspection'), (ids) =>
      InspectionEntity.get(ids.map((inspectionId) => ({ userId, inspectionId }))).go(),
    ),
    batch(idsOf('treatment'), (ids) => TreatmentEntity.get(ids.map((treatmentId) => ({ userId, treatmentId }))).go()),
    batch(idsOf('task'), (ids) => TaskEntity.get(ids.map((taskId) => ({ userId, taskId }))).go()),
  ]);
  return { hives, apiaries, inspections, treatments, tasks };
}

/** The names of the hives the other records found belong to (one BatchGet), besides the hives already read. */
async function hiveNamesOf(
  userId: string,
  records: readonly { hiveId?: string | undefined }[],
  hives: readonly HiveRecord[],
) {
  const names = new Map(hives.map((hive) => [hive.hiveId, hive.name]));
  const hiveIds = records.flatMap(({ hiveId }) => (hiveId === undefined ? [] : [hiveId]));
  const missing = [...new Set(hiveIds)].filter((id) => !names.has(id));
  if (missing.length > 0) {
    const { data } = await HiveEntity.get(missing.map((hiveId) => ({ userId, hiveId }))).go({
      attributes: ['hiveId', 'name'],
    });
    for (const hive of data) names.set(hive.hiveId, hive.name);
  }
  return names;
}

/** The text shown under a result: around its first matched word, else the start of its first text. */
function snippet(texts: readonly (string | undefined)[], terms: readonly string[]): string {
  for (const text of texts) {
    const found = text ? snippetOf(text, terms) : null;
    if (found) return found;
  }
  return texts.find(Boolean) ?? '';
}

/**
 * The caller's hives, apiaries, inspections, treatments and tasks with every word of `query` (the last as a prefix),
 * best first, at most SEARCH_RESULT_LIMIT, each with the matched text. Only the caller's partition is read.
 */
export async function searchRecords({ userId }: Caller, query: string): Promise<SearchResult[]> {
  const matches = (await matchesOf(userId, query)).slice(0, SEARCH_RESULT_LIMIT);
  const { hives, apiaries, inspections, treatments, tasks } = await recordsOf(userId, matches);
  const hiveNames = await hiveNamesOf(userId, [...inspections, ...treatments, ...tasks], hives);
  const results = new Map<string, SearchResult>();
  const termsFor = (type: SearchRecordType, id: string) =>
    matches.find((match) => match.recordType === type && match.recordId === id)?.matchedTerms ?? [];
  for (const hive of hives) {
    const texts = searchedTexts.hive(hive);
    results.set(`hive#${hive.hiveId}`, {
      type: 'hive',
      id: hive.hiveId,
      title: hive.name,
      snippet: snippet(texts, termsFor('hive', hive.hiveId)),
      hiveId: hive.hiveId,
    });
  }
  for (const apiary of apiaries) {
    results.set(`apiary#${apiary.apiaryId}`, {
      type: 'apiary',
      id: apiary.apiaryId,
      title: apiary.name,
      snippet: snippet(searchedTexts.apiary(apiary), termsFor('apiary', apiary.apiaryId)),
      hiveId: null,
    });
  }
  for (const inspection of inspections) {
    results.set(`inspection#${inspection.inspectionId}`, {
      type: 'inspection',
      id: inspection.inspectionId,
      title: `${hiveNames.get(inspection.hiveId) ?? ''} · ${inspection.inspectionDate}`,
      snippet: snippet(searchedTexts.inspection(inspection), termsFor('inspection', inspection.inspectionId)),
      hiveId: inspection.hiveId,
    });
  }
  for (const treatment of treatments) {
    results.set(`treatment#${treatment.treatmentId}`, {
      type: 'treatment',
      id: treatment.treatmentId,
      title: `${treatment.treatmentName} · ${hiveNames.get(treatment.hiveId) ?? ''} · ${treatment.applicationDate}`,
      snippet: snippet(searchedTexts.treatment(treatment), termsFor('treatment', treatment.treatmentId)),
      hiveId: treatment.hiveId,
    });
  }
  for (const task of tasks) {
    const hiveName = task.hiveId === undefined ? undefined : hiveNames.get(task.hiveId);
    // A recount task's title names its hive already ("Varroa recount: Rose").
    const shownHive = hiveName && !task.title.includes(hiveName) ? hiveName : undefined;
    const when = task.status === 'completed' ? `done, was due ${task.dueDate}` : `due ${task.dueDate}`;
    results.set(`task#${task.taskId}`, {
      type: 'task',
      id: task.taskId,
      title: [task.title, shownHive, when].filter(Boolean).join(' · '),
      snippet: snippet(searchedTexts.task(task), termsFor('task', task.taskId)),
      hiveId: task.hiveId ?? null,
    });
  }
  // In the order of the matches; a term item whose record is gone (never left by a write) is skipped.
  return matches.flatMap((match) => results.get(`${match.recordType}#${match.recordId}`) ?? []);
}
