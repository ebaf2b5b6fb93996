/**
 * The environment contract of every HiveKeeper Lambda, read once when a handler module loads.
 * The CDK stack sets these variables in the cloud; the local runtime and the tests set them before importing.
 * The region and credentials are the SDK's own to read (AWS_REGION, AWS_ACCESS_KEY_ID, ...), as Lambda sets them;
 * locally they come from `LOCAL_AWS` in `infra/local/settings.ts`.
 */
export interface FunctionsConfig {
  /** The single DynamoDB table that holds every HiveKeeper item. */
  tableName: string;
  /** Set only locally (DynamoDB Local); absent in the cloud, where the SDK finds the regional endpoint. */
  dynamoDbEndpoint: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): FunctionsConfig {
  const tableName = env.TABLE_NAME?.trim();
  if (!tableName) {
    throw new Error(
      'HiveKeeper functions need the TABLE_NAME environment variable (the DynamoDB table name); it is not set.',
    );
  }
  return {
    tableName,
    dynamoDbEndpoint: env.DYNAMODB_ENDPOINT?.trim() || undefined,
  };
}

export const config = readConfig();
