/**
 * Colony events: a split, a combine, a swarm lost or caught, a requeen, a supersedure, a dead-out, a sale or a
 * purchase. Each is ONE transaction writing the event, both hives, the queens, the follow-up tasks and every count
 * the hives carry (apiary and user hive counts, the dashboard's tallies, the search index), conditioned on what was
 * read: each hive still active, at the version, status, label and latest event read, each queen at the version and
 * place read. A concurrent write makes the transaction fail; it is read again and tried again, so the second of two
 * dead-outs of one hive finds it dead and answers 409. Undoing an event is the mirror transaction, allowed only for
 * the latest event of each hive it wrote and while a hive it made has nothing recorded of its own.
 */
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import type { ColonyEndReason, QueenStatus } from '../../../shared/domain/colony';
import { HIVE_DEFAULTS, HIVE_HEALTH_NOT_INSPECTED } from '../../../shared/domain/hive';
import { API_ERRORS } from '../../../shared/messages';
import { COLONY_EVENT_API_ERRORS } from '../../../shared/messages/colony-events';
import { QUEEN_API_ERRORS } from '../../../shared/messages/queens';
import { colonyFollowUps, type ColonyFollowUp } from '../../../shared/rules/colony-follow-ups';
import type {
  ColonyEvent,
  ParsedColonyEventInput,
  ParsedColonyEventUpdate,
} from '../../../shared/schemas/colony-event';
import type { Caller } from '../caller';
import { ConflictError, EditConflictError, NotFoundError, PaymentRequiredError } from '../errors';
import { taskTitleMessages } from '../i18n/task-title-messages';
import { authorOf, authorsOf, recordedBy } from './authors';
import { ColonyEventEntity, NO_OTHER_HIVE } from './entities/colony-event';
import { HiveEntity } from './entities/hive';
import { QueenEntity } from './entities/queen';
import { TaskEntity } from './entities/task';
import { tallyUpdatesOfHives, type TalliedHive } from './hive-tallies';
import { assertInScope } from './member-scope';
import { assertStartedFrom, updatedAfter, type CreateOutcome } from './record-versions';
import { searchTermsOf, termUpdates } from './search-index';
import { newTaskRecord, taskTermUpdates } from './tasks';
import {
  WriteConflictError,
  isConditionFailure,
  retryOnWriteConflict,
  writeTransaction,
  type TransactionEntities,
  type TransactionItem,
} from './transactions';
import { actingProfileLanguage, countOneMore } from './users';
import { NO_ROLLUP } from './queen-rollup';

type HiveRecord = EntityItem<typeof HiveEntity>;
type QueenRecord = EntityItem<typeof QueenEntity>;
type EventRecord = EntityItem<typeof ColonyEventEntity>;
type TaskRecord = EntityItem<typeof TaskEntity>;
type Stay = NonNullable<QueenRecord['stays']>[number];
type QueenArrival = Stay['how'];

/** The fields of a hive an event changes, and so what undoing it puts back. */
const EVENT_HIVE_FIELDS = [
  'status',
  'currentQueenId',
  'queenId',
  'queenIntroducedOn',
  'queenMarking',
  'queenAge',
  'endedOn',
  'endReason',
  'latestColonyEventId',
] as const;
type HiveFields = Partial<Pick<HiveRecord, (typeof EVENT_HIVE_FIELDS)[number]>>;

/** The fields of a queen an event changes. */
const EVENT_QUEEN_FIELDS = ['status', 'hiveId', 'stays'] as const;
type QueenFields = Partial<Pick<QueenRecord, (typeof EVENT_QUEEN_FIELDS)[number]>>;

/**
 * What an event keeps to be undone: each existing hive's and queen's fields as they were, and where each queen was
 * left (a queen placed elsewhere since can't be put back).
 */
interface UndoRecord {
  hives: { hiveId: string; before: HiveFields }[];
  queens: { queenId: string; before: QueenFields; leftAs: Pick<QueenFields, 'status' | 'hiveId'> }[];
}

/** A change of an existing hive: the record as read and its event fields after. */
interface HiveChange {
  current: HiveRecord;
  after: HiveFields;
}

/** A change of an existing queen. */
interface QueenChange {
  current: QueenRecord;
  after: QueenFields;
  version: string;
}

/** Everything one event writes. */
interface EventPlan {
  event: EventRecord;
  hiveChanges: HiveChange[];
  newHive: HiveRecord | null;
  newQueens: QueenRecord[];
  queenChanges: QueenChange[];
  tasks: TaskRecord[];
}

/** What the event read: its hives (primary and other, each may be absent) with their current queens. */
interface EventReads {
  hive: HiveRecord | null;
  otherHive: HiveRecord | null;
  queens: Map<string, QueenRecord>;
}

function pick<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.flatMap((key) => (record[key] === undefined ? [] : [[key, record[key]]]))) as Partial<
    Pick<T, K>
  >;
}

/** A hive's fields after the queen `queen` came to it on `date`: her record, and the free-text queen fields. */
function headedBy(queen: Pick<QueenRecord, 'queenId' | 'name' | 'marking'>, date: string): HiveFields {
  return {
    currentQueenId: queen.queenId,
    queenId: queen.name,
    queenIntroducedOn: date,
    ...(queen.marking === undefined ? {} : { queenMarking: queen.marking }),
  };
}

/** A queen's fields after she came to `hiveId` on `date` by `how`. */
function arrives(stays: readonly Stay[], hiveId: string, date: string, how: QueenArrival): QueenFields {
  return { status: 'heading', hiveId, stays: [...stays, { hiveId, from: date, how }] };
}

/** A queen's fields after she left her hive on `date`, now `status` (heading elsewhere when she `arrives` next). */
function leaves(queen: QueenRecord, date: string, status: QueenStatus): QueenFields {
  const stays = (queen.stays ?? []).map((stay, index, all) =>
    index === all.length - 1 && stay.to === undefined ? { ...stay, to: date } : stay,
  );
  return { status, hiveId: undefined, stays };
}

/** The hive fields of a colony that ends on `date`. */
function ends(status: 'dead' | 'sold' | 'combined', endReason: ColonyEndReason, date: string): HiveFields {
  return { status, endedOn: date, endReason, currentQueenId: undefined };
}

/** The hive fields once its queen left with no successor: no queen record, no free-text queen. */
const QUEENLESS: HiveFields = {
  currentQueenId: undefined,
  queenId: undefined,
  queenIntroducedOn: undefined,
  queenMarking: undefined,
  queenAge: undefined,
};

function requireHive(record: HiveRecord | null): HiveRecord {
  if (!record) throw new NotFoundError(API_ERRORS.hiveNotFound);
  return record;
}

/** The queen heading `hive`, as read; none for a hive without a queen record. */
function queenOf(reads: EventReads, hive: HiveRecord): QueenRecord | undefined {
  return hive.currentQueenId === undefined ? undefined : reads.queens.get(hive.currentQueenId);
}

/**
 * Plans the event from what was read: what each hive and queen becomes, which hive and queens it makes, and its
 * follow-up tasks. Pure apart from the ids and timestamps it makes.
 */
function planEvent(
  caller: Caller,
  input: ParsedColonyEventInput,
  reads: EventReads,
  eventId: string,
  followUps: readonly TitledFollowUp[],
): EventPlan {
  const { userId } = caller;
  const { date } = input;
  const now = new Date().toISOString();
  const hiveChanges = new Map<string, HiveChange>();
  const queenChanges = new Map<string, QueenChange>();
  const newQueens: QueenRecord[] = [];
  const eventQueens: EventRecord['queens'] = [];
  let newHive: HiveRecord | null = null;

  const changeHive = (hive: HiveRecord, fields: HiveFields) => {
    const change = hiveChanges.get(hive.hiveId) ?? { current: hive, after: {} };
    change.after = { ...change.after, ...fields };
    hiveChanges.set(hive.hiveId, change);
  };
  /** An existing queen's new state (her moves are planned from her state as already changed). */
  const queenNow = (queen: QueenRecord): QueenRecord => ({ ...queen, ...queenChanges.get(queen.queenId)?.after });
  const changeQueen = (queen: QueenRecord, fields: QueenFields, role: 'old' = 'old') => {
    const change = queenChanges.get(queen.queenId) ?? { current: queen, after: {}, version: ulid() };
    change.after = { ...change.after, ...fields };
    queenChanges.set(queen.queenId, change);
    if (!eventQueens.some((named) => named.queenId === queen.queenId)) {
      eventQueens.push({ queenId: queen.queenId, name: queen.name, role });
    }
  };
  /** A queen ends her stay in her hive as `status`. */
  const retire = (queen: QueenRecord | undefined, status: QueenStatus) => {
    if (queen) changeQueen(queen, leaves(queenNow(queen), date, status));
  };
  /** An existing queen moves from her hive to `to`. */
  const move = (queen: QueenRecord, to: string, how: QueenArrival) => {
    const left = leaves(queenNow(queen), date, 'heading');
    changeQueen(queen, arrives(left.stays ?? [], to, date, how));
  };
  /** A new queen record heading `hiveId`. */
  const bringQueen = (
    fields: Pick<QueenRecord, 'name'> & Partial<QueenRecord>,
    hiveId: string,
    how: QueenArrival,
  ): QueenRecord => {
    const queen = {
      ...fields,
      userId,
      queenId: ulid(),
      clipped: fields.clipped ?? false,
      origin: fields.origin ?? 'unknown',
      ...arrives([], hiveId, date, how),
      ...NO_ROLLUP,
      version: ulid(),
      createdAt: now,
      updatedAt: now,
      ...recordedBy(caller),
    } as QueenRecord;
    newQueens.push(queen);
    eventQueens.push({ queenId: queen.queenId, name: queen.name, role: 'new' });
    return queen;
  };
  /** The hive the event makes: active, started on the event's day, counted like any hive created. */
  const makeHive = (name: string, apiaryId: string, extra: Partial<HiveRecord> = {}): HiveRecord => {
    newHive = {
      userId,
      hiveId: ulid(),
      apiaryId,
      name,
      hiveType: HIVE_DEFAULTS.hiveType,
      frameCount: HIVE_DEFAULTS.frameCount,
      status: 'active',
      healthStatus: HIVE_HEALTH_NOT_INSPECTED,
      inspectionCount: 0,
      inspectionVersion: 0,
      startedOn: date,
      latestColonyEventId: eventId,
      version: ulid(),
      createdAt: now,
      updatedAt: now,
      ...recordedBy(caller),
      ...extra,
    } as HiveRecord;
    return newHive;
  };
  const place = (hive: HiveRecord, queen: QueenRecord) => {
    if (hive === newHive) Object.assign(hive, headedBy(queen, date));
    else changeHive(hive, headedBy(queen, date));
  };

  let hiveId: string;
  let otherHiveId: string | undefined;
  const details: Partial<EventRecord> = {};
  switch (input.kind) {
    case 'split': {
      const parent = requireHive(reads.hive);
      const oldQueen = queenOf(reads, parent);
      const child = makeHive(input.newHiveName, input.apiaryId ?? parent.apiaryId, {
        parentHiveId: parent.hiveId,
        hiveType: parent.hiveType,
        frameCount: parent.frameCount,
      });
      changeHive(parent, {});
      const queenless = input.oldQueenTo === 'new_hive' ? parent : child;
      if (input.oldQueenTo === 'new_hive') {
        changeHive(parent, QUEENLESS);
        if (oldQueen) {
          move(oldQueen, child.hiveId, 'split');
          place(child, oldQueen);
        }
      }
      if (input.newQueen) place(queenless, bringQueen(input.newQueen, queenless.hiveId, 'split'));
      hiveId = parent.hiveId;
      otherHiveId = child.hiveId;
      Object.assign(details, {
        framesMoved: input.framesMoved,
        broodFramesMoved: input.broodFramesMoved,
        oldQueenTo: input.oldQueenTo,
      });
      break;
    }
    case 'combine': {
      const receiving = requireHive(reads.hive);
      const united = requireHive(reads.otherHive);
      const ownQueen = queenOf(reads, receiving);
      const unitedQueen = queenOf(reads, united);
      changeHive(united, ends('combined', input.reason === 'queen_problem' ? 'queen_problem' : 'combined', date));
      if (input.keptQueen === 'other' && unitedQueen) {
        retire(ownQueen, 'replaced');
        move(unitedQueen, receiving.hiveId, 'combine');
        place(receiving, unitedQueen);
      } else {
        changeHive(receiving, {});
        retire(unitedQueen, 'replaced');
      }
      hiveId = receiving.hiveId;
      otherHiveId = united.hiveId;
      details.reason = input.reason;
      break;
    }
    case 'swarm_lost': {
      const swarmed = requireHive(reads.hive);
      retire(queenOf(reads, swarmed), 'lost');
      changeHive(swarmed, QUEENLESS);
      hiveId = swarmed.hiveId;
      break;
    }
    case 'swarm_caught': {
      const hived = makeHive(input.newHiveName, input.apiaryId);
      if (input.newQueen)
        place(hived, bringQueen({ ...input.newQueen, origin: 'swarm' }, hived.hiveId, 'swarm_caught'));
      hiveId = hived.hiveId;
      otherHiveId = reads.otherHive?.hiveId;
      break;
    }
    case 'requeen': {
      const hive = requireHive(reads.hive);
      retire(queenOf(reads, hive), 'replaced');
      place(hive, bringQueen(input.newQueen, hive.hiveId, 'requeen'));
      hiveId = hive.hiveId;
      break;
    }
    case 'supersedure': {
      const hive = requireHive(reads.hive);
      const mother = queenOf(reads, hive);
      retire(mother, 'superseded');
      const daughter = { ...input.newQueen, origin: 'reared' as const, motherQueenId: mother?.queenId };
      place(hive, bringQueen(daughter, hive.hiveId, 'supersedure'));
      hiveId = hive.hiveId;
      break;
    }
    case 'dead_out': {
      const hive = requireHive(reads.hive);
      retire(queenOf(reads, hive), 'dead');
      changeHive(hive, ends('dead', input.cause, date));
      hiveId = hive.hiveId;
      details.cause = input.cause;
      break;
    }
    case 'sold': {
      const hive = requireHive(reads.hive);
      retire(queenOf(reads, hive), 'sold');
      changeHive(hive, ends('sold', 'sold', date));
      hiveId = hive.hiveId;
      details.counterparty = input.buyer;
      break;
    }
    case 'bought': {
      const hive = makeHive(input.newHiveName, input.apiaryId);
      if (input.newQueen) place(hive, bringQueen({ ...input.newQueen, origin: 'bought' }, hive.hiveId, 'bought'));
      hiveId = hive.hiveId;
      details.counterparty = input.seller;
      break;
    }
  }

  for (const change of hiveChanges.values()) change.after.latestColonyEventId = eventId;
  const made = newHive as HiveRecord | null;
  const tasks = followUps.map(({ title, dueDate, on, type, priority }) => {
    const taskHiveId = on === 'hive' ? hiveId : (otherHiveId ?? hiveId);
    return newTaskRecord(caller, { title, dueDate, type, priority, repeat: 'none' }, { hiveId: taskHiveId });
  });
  const undo: UndoRecord = {
    hives: [...hiveChanges.values()].map(({ current }) => ({
      hiveId: current.hiveId,
      before: pick(current, EVENT_HIVE_FIELDS),
    })),
    queens: [...queenChanges.values()].map(({ current, after }) => ({
      queenId: current.queenId,
      before: pick(current, EVENT_QUEEN_FIELDS),
      leftAs: { status: after.status, hiveId: after.hiveId },
    })),
  };
  const event = withoutUndefined({
    userId,
    eventId,
    kind: input.kind,
    date,
    hiveId,
    otherHiveId: otherHiveId ?? NO_OTHER_HIVE,
    createdHiveId: made?.hiveId,
    queens: eventQueens,
    ...details,
    notes: input.notes,
    taskIds: tasks.map((task) => task.taskId),
    undo: JSON.stringify(undo),
    createdAt: now,
    updatedAt: now,
    ...recordedBy(caller),
  }) as EventRecord;
  return {
    event,
    hiveChanges: [...hiveChanges.values()],
    newHive: made,
    newQueens,
    queenChanges: [...queenChanges.values()],
    tasks,
  };
}

function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/** A patch's set and remove lists from fields where undefined means "absent". */
function setAndRemove<T extends object>(fields: T): { set: Partial<T>; remove: (keyof T)[] } {
  const entries = Object.entries(fields) as [keyof T, unknown][];
  return {
    set: Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as Partial<T>,
    remove: entries.filter(([, value]) => value === undefined).map(([key]) => key),
  };
}

/**
 * A hive's patch for an event or its undo, conditioned on the hive as read: the same version, status, label and
 * latest event (so the tallies move from what it is and a concurrent event or edit cancels it), and active unless
 * it is being restored.
 */
function hivePatch(
  entities: TransactionEntities,
  caller: Caller,
  current: HiveRecord,
  fields: HiveFields,
  mustBeActive: boolean,
): TransactionItem {
  const { set, remove } = setAndRemove(fields);
  const patch = entities.hive
    .patch({ userId: caller.userId, hiveId: current.hiveId })
    .set({ ...set, version: ulid(), changedBy: authorOf(caller) });
  return (remove.length > 0 ? patch.remove(remove) : patch)
    .where(({ version, status, healthStatus, latestColonyEventId }, { eq, notExists }) =>
      [
        current.version === undefined ? notExists(version) : eq(version, current.version),
        eq(status, mustBeActive ? 'active' : current.status),
        eq(healthStatus, current.healthStatus),
        current.latestColonyEventId === undefined
          ? notExists(latestColonyEventId)
          : eq(latestColonyEventId, current.latestColonyEventId),
      ].join(' AND '),
    )
    .commit();
}

/** A queen's patch, conditioned on her version and her place as read. */
function queenPatch(
  entities: TransactionEntities,
  userId: string,
  current: QueenRecord,
  fields: QueenFields,
  version: string,
): TransactionItem {
  const { set, remove } = setAndRemove(fields);
  const patch = entities.queen.patch({ userId, queenId: current.queenId }).set({ ...set, version });
  return (remove.length > 0 ? patch.remove(remove) : patch)
    .where(({ version: stored, status }, { eq }) => `${eq(stored, current.version)} AND ${eq(status, current.status)}`)
    .commit();
}

function tallied(hive: Pick<HiveRecord, 'status' | 'healthStatus' | 'createdAt'>): TalliedHive {
  return { status: hive.status, healthStatus: hive.healthStatus, createdAt: hive.createdAt };
}

/** The hive's place in the search index. */
function indexedHive(userId: string, hiveId: string) {
  return { userId, recordType: 'hive' as const, recordId: hiveId };
}

/** Reads the hives an input names and their queens: one BatchGet each, consistent. 404 for any outside the caller's. */
async function readForEvent(caller: Caller, input: ParsedColonyEventInput): Promise<EventReads> {
  const { userId } = caller;
  const hiveId = 'hiveId' in input ? input.hiveId : undefined;
  const otherHiveId =
    input.kind === 'combine' ? input.otherHiveId : input.kind === 'swarm_caught' ? input.fromHiveId : undefined;
  const ids = [hiveId, otherHiveId].filter((id): id is string => id !== undefined);
  const { data: hives } =
    ids.length === 0
      ? { data: [] as HiveRecord[] }
      : await HiveEntity.get(ids.map((id) => ({ userId, hiveId: id }))).go({ consistent: true });
  const find = (id: string | undefined) =>
    id === undefined ? null : (hives.find((hive) => hive.hiveId === id) ?? null);
  const hive = find(hiveId);
  const otherHive = find(otherHiveId);
  for (const [id, record] of [
    [hiveId, hive],
    [otherHiveId, otherHive],
  ] as const) {
    if (id === undefined) continue;
    if (!record) throw new NotFoundError(API_ERRORS.hiveNotFound);
    assertInScope(caller, record.apiaryId, API_ERRORS.hiveNotFound);
  }
  // The hives an event writes must still be colonies; a swarm's hive of origin is only named.
  for (const written of input.kind === 'swarm_caught' ? [] : [hive, otherHive]) {
    if (written && written.status !== 'active')
      throw new ConflictError(COLONY_EVENT_API_ERRORS.hiveEnded(written.name));
  }
  if ('apiaryId' in input && input.apiaryId !== undefined) assertInScope(caller, input.apiaryId);
  const motherQueenId =
    'newQueen' in input && input.newQueen && 'motherQueenId' in input.newQueen
      ? input.newQueen.motherQueenId
      : undefined;
  const queenIds = [
    ...new Set(
      [hive?.currentQueenId, input.kind === 'combine' ? otherHive?.currentQueenId : undefined, motherQueenId].filter(
        (id): id is string => id !== undefined,
      ),
    ),
  ];
  const { data: queens } =
    queenIds.length === 0
      ? { data: [] as QueenRecord[] }
      : await QueenEntity.get(queenIds.map((queenId) => ({ userId, queenId }))).go({ consistent: true });
  if (motherQueenId !== undefined && !queens.some((queen) => queen.queenId === motherQueenId)) {
    throw new NotFoundError(QUEEN_API_ERRORS.queenNotFound);
  }
  return { hive, otherHive, queens: new Map(queens.map((queen) => [queen.queenId, queen])) };
}

/** A follow-up task of the event, titled. */
type TitledFollowUp = Omit<ColonyFollowUp, 'check'> & { title: string };

/**
 * The event's follow-up tasks, titled in the language of the acting person's profile (read only for an event that
 * has some). Those of the server's day on (UTC, as Lambdas run): an event recorded long after adds no check whose day
 * has passed.
 */
async function titledFollowUps(caller: Caller, input: ParsedColonyEventInput): Promise<TitledFollowUp[]> {
  const followUps = colonyFollowUps(
    {
      kind: input.kind,
      date: input.date,
      ...(input.kind === 'split' ? { oldQueenTo: input.oldQueenTo, newQueenGiven: input.newQueen !== undefined } : {}),
    },
    new Date().toISOString().slice(0, 10),
  );
  if (followUps.length === 0) return [];
  const titles = taskTitleMessages(await actingProfileLanguage(caller));
  return followUps.map(({ check, ...followUp }) => ({ ...followUp, title: titles(`followUp.${check}`) }));
}

/**
 * Records a colony event (POST /api/colony-events) in one transaction (see the file's comment). With the id the app
 * made it is recorded only if absent: a replay is answered the stored event. 404 for a hive, apiary or mother queen
 * not the caller's or outside a member's scope; 409 for a hive no longer active; 402 when a new hive would pass the
 * free plan's limit, with nothing written.
 */
export async function createColonyEvent(
  caller: Caller,
  input: ParsedColonyEventInput,
  clientId?: string,
): Promise<CreateOutcome<ColonyEvent>> {
  const { userId } = caller;
  const eventId = clientId ?? ulid();
  const stored = clientId === undefined ? null : await storedEvent(caller, clientId);
  if (stored) return { record: stored, isNew: false };
  const followUps = titledFollowUps(caller, input);
  const outcome = await retryOnWriteConflict(async () => {
    const [reads, titled] = await Promise.all([readForEvent(caller, input), followUps]);
    const plan = planEvent(caller, input, reads, eventId, titled);
    const { newHive } = plan;
    const cancellation = await writeTransaction((entities) => ({
      event: entities.colonyEvent.create(plan.event).commit(),
      hives: plan.hiveChanges.map(({ current, after }) => hivePatch(entities, caller, current, after, true)),
      newHive: newHive ? entities.hive.create(newHive).commit() : undefined,
      // patch never creates: a missing apiary (or another user's) fails its condition.
      apiaryCount: newHive
        ? entities.apiary.patch({ userId, apiaryId: newHive.apiaryId }).add({ hiveCount: 1 }).commit()
        : undefined,
      userCount: newHive ? countOneMore(entities.user, caller, 'hiveCount').commit() : undefined,
      ...tallyUpdatesOfHives(entities, userId, [
        ...plan.hiveChanges.map(
          ({ current, after }) =>
            [tallied(current), tallied({ ...current, status: after.status ?? current.status })] as const,
        ),
        ...(newHive ? [[null, tallied(newHive)] as const] : []),
      ]),
      newHiveTerms: newHive
        ? termUpdates(entities, indexedHive(userId, newHive.hiveId), [], searchTermsOf('hive', newHive))
        : undefined,
      newQueens: plan.newQueens.map((queen) => entities.queen.create(queen).commit()),
      queens: plan.queenChanges.map(({ current, after, version }) =>
        queenPatch(entities, userId, current, after, version),
      ),
      tasks: plan.tasks.map((task) => entities.task.create(task).commit()),
      taskTerms: plan.tasks.flatMap((task) => taskTermUpdates(entities, null, task)),
    }));
    if (!cancellation) return { record: await answerEvent(userId, plan.event), isNew: true };
    if (cancellation.conditionFailed('event')) return null;
    if (cancellation.conditionFailed('apiaryCount')) throw new NotFoundError(API_ERRORS.apiaryNotFound);
    if (cancellation.conditionFailed('userCount')) throw new PaymentRequiredError(API_ERRORS.hiveLimitReached);
    // A hive or queen changed since it was read: read again (a hive now ended answers 409 then).
    if (cancellation.conditionFailed('hives') || cancellation.conditionFailed('queens')) {
      throw new WriteConflictError('a hive or queen changed while recording a colony event');
    }
    throw cancellation.unexpected('Recording a colony event');
  }).catch((error: unknown) => {
    if (error instanceof WriteConflictError) throw new ConflictError(COLONY_EVENT_API_ERRORS.hiveChanged);
    throw error;
  });
  if (outcome) return outcome;
  // Recorded meanwhile under the same id: a replay racing the first send.
  const found = await storedEvent(caller, eventId);
  if (!found) throw new NotFoundError(COLONY_EVENT_API_ERRORS.colonyEventNotFound);
  return { record: found, isNew: false };
}

/** The caller's event of this id as answered, or null; 404 for one whose hive lies outside a member's scope. */
async function storedEvent(caller: Caller, eventId: string): Promise<ColonyEvent | null> {
  const record = await getEventRecord(caller.userId, eventId);
  if (!record) return null;
  const hives = await hivesOf(caller.userId, [record]);
  const hive = hives.get(record.hiveId);
  if (hive) assertInScope(caller, hive.apiaryId, COLONY_EVENT_API_ERRORS.colonyEventNotFound);
  return toColonyEvent(record, hives);
}

async function getEventRecord(userId: string, eventId: string): Promise<EventRecord | null> {
  const { data } = await ColonyEventEntity.get({ userId, eventId }).go({ consistent: true });
  return data;
}

async function answerEvent(userId: string, record: EventRecord): Promise<ColonyEvent> {
  const names = await hivesOf(userId, [record]);
  return toColonyEvent(record, names);
}

type NamedHive = Pick<HiveRecord, 'name' | 'apiaryId' | 'latestColonyEventId'>;

/** The hives these events name, with their latest events: one BatchGet (ElectroDB pages it by 100 keys). */
async function hivesOf(userId: string, records: readonly EventRecord[]): Promise<Map<string, NamedHive>> {
  const ids = [
    ...new Set(records.flatMap((record) => [record.hiveId, otherHiveOf(record)].filter((id) => id !== undefined))),
  ];
  if (ids.length === 0) return new Map();
  const { data } = await HiveEntity.get(ids.map((hiveId) => ({ userId, hiveId }))).go({
    attributes: ['hiveId', 'name', 'apiaryId', 'latestColonyEventId'],
    consistent: true,
  });
  return new Map(
    data.map(({ hiveId, name, apiaryId, latestColonyEventId }) => [hiveId, { name, apiaryId, latestColonyEventId }]),
  );
}

/** The event's other hive, if it has one. */
function otherHiveOf(record: Pick<EventRecord, 'otherHiveId'>): string | undefined {
  return record.otherHiveId === NO_OTHER_HIVE ? undefined : record.otherHiveId;
}

function toColonyEvent(record: EventRecord, hives: Map<string, NamedHive>): ColonyEvent {
  const otherHive = otherHiveOf(record);
  const undo = JSON.parse(record.undo) as UndoRecord;
  const written = [...undo.hives.map(({ hiveId }) => hiveId), ...(record.createdHiveId ? [record.createdHiveId] : [])];
  return {
    id: record.eventId,
    createdAt: record.createdAt,
    version: record.updatedAt,
    kind: record.kind,
    date: record.date,
    hiveId: record.hiveId,
    hiveName: hives.get(record.hiveId)?.name ?? null,
    otherHiveId: otherHive ?? null,
    otherHiveName: otherHive === undefined ? null : (hives.get(otherHive)?.name ?? null),
    queens: (record.queens ?? []).map(({ queenId, name, role }) => ({ id: queenId, name, role })),
    framesMoved: record.framesMoved ?? null,
    broodFramesMoved: record.broodFramesMoved ?? null,
    oldQueenTo: record.oldQueenTo ?? null,
    reason: record.reason ?? null,
    cause: record.cause ?? null,
    counterparty: record.counterparty ?? null,
    notes: record.notes ?? null,
    taskIds: record.taskIds ?? [],
    latest: written.every((hiveId) => hives.get(hiveId)?.latestColonyEventId === record.eventId),
    ...authorsOf(record),
  };
}

/** A hive's timeline holds at most this many events: a colony sees a handful a year. */
export const HIVE_EVENTS_READ = 100;

/**
 * A hive's events newest first (GET /api/hives/{id}/colony-events): as the hive they are recorded on (gsi1) and as
 * the other hive (gsi2), two Queries of at most HIVE_EVENTS_READ each, then one BatchGet of the hives' names. 404
 * for a hive not the caller's or outside a member's scope.
 */
export async function listHiveColonyEvents(caller: Caller, hiveId: string): Promise<ColonyEvent[]> {
  const { userId } = caller;
  const { data: hive } = await HiveEntity.get({ userId, hiveId }).go({ attributes: ['apiaryId'], consistent: true });
  if (!hive) throw new NotFoundError(API_ERRORS.hiveNotFound);
  assertInScope(caller, hive.apiaryId, API_ERRORS.hiveNotFound);
  const [asHive, asOther] = await Promise.all([
    ColonyEventEntity.query.eventsOfHive({ userId, hiveId }).go({ order: 'desc', limit: HIVE_EVENTS_READ, pages: 1 }),
    ColonyEventEntity.query
      .eventsOfOtherHive({ userId, otherHiveId: hiveId })
      .go({ order: 'desc', limit: HIVE_EVENTS_READ, pages: 1 }),
  ]);
  const records = [...asHive.data, ...asOther.data]
    .sort((a, b) => `${b.date}_${b.eventId}`.localeCompare(`${a.date}_${a.eventId}`))
    .slice(0, HIVE_EVENTS_READ);
  const names = await hivesOf(userId, records);
  return records.map((record) => toColonyEvent(record, names));
}

/** The caller's event, 404 for none or one whose hive lies outside a member's scope. */
async function requireEvent(caller: Caller, eventId: string): Promise<EventRecord> {
  const record = await getEventRecord(caller.userId, eventId);
  if (!record) throw new NotFoundError(COLONY_EVENT_API_ERRORS.colonyEventNotFound);
  const { data: hive } = await HiveEntity.get({ userId: caller.userId, hiveId: record.hiveId }).go({
    attributes: ['apiaryId'],
  });
  if (hive) assertInScope(caller, hive.apiaryId, COLONY_EVENT_API_ERRORS.colonyEventNotFound);
  return record;
}

/**
 * Changes an event's notes (PUT /api/colony-events/{id}): what happened is undone, not rewritten. 409 with the
 * stored event when the edit started from another version, also when another edit lands first.
 */
export async function updateColonyEvent(
  caller: Caller,
  eventId: string,
  { notes }: ParsedColonyEventUpdate,
  startedFrom?: string,
): Promise<ColonyEvent> {
  const { userId } = caller;
  const current = await requireEvent(caller, eventId);
  await assertStartedFrom(startedFrom, current.updatedAt, () => answerEvent(userId, current));
  const text = notes;
  const patch = ColonyEventEntity.patch({ userId, eventId }).set({
    updatedAt: updatedAfter(current.updatedAt),
    changedBy: authorOf(caller),
    ...(text === undefined ? {} : { notes: text }),
  });
  try {
    await (text === undefined ? patch.remove(['notes']) : patch)
      .where(({ updatedAt }, { eq }) => eq(updatedAt, current.updatedAt))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Another edit landed first (or the event was undone): answer as a stale edit.
    const now = await getEventRecord(userId, eventId);
    if (!now) throw new NotFoundError(COLONY_EVENT_API_ERRORS.colonyEventNotFound);
    throw new EditConflictError(await answerEvent(userId, now));
  }
  const updated = await getEventRecord(userId, eventId);
  if (!updated) throw new NotFoundError(COLONY_EVENT_API_ERRORS.colonyEventNotFound);
  return answerEvent(userId, updated);
}

/**
 * Undoes an event (DELETE /api/colony-events/{id}) in one transaction: both hives and the queens back as they were,
 * the hive and queens it brought removed with their counts, its open follow-up tasks deleted (a completed one
 * stays, as work done), and the event itself. Only the latest event of each hive it wrote, while a hive or queen
 * it brought has nothing recorded of its own: else 409 saying why. Reads: the event, its hives, its queens, the
 * tasks of a hive it made and a queen's daughters: a bounded handful.
 */
export async function deleteColonyEvent(caller: Caller, eventId: string): Promise<void> {
  const { userId } = caller;
  await retryOnWriteConflict(async () => {
    const event = await requireEvent(caller, eventId);
    const undo = JSON.parse(event.undo) as UndoRecord;
    const hiveIds = [...undo.hives.map(({ hiveId }) => hiveId), ...(event.createdHiveId ? [event.createdHiveId] : [])];
    const newQueenIds = (event.queens ?? []).filter(({ role }) => role === 'new').map(({ queenId }) => queenId);
    const queenIds = [...undo.queens.map(({ queenId }) => queenId), ...newQueenIds];
    const [{ data: hives }, { data: queens }, { data: tasks }] = await Promise.all([
      HiveEntity.get(hiveIds.map((hiveId) => ({ userId, hiveId }))).go({ consistent: true }),
      queenIds.length === 0
        ? Promise.resolve({ data: [] as QueenRecord[] })
        : QueenEntity.get(queenIds.map((queenId) => ({ userId, queenId }))).go({ consistent: true }),
      (event.taskIds ?? []).length === 0
        ? Promise.resolve({ data: [] as TaskRecord[] })
        : TaskEntity.get((event.taskIds ?? []).map((taskId) => ({ userId, taskId }))).go({ consistent: true }),
    ]);
    const hiveOf = (hiveId: string) => hives.find((hive) => hive.hiveId === hiveId);
    for (const hiveId of hiveIds) {
      const hive = hiveOf(hiveId);
      if (hive && hive.latestColonyEventId !== eventId) {
        throw new ConflictError(COLONY_EVENT_API_ERRORS.notLatestEvent(hive.name));
      }
    }
    const createdHive = event.createdHiveId === undefined ? undefined : hiveOf(event.createdHiveId);
    if (createdHive) await assertNothingRecordedOn(userId, createdHive, event.taskIds ?? []);
    const newQueens = queens.filter((queen) => newQueenIds.includes(queen.queenId));
    for (const queen of newQueens) await assertQueenUntouched(userId, queen);
    // Work done stays on the schedule, unless its hive goes with the event.
    const droppedTasks = tasks.filter(
      (task) => task.status === 'pending' || (createdHive !== undefined && task.hiveId === createdHive.hiveId),
    );

    const restoredHives = undo.hives.flatMap(({ hiveId, before }) => {
      const current = hiveOf(hiveId);
      if (!current) return [];
      const fields = Object.fromEntries(EVENT_HIVE_FIELDS.map((field) => [field, before[field]])) as HiveFields;
      return [{ current, fields }];
    });
    const restoredQueens = undo.queens.flatMap(({ queenId, before, leftAs }) => {
      const current = queens.find((queen) => queen.queenId === queenId);
      if (!current) return [];
      if (current.status !== leftAs.status || current.hiveId !== leftAs.hiveId) {
        throw new ConflictError(COLONY_EVENT_API_ERRORS.queenMovedSince(current.name));
      }
      const fields = Object.fromEntries(EVENT_QUEEN_FIELDS.map((field) => [field, before[field]])) as QueenFields;
      return [{ current, fields }];
    });
    const cancellation = await writeTransaction((entities) => ({
      event: entities.colonyEvent
        .delete({ userId, eventId })
        .where(({ updatedAt }, { eq }) => eq(updatedAt, event.updatedAt))
        .commit(),
      hives: restoredHives.map(({ current, fields }) => hivePatch(entities, caller, current, fields, false)),
      createdHive: createdHive
        ? entities.hive
            .delete({ userId, hiveId: createdHive.hiveId })
            .where((attributes, { eq, notExists }) =>
              [
                eq(attributes.version, createdHive.version ?? ''),
                eq(attributes.latestColonyEventId, eventId),
                ...(['inspectionCount', 'treatmentCount', 'productionCount', 'financeCount'] as const).map(
                  (count) => `(${notExists(attributes[count])} OR ${eq(attributes[count], 0)})`,
                ),
              ].join(' AND '),
            )
            .commit()
        : undefined,
      apiaryCount: createdHive
        ? entities.apiary.patch({ userId, apiaryId: createdHive.apiaryId }).subtract({ hiveCount: 1 }).commit()
        : undefined,
      userCount: createdHive ? entities.user.patch({ userId }).subtract({ hiveCount: 1 }).commit() : undefined,
      ...tallyUpdatesOfHives(entities, userId, [
        ...restoredHives.map(
          ({ current, fields }) =>
            [tallied(current), tallied({ ...current, status: fields.status ?? current.status })] as const,
        ),
        ...(createdHive ? [[tallied(createdHive), null] as const] : []),
      ]),
      createdHiveTerms: createdHive
        ? termUpdates(entities, indexedHive(userId, createdHive.hiveId), searchTermsOf('hive', createdHive), [])
        : undefined,
      newQueens: newQueens.map((queen) =>
        entities.queen
          .delete({ userId, queenId: queen.queenId })
          .where(({ version }, { eq }) => eq(version, queen.version))
          .commit(),
      ),
      queens: restoredQueens.map(({ current, fields }) => queenPatch(entities, userId, current, fields, ulid())),
      tasks: droppedTasks.map((task) =>
        entities.task
          .delete({ userId, taskId: task.taskId })
          .where(({ updatedAt }, { eq }) => eq(updatedAt, task.updatedAt))
          .commit(),
      ),
      taskTerms: droppedTasks.flatMap((task) => taskTermUpdates(entities, task, null)),
    }));
    if (!cancellation) return;
    throw new WriteConflictError('a hive, queen or task of the event changed while undoing it');
  }).catch((error: unknown) => {
    if (error instanceof WriteConflictError) throw new ConflictError(COLONY_EVENT_API_ERRORS.eventChanged);
    throw error;
  });
}

/** 409 when the hive an event made has records of its own: inspections, treatments, harvests, money, or tasks. */
async function assertNothingRecordedOn(userId: string, hive: HiveRecord, followUps: readonly string[]): Promise<void> {
  const counts = [hive.inspectionCount, hive.treatmentCount, hive.productionCount, hive.financeCount];
  const { data: tasks } = await TaskEntity.query
    .tasksOfLink({ userId, linkId: hive.hiveId })
    .go({ attributes: ['taskId'], limit: followUps.length + 1, pages: 1 });
  if (counts.some((count) => (count ?? 0) > 0) || tasks.some(({ taskId }) => !followUps.includes(taskId))) {
    throw new ConflictError(COLONY_EVENT_API_ERRORS.createdHiveHasRecords(hive.name));
  }
}

/** 409 when a queen an event brought has records of her own since: inspections counted, or a daughter. */
async function assertQueenUntouched(userId: string, queen: QueenRecord): Promise<void> {
  const { data: daughters } = await QueenEntity.query
    .daughtersOf({ userId, motherQueenId: queen.queenId })
    .go({ attributes: ['queenId'], limit: 1, pages: 1 });
  if (queen.inspectionCount > 0 || queen.honeyKg > 0 || daughters.length > 0) {
    throw new ConflictError(COLONY_EVENT_API_ERRORS.createdQueenHasRecords(queen.name));
  }
}

/**
 * Before a hive is deleted (`deleteHive`): removes its colony events that concern no other hive still kept (its
 * one-hive events, and those whose other hive is gone). An event shared with a kept hive stays on that hive's
 * timeline, naming no hive for the deleted one. Two Queries, one BatchGet of the other hives, one BatchWrite: a
 * colony sees a handful of events a year, at most HIVE_EVENTS_READ of each kind are read.
 */
export async function deleteHiveColonyEvents({ userId }: Caller, hiveId: string): Promise<void> {
  const [asHive, asOther] = await Promise.all([
    ColonyEventEntity.query.eventsOfHive({ userId, hiveId }).go({ limit: HIVE_EVENTS_READ, pages: 1 }),
    ColonyEventEntity.query
      .eventsOfOtherHive({ userId, otherHiveId: hiveId })
      .go({ limit: HIVE_EVENTS_READ, pages: 1 }),
  ]);
  const events = [...asHive.data, ...asOther.data];
  const otherOf = (event: EventRecord) => (event.hiveId === hiveId ? otherHiveOf(event) : event.hiveId);
  const others = [...new Set(events.map(otherOf).filter((id) => id !== undefined))];
  const { data: kept } =
    others.length === 0
      ? { data: [] }
      : await HiveEntity.get(others.map((other) => ({ userId, hiveId: other }))).go({ attributes: ['hiveId'] });
  const keptIds = new Set(kept.map((hive) => hive.hiveId));
  const dropped = events.filter((event) => {
    const other = otherOf(event);
    return other === undefined || !keptIds.has(other);
  });
  if (dropped.length > 0) await ColonyEventEntity.delete(dropped.map(({ eventId }) => ({ userId, eventId }))).go();
}
