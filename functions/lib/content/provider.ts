/**
 * The one place HiveKeeper chooses what writes its marketing content and drafts voice inspections, by configuration:
 * Amazon Bedrock's models on a stage that has them (`CONTENT_GENERATOR=bedrock`, set by the stack), else the built-in
 * template generator and inspection parser, which work offline and whose work the screens label as such.
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { config, type FunctionsConfig } from '../config';
import { createBedrockDrafter } from './bedrock-drafter';
import { createBedrockGenerator } from './bedrock-generator';
import { createBuiltInDrafter } from './built-in-drafter';
import type { ContentGenerator } from './content-generator';
import type { InspectionDrafter } from './inspection-drafter';
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

export function chooseInspectionDrafter(settings: Pick<FunctionsConfig, 'contentGeneration'>): InspectionDrafter {
  const { contentGeneration } = settings;
  switch (contentGeneration.kind) {
    case 'bedrock':
      return createBedrockDrafter(new BedrockRuntimeClient({}), contentGeneration);
    case 'template':
      return createBuiltInDrafter();
  }
}

let chosenDrafter: InspectionDrafter | undefined;

/** The configured inspection drafter, chosen once per Lambda container. */
export function inspectionDrafter(): InspectionDrafter {
  chosenDrafter ??= chooseInspectionDrafter(config);
  return chosenDrafter;
}
