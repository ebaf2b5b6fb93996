import '../../test-support/unit-env';
import { CopyObjectCommand, DeleteObjectsCommand, HeadObjectCommand, NotFound, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../shared/messages';
import { BadRequestError } from '../errors';
import { prepareFiles } from './attachments';
import { newUploadKey, unattachedKeyOf } from './keys';

const s3 = mockClient(S3Client);
const ANN = 'ann-0001';
const owner = { userId: ANN, purpose: 'inspection-photo', field: 'photos' } as const;
const photo = () => newUploadKey(ANN, 'inspection-photo', 'image/jpeg');

/** The keys of every DeleteObjects sent so far, in order. */
function deleted(): string[][] {
  return s3
    .commandCalls(DeleteObjectsCommand)
    .map(({ args }) => (args[0].input.Delete?.Objects ?? []).map(({ Key }) => Key ?? ''));
}

describe("a record's files", () => {
  beforeEach(() => {
    s3.reset();
    s3.on(HeadObjectCommand).resolves({});
    s3.on(CopyObjectCommand).resolves({});
    s3.on(DeleteObjectsCommand).resolves({});
  });

  it('are copied before the write and deleted only after it committed', async () => {
    const [kept, dropped, added] = [photo(), photo(), photo()];
    const files = await prepareFiles(owner, [kept, dropped], [kept, added]);
    expect(s3.commandCalls(HeadObjectCommand).map(({ args }) => args[0].input.Key)).toEqual([unattachedKeyOf(added)]);
    expect(s3.commandCalls(CopyObjectCommand).map(({ args }) => args[0].input.Key)).toEqual([added]);

    let commit: () => void = () => undefined;
    const settled = files.afterWrite(new Promise<void>((resolve) => (commit = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(deleted()).toEqual([]);
    commit();
    await settled;
    expect(deleted()).toEqual([[unattachedKeyOf(added)], [dropped]]);
  });

  it('lose the copies made for a write that failed, and keep what the record had', async () => {
    const [kept, added] = [photo(), photo()];
    const files = await prepareFiles(owner, [kept], [added]);
    const failure = new Error('hive not found');
    await expect(files.afterWrite(Promise.reject(failure))).rejects.toBe(failure);
    expect(deleted()).toEqual([[added]]);
  });

  it("refuse another user's key, another purpose's and one never uploaded with 400 on the field, copying nothing", async () => {
    s3.on(HeadObjectCommand, {
      Key: unattachedKeyOf('users/ann-0001/inspection-photo/01JC0000000000000000000000.jpg'),
    }).rejects(new NotFound({ message: 'Not Found', $metadata: {} }));
    for (const key of [
      newUploadKey('bob-0002', 'inspection-photo', 'image/jpeg'),
      newUploadKey(ANN, 'profile-picture', 'image/jpeg'),
      'users/ann-0001/inspection-photo/01JC0000000000000000000000.jpg',
    ]) {
      const refused = prepareFiles(owner, [], [photo(), key]);
      await expect(refused).rejects.toBeInstanceOf(BadRequestError);
      await expect(refused).rejects.toMatchObject({ fieldErrors: { photos: [VALIDATION.photoNotUploaded] } });
    }
    expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(0);
  });
});
