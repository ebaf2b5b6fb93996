/**
 * Files on records: a record may name only files its owner uploaded for its purpose, and its files follow it.
 * New files are checked and copied to their saved keys before the record is written, so a record never names a
 * missing file; files are deleted only after the write committed, so a failed write loses nothing.
 */
import { VALIDATION } from '../../../shared/messages';
import type { UploadPurpose } from '../../../shared/schemas/upload';
import { BadRequestError } from '../errors';
import { logger } from '../logger';
import { copyToSavedKeys, deleteSaved, deleteUnattached, isUploadedUnattached, presignDownload } from './bucket';
import { isUploadKeyOf } from './keys';

export interface AttachmentField {
  userId: string;
  purpose: UploadPurpose;
  /** The request field that names the files, for the 400's field error. */
  field: string;
}

/** A record with its files' keys, answered with a short-lived download URL for each, in the same order. */
export async function withPhotoUrls<T extends { photos: readonly string[] }>(
  record: T,
): Promise<T & { photoUrls: string[] }> {
  return { ...record, photoUrls: await Promise.all(record.photos.map((key) => presignDownload(key))) };
}

/** Files checked and copied for a record's write, which settles them once it is done. */
export interface PreparedFiles {
  /**
   * Waits for the record's write. Once it committed, the unattached copies and the files the record dropped are
   * deleted; when it failed, the copies made for it are deleted again and the error is rethrown.
   */
  afterWrite(write: Promise<unknown>): Promise<void>;
}

/**
 * Prepares the write of a record whose files change from `saved` to `wanted`. Files new to it must be the user's
 * uploads for the purpose, uploaded and unattached (one HEAD each), or the answer is 400 on the field and nothing
 * is written; they are copied to their saved keys before the record names them.
 */
export async function prepareFiles(
  owner: AttachmentField,
  saved: readonly string[],
  wanted: readonly string[],
): Promise<PreparedFiles> {
  const added = wanted.filter((key) => !saved.includes(key));
  const dropped = saved.filter((key) => !wanted.includes(key));
  await checkUploads(owner, added);
  await copyToSavedKeys(added);
  return {
    async afterWrite(write) {
      try {
        await write;
      } catch (error) {
        await deleteAfterCommit(() => deleteSaved(added), 'the copies of a record that was not written', added);
        throw error;
      }
      await deleteAfterCommit(() => deleteUnattached(added), 'unattached copies of saved files', added);
      await deleteFiles(dropped);
    },
  };
}

/** Deletes files of records already deleted in DynamoDB. */
export function deleteFiles(keys: readonly string[]): Promise<void> {
  return deleteAfterCommit(() => deleteSaved(keys), 'files of deleted or edited records', keys);
}

async function checkUploads({ userId, purpose, field }: AttachmentField, keys: readonly string[]): Promise<void> {
  const usable = await Promise.all(keys.map((key) => isUploadKeyOf(userId, purpose, key) && isUploadedUnattached(key)));
  if (usable.includes(false)) throw new BadRequestError({ [field]: [VALIDATION.photoNotUploaded] });
}

/**
 * The record's write has committed, so the beekeeper's action succeeded: a failed delete is logged with its keys
 * (to be removed by hand) rather than turned into an error answer for something that happened.
 */
async function deleteAfterCommit(remove: () => Promise<void>, what: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await remove();
  } catch (error) {
    logger.error(`Deleting ${what} failed`, { keys, error });
  }
}
