/**
 * What the web app says of the outbox (writes kept on the device without signal, their sync, the merge of a stale
 * edit), in two parts: the few words every signed-in screen may show (the header, a form that kept its write, a
 * list's "Not yet synced"), apart from the outbox's own, which load with it. Both are message tables: the screens
 * show them in the beekeeper's language by their codes, like toasts (`lib/i18n/use-message-text.ts`).
 */
import { messageTable } from '../i18n/message-table';

export const OUTBOX_STATUS = messageTable({
  savedOnDevice: 'Saved on this device: it will be sent when you are back online',
  conflictQueued: 'This record was changed since you opened it: open the outbox to choose what to keep',
  offline: 'Offline',
  syncing: 'Syncing...',
  waiting: (count: number) => `${count} waiting`,
  needsAttention: (count: number) => `${count} to check`,
  storageLow: 'Storage low',
  allSent: 'All sent',
  notYetSynced: 'Not yet synced',
  changeNotYetSynced: 'Change not yet synced',
} as const);

/** The outbox, its merge and the sync's notices. */
export const OUTBOX_MESSAGES = messageTable({
  deletedOnServer: (label: string) =>
    `${label}: deleted on the server (possibly by a team member); your change was not applied`,
  outboxTitle: 'Outbox',
  outboxDescription: 'Changes made on this device that the server has not received yet.',
  outboxEmpty: 'Nothing waiting: every change reached the server.',
  photoOnDevice: 'Kept on this device: uploads when you are back online',
  statusWaiting: 'Waiting to be sent',
  statusSending: 'Sending...',
  statusConflict: 'Changed on the server since you opened it',
  retry: 'Retry',
  discard: 'Discard',
  discarding: 'Discarding...',
  merge: 'Choose what to keep',
  discardConfirm: (label: string) => `Discard "${label}"? The change made on this device will be lost.`,
  mergeTitle: 'Choose what to keep',
  mergeDescription: 'This record was changed elsewhere while you edited it. Pick, field by field, which value to keep.',
  mergeYours: 'Yours',
  mergeTheirs: 'On the server',
  storageShort: 'This device is almost out of storage: connect soon, or photos taken offline may not be kept.',
} as const);
