/** What the API says when a write made offline meets a record that moved on while the beekeeper was away. */
import { messageTable } from '../i18n/message-table';
export const OFFLINE_API_ERRORS = messageTable({
  editConflict: 'This record was changed since you opened it. Choose what to keep, then save again.',
} as const);

/** What the API says of an edit's version header it cannot read. */
export const OFFLINE_VALIDATION = messageTable({
  invalidVersion: 'The version this edit started from is not one HiveKeeper gave.',
  batchIds: 'Name every task of the batch with an id of its own, or none.',
} as const);
