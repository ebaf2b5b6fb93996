/** Colony events: splits, combines, swarms, requeens, dead-outs, sales and purchases. */
import { messageTable } from '../i18n/message-table';

export const COLONY_EVENT_VALIDATION = messageTable({
  colonyEventKindRequired: 'Choose what happened',
  colonyEventKindInvalid: 'Choose one of the colony events',
  otherHiveRequired: 'Choose the hive united into this one',
  unitedHiveSame: 'Choose another hive than this one',
  newHiveNameRequired: "The new hive's name is required",
  framesMovedRange: 'Frames moved must be a whole number from 0 to 40',
  broodFramesMoreThanFrames: 'Brood frames moved cannot be more than the frames moved',
  lossCauseRequired: 'Choose why the colony was lost',
  combineReasonRequired: 'Choose why the colonies were united',
  daughterNameRequired: "The daughter queen's name is required",
} as const);

export const COLONY_EVENT_API_ERRORS = messageTable({
  colonyEventNotFound: 'Colony event not found',
  hiveEnded: (hiveName: string) => `${hiveName} is no longer an active colony: it cannot take part in a new event.`,
  hiveChanged: 'The hive changed while recording this event. Please try again.',
  notLatestEvent: (hiveName: string) =>
    `Only the latest event of a hive can be undone: ${hiveName} has a later one. Undo that one first.`,
  createdHiveHasRecords: (hiveName: string) =>
    `${hiveName} was made by this event and has records of its own since. Delete them or keep the event.`,
  createdQueenHasRecords: (queenName: string) =>
    `The queen ${queenName} came with this event and has records of her own since: she cannot be taken back.`,
  queenMovedSince: (queenName: string) =>
    `The queen ${queenName} has been placed or changed since this event: it can no longer be undone.`,
  eventChanged: 'The hives of this event changed while undoing it. Please try again.',
} as const);

export const COLONY_EVENT_TOASTS = messageTable({
  colonyEventCreated: 'Colony event recorded',
  colonyEventUpdated: 'Notes saved',
  colonyEventDeleted: 'Event undone',
  colonyEventCreateFailed: 'Failed to record the colony event',
  colonyEventUpdateFailed: 'Failed to save the notes',
  colonyEventDeleteFailed: 'Failed to undo the event',
} as const);

/** The titles of the tasks a colony event adds (`shared/rules/colony-follow-ups.ts`, where their days are cited). */
export const COLONY_FOLLOW_UP_TITLES = {
  checkQueenCells: 'Check the queenless colony for sealed queen cells',
  checkNewQueenLaying: 'Check for eggs: is the new queen laying?',
  checkQueenReleased: 'Check the caged queen was released',
  removeNewspaper: 'Remove the newspaper and the empty box of the united colonies',
  checkSwarmLaying: "Check for eggs: is the swarm's queen laying?",
  checkVirginEmerged: 'Check a new queen has emerged in the swarmed colony',
  inspectDeadOut: "Inspect the dead-out's combs for the cause (foulbrood, varroa)",
  protectCombs: "Protect the dead-out's combs from wax moth",
  checkBoughtColony: 'Check the bought colony for disease and count its mites',
} as const;

/** How the colony event dialog names its choices. */
export const COMBINE_REASON_LABELS = {
  strengthen: 'To make one strong colony',
  queen_problem: 'It had a queen problem',
} as const;

export const SPLIT_QUEEN_PLACE_LABELS = {
  parent: 'Stays in this hive',
  new_hive: 'Goes to the new hive',
} as const;

/** Which queen heads a united colony, by the name of the hive it is recorded on. */
export const KEPT_QUEEN_LABELS = (hiveName: string) =>
  ({ this: `${hiveName}'s own queen`, other: "The other hive's queen" }) as const;

/** The colony history section's words. */
export const COLONY_HISTORY_TEXT = {
  heading: 'Colony history',
  record: 'Record colony event',
  recordDescription:
    "Splits, combines, swarms, new queens and a colony's end: both hives, the queens and the follow-up tasks are written together.",
  empty: 'No colony events recorded for this hive yet.',
  undo: 'Undo',
  undoTitle: 'Undo this event?',
  undoDescription: (kind: string) =>
    `The ${kind} is taken back: both hives and the queens return to how they were, and its open follow-up tasks are removed.`,
  undoing: 'Undoing...',
  editNotes: 'Edit notes',
  saveNotes: 'Save notes',
  newQueen: 'New queen',
  oldQueen: 'Queen',
  family: "This colony's family",
  splitFrom: 'Split from',
  splits: 'Splits made from it',
} as const;
