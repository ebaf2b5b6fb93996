/**
 * The environment of the Lambdas that write marketing content on a stage with Bedrock: written by the CDK stack
 * (`content:generate` grant), read by `functions/lib/config.ts`. Without it they use the template generator.
 */
export const CONTENT_ENVIRONMENT = {
  /** `bedrock`, or unset for the template generator. */
  generator: 'CONTENT_GENERATOR',
  textModelId: 'BEDROCK_TEXT_MODEL_ID',
  imageModelId: 'BEDROCK_IMAGE_MODEL_ID',
} as const;
