/**
 * The DynamoDB DocumentClient every HiveKeeper handler shares, created once per Lambda container.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

export const documentClient = DynamoDBDocumentClient.from(
  // The region and credentials come from the environment, as Lambda sets it (the SDK reads AWS_REGION).
  new DynamoDBClient(config.dynamoDbEndpoint ? { endpoint: config.dynamoDbEndpoint } : {}),
  { marshallOptions: { removeUndefinedValues: true } },
);

export const tableName = config.tableName;
