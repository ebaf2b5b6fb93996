/**
 * How HiveKeeper's web app and API keep records straight when a beekeeper records without signal (the Offline
 * issue): the app names each new record itself (a ULID, `idSchema`), so a write replayed after a lost answer finds
 * its record instead of making a second; and an edit says which version of the record it started from, so one made
 * on a stale copy is refused (409) and the beekeeper merges instead of overwriting someone's newer change.
 */

/**
 * The request header an edit carries with the `version` of the record it started from (HTTP's own precondition
 * header, RFC 9110 section 13.1.1, with the version as its value). Left out, the edit applies to whatever is stored.
 */
export const RECORD_VERSION_HEADER = 'if-match';

/**
 * The record types a beekeeper can write offline. Their create routes take a client-made `id` and answer 201 when
 * they made the record, 200 with the stored record when it already existed; their edit routes take
 * RECORD_VERSION_HEADER and answer 409 with the stored record when it has moved on, 404 when it was deleted.
 */
export const OFFLINE_RECORD_TYPES = [
  'hive',
  'inspection',
  'task',
  'treatment',
  'harvest',
  'transaction',
  'queen',
  'colonyEvent',
  'hiveLabel',
  /** A recorded voice inspection: its create sends the audio after it (no edit: a recording is kept or deleted). */
  'voiceRecording',
] as const;
export type OfflineRecordType = (typeof OFFLINE_RECORD_TYPES)[number];
