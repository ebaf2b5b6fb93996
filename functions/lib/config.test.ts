import '../test-support/unit-env';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('fails with a clear message when TABLE_NAME is missing or blank', () => {
    expect(() => readConfig({})).toThrow(/TABLE_NAME/);
    expect(() => readConfig({ TABLE_NAME: '  ' })).toThrow(/TABLE_NAME/);
  });

  it('reads the table and the local endpoint', () => {
    expect(readConfig({ TABLE_NAME: 'hivekeeper', DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' })).toEqual({
      tableName: 'hivekeeper',
      dynamoDbEndpoint: 'http://127.0.0.1:8000',
    });
  });

  it('leaves the endpoint to the SDK in the cloud', () => {
    expect(readConfig({ TABLE_NAME: 'hivekeeper' }).dynamoDbEndpoint).toBeUndefined();
  });
});
