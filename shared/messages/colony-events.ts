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
