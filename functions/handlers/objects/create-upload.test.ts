import '../../test-support/unit-env';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../lib/caller';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import type { UploadAnswer } from '../../../shared/schemas/upload';
import { call, idTokenClaims } from '../../test-support/http';
import { UPLOAD_URL_SECONDS } from '../../lib/uploads/bucket';
import { routes } from '../../routes';
import { handler } from './create-upload';

const ddb = mockClient(DynamoDBDocumentClient);

function upload(claims: ReturnType<typeof idTokenClaims>, body: unknown) {
  return call(handler, routes.createUpload, { claims, body });
}

describe('POST /api/objects/upload', () => {
  beforeEach(() => {
    ddb.reset();
    // No user item yet: a beekeeper on the free plan.
    ddb.on(GetCommand).resolves({});
  });

  it("answers a short-lived presigned PUT under the caller's own prefix, its type and size signed", async () => {
    const claims = idTokenClaims({ groups: [ADMIN_GROUP] });
    const answer = await upload(claims, { purpose: 'inspection-photo', contentType: 'image/png', size: 123_456 });
    expect(answer.statusCode).toBe(200);
    const { uploadURL, key } = answer.body as UploadAnswer;
    expect(key).toMatch(new RegExp(`^users/${String(claims.sub)}/inspection-photo/[0-9A-Z]{26}\\.png$`));

    const url = new URL(uploadURL);
    // The browser PUTs into unattached/, which the lifecycle rule expires unless a record saves the file. The
    // bucket is in the host name in the cloud and leads the path against a local endpoint (path-style).
    expect(decodeURIComponent(url.pathname)).toMatch(new RegExp(`^(/[a-z0-9-]+)?/unattached/${key}$`));
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(UPLOAD_URL_SECONDS));
    expect(UPLOAD_URL_SECONDS).toBeLessThanOrEqual(15 * 60);
    // No checksum of an empty body rides along: the real file must match the signature.
    expect([...url.searchParams.keys()].some((name) => name.toLowerCase().includes('checksum'))).toBe(false);
  });

  it('gives a free beekeeper a profile picture upload without asking for their plan', async () => {
    const answer = await upload(idTokenClaims(), { purpose: 'profile-picture', contentType: 'image/jpeg', size: 1000 });
    expect(answer.statusCode).toBe(200);
    expect((answer.body as UploadAnswer).key).toMatch(/\/profile-picture\/[0-9A-Z]{26}\.jpg$/);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('answers 402 with the Pro message for an inspection photo by a free beekeeper', async () => {
    const answer = await upload(idTokenClaims(), {
      purpose: 'inspection-photo',
      contentType: 'image/jpeg',
      size: 1000,
    });
    expect(answer).toMatchObject({ statusCode: 402, body: { message: API_ERRORS.proRequired, code: 'proRequired' } });
  });

  it.each([
    [
      { purpose: 'inspection-photo', contentType: 'image/svg+xml', size: 1000 },
      'contentType',
      VALIDATION.imageTypeNotAllowed,
    ],
    [{ purpose: 'inspection-photo', contentType: 'image/png', size: 10_485_761 }, 'size', VALIDATION.fileTooLarge(10)],
    [{ purpose: 'profile-picture', contentType: 'image/png', size: 5_242_881 }, 'size', VALIDATION.fileTooLarge(5)],
    [{ contentType: 'image/png', size: 1 }, 'purpose', VALIDATION.uploadPurposeRequired],
    [
      { purpose: 'avatar', contentType: 'image/png', size: 1 },
      'purpose',
      VALIDATION.invalidOption('Purpose', ['inspection-photo', 'profile-picture']),
    ],
  ])('refuses %j with 400 on %s', async (body, field, message) => {
    const answer = await upload(idTokenClaims({ groups: [ADMIN_GROUP] }), body);
    expect(answer).toMatchObject({ statusCode: 400, body: { errors: { [field]: [message] } } });
  });
});
