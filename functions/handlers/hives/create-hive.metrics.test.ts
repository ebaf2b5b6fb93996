import '../../test-support/unit-env';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { ulid } from 'ulid';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { METRICS_NAMESPACE } from '../../lib/metrics';
import { answerReadsAfterHiveCreate } from '../../test-support/hive-create-reads';
import { call, idTokenClaims } from '../../test-support/http';
import { routes } from '../../routes';
import { handler } from './create-hive';

// Metrics on, as in the cloud, before the handler's modules load; POWERTOOLS_DEV (unit-env) sends them to console.log.
const previous = vi.hoisted(() => {
  const value = process.env.POWERTOOLS_METRICS_DISABLED;
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  return value;
});
afterAll(() => {
  if (previous === undefined) delete process.env.POWERTOOLS_METRICS_DISABLED;
  else process.env.POWERTOOLS_METRICS_DISABLED = previous;
});

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => vi.restoreAllMocks());

interface EmfBlob {
  _aws: { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string; Unit: string }[] }[] };
  [metric: string]: unknown;
}

/** The embedded-metric-format blobs the handler printed: what CloudWatch turns into metrics. */
function watchMetricBlobs(): EmfBlob[] {
  const blobs: EmfBlob[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    const parsed = typeof line === 'string' && line.startsWith('{') ? (JSON.parse(line) as Partial<EmfBlob>) : {};
    if (parsed._aws) blobs.push(parsed as EmfBlob);
  });
  return blobs;
}

describe('POST /api/hives business metric', () => {
  const claims = idTokenClaims();
  const userId = String(claims.sub);
  const apiaryId = ulid();
  const body = { name: 'Hive 1', apiaryId };

  beforeEach(() => {
    ddb.reset();
    ddb.on(TransactWriteCommand).resolves({});
    answerReadsAfterHiveCreate(ddb, { userId, apiaryId, name: body.name });
  });

  it('counts one hiveCreated in the HiveKeeper namespace for a created hive', async () => {
    const blobs = watchMetricBlobs();
    const answer = await call(handler, routes.createHive, { claims, body });
    expect(answer.statusCode).toBe(201);
    expect(blobs).toHaveLength(1);
    const [blob] = blobs as [EmfBlob];
    expect(blob._aws.CloudWatchMetrics).toEqual([
      expect.objectContaining({ Namespace: METRICS_NAMESPACE, Metrics: [{ Name: 'hiveCreated', Unit: 'Count' }] }),
    ]);
    expect(blob.hiveCreated).toBe(1);
    expect(blob.service).toBe('hivekeeper');
  });

  it('counts nothing, and warns of nothing, when the request is invalid (400)', async () => {
    const blobs = watchMetricBlobs();
    const warn = vi.spyOn(console, 'warn');
    const answer = await call(handler, routes.createHive, { claims, body: { ...body, name: ' ' } });
    expect(answer.statusCode).toBe(400);
    expect(blobs).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
