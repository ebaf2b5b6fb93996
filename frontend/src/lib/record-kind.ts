import type recordWords from '@shared/i18n/catalogs/records/en-US.json';
import { TOASTS } from '@shared/messages';
import { isApiError } from './api-client';

/** The record types `TOASTS` holds a full set of outcome messages for ('hive', 'apiary', ...). */
type ToastedRecord = keyof typeof TOASTS extends infer Key
  ? Key extends `${infer Record}CreateFailed`
    ? Record
    : never
  : never;

/**
 * A failure's toast: a fixed text, or one that says the server's own message (the spec's task toasts: 'Failed to
 * add task: ' plus the server message or 'Unknown error').
 */
export type FailureToast = string | ((serverMessage: string | undefined) => string);

/** The spec's toasts for a record's create, update and delete, worked or failed. */
export interface RecordToasts {
  created: string;
  updated: string;
  deleted: string;
  createFailed: FailureToast;
  updateFailed: FailureToast;
  deleteFailed: string;
}

/** The text of a failure's toast for `error`: with the server's message when the toast says it. */
export function failureText(toast: FailureToast, error: unknown): string {
  return typeof toast === 'string' ? toast : toast(isApiError(error) ? error.serverMessage : undefined);
}

/** The record types of the record-screen kit, as `shared/i18n/catalogs/records` names their dialogs' words. */
export type RecordName = NameOfKey<keyof typeof recordWords>;
type NameOfKey<Key> = Key extends `${infer Name}.create` ? Name : never;

/** What the record-screen kit needs to know of a record type: which words its dialogs read, and its toasts. */
export interface RecordKind {
  /** 'hive': the dialogs read Create Hive, Update Hive and Edit Hive (`records` catalogue: `hive.create`...). */
  record: RecordName;
  toasts: RecordToasts;
}

/** The six outcome messages of a record type named `R`, by name (`queenCreated`, `queenDeleteFailed`, ...). */
type ToastsOf<R extends string> = Record<`${R}${'Created' | 'Updated' | 'Deleted' | 'DeleteFailed'}`, string> &
  Record<`${R}${'CreateFailed' | 'UpdateFailed'}`, FailureToast>;

/**
 * A record type for the kit, its toasts read from an area's own toasts by name: an area outside the shared `TOASTS`
 * (the colony history's, so the signed-in frame doesn't load their words). A type whose six messages aren't all
 * there doesn't compile.
 */
export function recordKindOf<R extends RecordName>(toasts: ToastsOf<R>, record: R): RecordKind {
  // The parameter's type has checked the six are there; read by name.
  const byName = toasts as unknown as Record<string, string>;
  const failure = toasts as unknown as Record<string, FailureToast>;
  return {
    record,
    toasts: {
      created: byName[`${record}Created`] ?? '',
      updated: byName[`${record}Updated`] ?? '',
      deleted: byName[`${record}Deleted`] ?? '',
      createFailed: failure[`${record}CreateFailed`] ?? '',
      updateFailed: failure[`${record}UpdateFailed`] ?? '',
      deleteFailed: byName[`${record}DeleteFailed`] ?? '',
    },
  };
}

/** A record type for the kit, its toasts read from `TOASTS` by name (`hiveCreated`, `hiveDeleteFailed`, ...). */
export function recordKind(record: ToastedRecord & RecordName): RecordKind {
  return recordKindOf(TOASTS, record);
}
