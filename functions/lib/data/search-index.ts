/**
 * The header search's term index: every hive, apiary, inspection, treatment and task is found by up to 16 distinct
 * words of its texts (`shared/rules/search.ts`), each a term item in the owner's partition whose sort key starts with the word
 * (`entities/search-term.ts`). The term items are written, replaced and removed in the same transaction as the
 * record itself, so a committed write is found by its new words at once and a deleted record by none.
 *
 * A search costs one Query per word typed (at most four; the last word matched as a prefix), each one page of at
 * most SEARCH_TERM_MATCHES_READ items newest first, then one BatchGet per record type found and one for the hive
 * names of the inspections, treatments and tasks: never more, however many records the beekeeper keeps. A
 * multi-word query whose words are all common may first check up to that many candidates (`matchesOf`).
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { EntityItem } from 'electrodb';
import { compareMatches, parseQuery, snippetOf, termsOf, type SearchMatch } from '../../../shared/rules/search';
import { SEARCH_RESULT_LIMIT, SEARCH_TERM_MATCHES_READ, type SearchRecordType } from '../../../shared/domain/search';
import type { SearchResult } from '../../../shared/schemas/search';
import type { Caller } from '../caller';
import { documentClient } from './client';
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

/** One query word's term items as read, newest first; `complete` when no record with the word is left unread. */
interface Postings {
  items: { recordType: SearchRecordType; recordId: string; term: string }[];
  complete: boolean;
}

/** The highest code point: every key that starts with a prefix sorts before the prefix followed by it. */
const AFTER_EVERY_KEY = '\u{10FFFF}';

/** The term items of one query word: whole-word matches only, or every word it starts (the last word typed). */
async function termMatches(userId: string, word: string, asPrefix: boolean): Promise<Postings> {
  const query = asPrefix
    ? SearchTermEntity.query.term({ userId }).begins({ term: word })
    : SearchTermEntity.query.term({ userId, term: word });
  const params = query.params<QueryCommandInput>({ order: 'desc', limit: SEARCH_TERM_MATCHES_READ });
  const prefix = params.ExpressionAttributeValues?.[':sk1'] as unknown;
  if (params.KeyConditionExpression !== '#pk = :pk and begins_with(#sk1, :sk1)' || typeof prefix !== 'string') {
    throw new Error(`ElectroDB built an unexpected term Query: ${String(params.KeyConditionExpression)}`);
  }
  // The same keys as begins_with, bounded on both sides: DynamoDB Local reads a descending begins_with from the
  // partition's end (every term item after the word: 75 ms for a word of one record among 62,000 term items), a
  // BETWEEN from its upper bound (6 ms). DynamoDB reads either as one range.
  const { Items = [], LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({
      ...params,
      KeyConditionExpression: '#pk = :pk and #sk1 BETWEEN :sk1 AND :sk2',
      ExpressionAttributeValues: { ...params.ExpressionAttributeValues, ':sk2': `${prefix}${AFTER_EVERY_KEY}` },
    }),
  );
  return { items: SearchTermEntity.parse({ Items }).data, complete: LastEvaluatedKey === undefined };
}

type RecordKey = Pick<SearchMatch, 'recordType' | 'recordId'>;
const keyOf = ({ recordType, recordId }: RecordKey) => `${recordType}#${recordId}`;

/** The records read for a search, by type. */
interface FoundRecords {
  hives: HiveRecord[];
  apiaries: ApiaryRecord[];
  inspections: InspectionRecord[];
  treatments: TreatmentRecord[];
  tasks: TaskRecord[];
}
const NO_RECORDS: FoundRecords = { hives: [], apiaries: [], inspections: [], treatments: [], tasks: [] };

/** The records of `keys`: one BatchGet per type (ElectroDB splits more than 100 keys; a search asks at most 100). */
async function recordsOf(userId: string, keys: readonly RecordKey[]): Promise<FoundRecords> {
  const idsOf = (type: SearchRecordType) => keys.filter((key) => key.recordType === type).map((key) => key.recordId);
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

/** Each record read, with the words it is indexed by (computed as its writes computed them). */
function indexedWordsOf(records: FoundRecords): (RecordKey & { terms: string[] })[] {
  return [
    ...records.hives.map((hive) => ({ recordType: 'hive' as const, recordId: hive.hiveId, record: hive })),
    ...records.apiaries.map((apiary) => ({ recordType: 'apiary' as const, recordId: apiary.apiaryId, record: apiary })),
    ...records.inspections.map((inspection) => ({
      recordType: 'inspection' as const,
      recordId: inspection.inspectionId,
      record: inspection,
    })),
    ...records.treatments.map((treatment) => ({
      recordType: 'treatment' as const,
      recordId: treatment.treatmentId,
      record: treatment,
    })),
    ...records.tasks.map((task) => ({ recordType: 'task' as const, recordId: task.taskId, record: task })),
  ].map(({ recordType, recordId, record }) => ({
    recordType,
    recordId,
    terms: searchTermsOf(recordType, record as Parameters<typeof searchTermsOf>[1]),
  }));
}

/** The records among `records` whose keys are in `keys`. */
function recordsAmong(records: FoundRecords, keys: ReadonlySet<string>): FoundRecords {
  return {
    hives: records.hives.filter((hive) => keys.has(keyOf({ recordType: 'hive', recordId: hive.hiveId }))),
    apiaries: records.apiaries.filter((apiary) => keys.has(keyOf({ recordType: 'apiary', recordId: apiary.apiaryId }))),
    inspections: records.inspections.filter((inspection) =>
      keys.has(keyOf({ recordType: 'inspection', recordId: inspection.inspectionId })),
    ),
    treatments: records.treatments.filter((treatment) =>
      keys.has(keyOf({ recordType: 'treatment', recordId: treatment.treatmentId })),
    ),
    tasks: records.tasks.filter((task) => keys.has(keyOf({ recordType: 'task', recordId: task.taskId }))),
  };
}

interface SearchedWord {
  word: string;
  asPrefix: boolean;
}

/** A record's match from the words it has for each query word, or null when one query word has none. */
function matchOf(key: RecordKey, searched: readonly SearchedWord[], termsPerWord: readonly string[][]) {
  if (termsPerWord.some((terms) => terms.length === 0)) return null;
  return {
    ...key,
    matchedTerms: [...new Set(termsPerWord.flat())],
    exactWords: searched.filter(({ word }, index) => termsPerWord[index]?.includes(word)).length,
  } satisfies SearchMatch;
}

/**
 * The records that have every word of the query, best first (`compareMatches`), and the records read to check
 * them. Every word's newest SEARCH_TERM_MATCHES_READ term items are read side by side; the candidates are the
 * rarest word's (one read completely if any, else the fewest). Another word's items decide a candidate when they
 * hold it, or were read completely; the candidates left are checked on their own records, whose words are
 * computed as their writes indexed them. So a query finds every record with all its words when one of its words is
 * in at most SEARCH_TERM_MATCHES_READ records, and otherwise looks among the newest of those of its rarest word.
 */
async function matchesOf(userId: string, query: string): Promise<{ matches: SearchMatch[]; read: FoundRecords }> {
  const { words, prefix } = parseQuery(query);
  const searched: SearchedWord[] = [
    ...words.map((word) => ({ word, asPrefix: false })),
    ...(prefix ? [{ word: prefix, asPrefix: true }] : []),
  ];
  // Punctuation alone has no word to look for.
  if (searched.length === 0) return { matches: [], read: NO_RECORDS };
  const postings = await Promise.all(searched.map(({ word, asPrefix }) => termMatches(userId, word, asPrefix)));
  // Each record read, with its matched words per query word (from the term items read).
  const indexed = new Map<string, { key: RecordKey; termsPerWord: string[][] }>();
  postings.forEach(({ items }, wordIndex) => {
    for (const { recordType, recordId, term } of items) {
      const entry = indexed.get(keyOf({ recordType, recordId })) ?? {
        key: { recordType, recordId },
        termsPerWord: searched.map(() => []),
      };
      indexed.set(keyOf(entry.key), entry);
      entry.termsPerWord[wordIndex]?.push(term);
    }
  });
  // A word read completely ranks before one read in part, then fewer items read first.
  const rank = ({ complete, items }: Postings) => (complete ? 0 : SEARCH_TERM_MATCHES_READ + 1) + items.length;
  const rarest = postings.reduce((best, current) => (rank(current) < rank(best) ? current : best));
  const candidates = [...new Set(rarest.items.map(keyOf))].flatMap((key) => indexed.get(key) ?? []);

  const matches: SearchMatch[] = [];
  const unsure: RecordKey[] = [];
  for (const { key, termsPerWord } of candidates) {
    // A word read completely without the record rules it out; one read in part can't say.
    if (termsPerWord.some((terms, index) => terms.length === 0 && postings[index]?.complete)) continue;
    const match = matchOf(key, searched, termsPerWord);
    if (match) matches.push(match);
    else unsure.push(key);
  }
  const read = unsure.length === 0 ? NO_RECORDS : await recordsOf(userId, unsure);
  for (const { terms, ...key } of indexedWordsOf(read)) {
    const termsPerWord = searched.map(({ word, asPrefix }) =>
      terms.filter((term) => (asPrefix ? term.startsWith(word) : term === word)),
    );
    const match = matchOf(key, searched, termsPerWord);
    if (match) matches.push(match);
  }
  return { matches: matches.sort(compareMatches), read };
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
  const found = await matchesOf(userId, query);
  const matches = found.matches.slice(0, SEARCH_RESULT_LIMIT);
  const shown = new Set(matches.map(keyOf));
  // The records checked already are not read again.
  const checked = recordsAmong(found.read, shown);
  const checkedKeys = new Set(indexedWordsOf(checked).map(keyOf));
  const rest = await recordsOf(
    userId,
    matches.filter((match) => !checkedKeys.has(keyOf(match))),
  );
  const hives = [...checked.hives, ...rest.hives];
  const apiaries = [...checked.apiaries, ...rest.apiaries];
  const inspections = [...checked.inspections, ...rest.inspections];
  const treatments = [...checked.treatments, ...rest.treatments];
  const tasks = [...checked.tasks, ...rest.tasks];
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
      day: null,
      snippet: snippet(texts, termsFor('hive', hive.hiveId)),
      hiveId: hive.hiveId,
    });
  }
  for (const apiary of apiaries) {
    results.set(`apiary#${apiary.apiaryId}`, {
      type: 'apiary',
      id: apiary.apiaryId,
      title: apiary.name,
      day: null,
      snippet: snippet(searchedTexts.apiary(apiary), termsFor('apiary', apiary.apiaryId)),
      hiveId: null,
    });
  }
  for (const inspection of inspections) {
    results.set(`inspection#${inspection.inspectionId}`, {
      type: 'inspection',
      id: inspection.inspectionId,
      title: hiveNames.get(inspection.hiveId) ?? '',
      day: { kind: 'on', date: inspection.inspectionDate },
      snippet: snippet(searchedTexts.inspection(inspection), termsFor('inspection', inspection.inspectionId)),
      hiveId: inspection.hiveId,
    });
  }
  for (const treatment of treatments) {
    results.set(`treatment#${treatment.treatmentId}`, {
      type: 'treatment',
      id: treatment.treatmentId,
      title: [treatment.treatmentName, hiveNames.get(treatment.hiveId)].filter(Boolean).join(' · '),
      day: { kind: 'on', date: treatment.applicationDate },
      snippet: snippet(searchedTexts.treatment(treatment), termsFor('treatment', treatment.treatmentId)),
      hiveId: treatment.hiveId,
    });
  }
  for (const task of tasks) {
    const hiveName = task.hiveId === undefined ? undefined : hiveNames.get(task.hiveId);
    // A recount task's title names its hive already ("Varroa recount: Rose").
    const shownHive = hiveName && !task.title.includes(hiveName) ? hiveName : undefined;
    results.set(`task#${task.taskId}`, {
      type: 'task',
      id: task.taskId,
      title: [task.title, shownHive].filter(Boolean).join(' · '),
      day: { kind: task.status === 'completed' ? 'wasDue' : 'due', date: task.dueDate },
      snippet: snippet(searchedTexts.task(task), termsFor('task', task.taskId)),
      hiveId: task.hiveId ?? null,
    });
  }
  // In the order of the matches; a term item whose record is gone (never left by a write) is skipped.
  return matches.flatMap((match) => results.get(`${match.recordType}#${match.recordId}`) ?? []);
}
