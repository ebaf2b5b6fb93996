import '../../test-support/unit-env';
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { chooseContentGenerator, chooseInspectionDrafter } from './provider';

describe('chooseContentGenerator', () => {
  it("writes with Bedrock's models when the stage names them, with the templates otherwise", () => {
    expect(
      chooseContentGenerator({
        contentGeneration: {
          kind: 'bedrock',
          textModelId: 'amazon.nova-lite-v1:0',
          imageModelId: 'amazon.nova-canvas-v1:0',
        },
      }).name,
    ).toBe('bedrock');
    expect(chooseContentGenerator({ contentGeneration: { kind: 'template' } }).name).toBe('template');
  });
});

describe('chooseInspectionDrafter', () => {
  it("drafts with Bedrock's text model when the stage names it, with the built-in parser otherwise", async () => {
    const bedrock = mockClient(BedrockRuntimeClient);
    bedrock.on(ConverseCommand).resolves({
      stopReason: 'tool_use',
      output: {
        message: {
          role: 'assistant',
          content: [{ toolUse: { toolUseId: 't-1', name: 'record_inspection_drafts', input: { drafts: [] } } }],
        },
      },
    } as never);
    const drafter = chooseInspectionDrafter({
      contentGeneration: {
        kind: 'bedrock',
        textModelId: 'amazon.nova-lite-v1:0',
        imageModelId: 'amazon.nova-canvas-v1:0',
      },
    });
    expect(drafter.name).toBe('bedrock');
    await drafter.draftInspections({ transcript: 'Queen seen', hives: [], locale: 'en-US', units: 'imperial' });
    expect(bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.modelId).toBe('amazon.nova-lite-v1:0');
    bedrock.restore();

    expect(chooseInspectionDrafter({ contentGeneration: { kind: 'template' } }).name).toBe('built-in');
  });
});
