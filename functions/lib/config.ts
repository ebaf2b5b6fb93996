/**
 * The environment contract of every HiveKeeper Lambda, read once when a handler module loads.
 * The CDK stack sets these variables in the cloud; the local runtime and the tests set them before importing.
 */
export interface FunctionsConfig {
  /** The single DynamoDB table that holds every HiveKeeper item. */
  tableName: string;
  region: string;
  /** Set only locally (DynamoDB Local); absent in the cloud, where the SDK finds the regional endpoint. */
  dynamoDbEndpoint: string | undefined;
}

/** Lambda always sets AWS_REGION; the local stand-ins run in us-east-1. */
const DEFAULT_REGION = 'us-east-1';

export function readConfig(env: NodeJS.ProcessEnv = process.env): FunctionsConfig {
  const tableName = env.TABLE_NAME?.trim();
  if (!tableName) {
    throw new Error(
      'HiveKeeper functions need the TABLE_NAME environment variable (the DynamoDB table name); it is not set.',
    );
  }
  return {
    tableName,
    region: env.AWS_REGION?.trim() || DEFAULT_REGION,
    dynamoDbEndpoint: env.DYNAMODB_ENDPOINT?.trim() || undefined,
  };
}

export const config = readConfig();
