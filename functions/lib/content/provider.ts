/**
 * The one place HiveKeeper chooses what writes its marketing content, by configuration: Amazon Bedrock's models on
 * a stage that has them (`CONTENT_GENERATOR=bedrock`, set by the stack), else the built-in template generator, which
 * works offline and whose content the admin screen labels as such.
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { config, type FunctionsConfig } from '../config';
import { createBedrockGenerator } from './bedrock-generator';
import type { ContentGenerator } from './content-generator';
import { createTemplateGenerator } from './template-generator';

export function chooseContentGenerator(settings: Pick<FunctionsConfig, 'contentGeneration'>): ContentGenerator {
  const { contentGeneration } = settings;
  switch (contentGeneration.kind) {
    case 'bedrock':
      return createBedrockGenerator(new BedrockRuntimeClient({}), contentGeneration);
    case 'template':
      return createTemplateGenerator();
  }
}

let chosen: ContentGenerator | undefined;

/** The configured generator, chosen once per Lambda container. */
export function contentGenerator(): ContentGenerator {
  chosen ??= chooseContentGenerator(config);
  return chosen;
}
