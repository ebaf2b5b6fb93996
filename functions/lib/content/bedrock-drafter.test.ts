import '../../test-support/unit-env';
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import type { HiveInspectionDraft } from '../../../shared/schemas/inspection-draft';
import { createBedrockDrafter } from './bedrock-drafter';
import { ContentGenerationError } from './content-generator';
import type { DraftBrief } from './inspection-drafter';

const bedrock = mockClient(BedrockRuntimeClient);
afterEach(() => bedrock.reset());

const models = { textModelId: 'amazon.nova-lite-v1:0', imageModelId: 'amazon.nova-canvas-v1:0' };
const drafter = () => createBedrockDrafter(new BedrockRuntimeClient({}), models);

const brief: DraftBrief = {
  transcript: 'Volk Linde: Königin gesehen, Stifte da, sehr sanft. Volk Eiche: Auswaschung, 9 Milben.',
  hives: [
    { id: '01HIVELINDE', name: 'Linde' },
    { id: '01HIVEEICHE', name: 'Eiche' },
  ],
  locale: 'de',
  units: 'metric',
};

const drafts: HiveInspectionDraft[] = [
  {
    hiveId: '01HIVELINDE',
    fields: {
      queenSeen: { value: true, evidence: 'Königin gesehen' },
      eggsPresent: { value: true, evidence: 'Stifte da' },
      temperament: { value: 5, evidence: 'sehr sanft' },
    },
  },
  {
    hiveId: '01HIVEEICHE',
    fields: {
      varroaMethod: { value: 'alcohol_wash', evidence: 'Auswaschung' },
      varroaMites: { value: 9, evidence: '9 Milben' },
    },
  },
];

/** As much of a JSON Schema as these tests read. */
interface JsonSchema {
  type?: unknown;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

/** The Converse answer of a model that called the drafts tool with `input`. */
function toolAnswer(input: unknown, stopReason: 'tool_use' | 'content_filtered' = 'tool_use') {
  return {
    stopReason,
    output: {
      message: {
        role: 'assistant' as const,
        content: [{ toolUse: { toolUseId: 't-1', name: 'record_inspection_drafts', input: input as never } }],
      },
    },
    usage: undefined,
    metrics: undefined,
  };
}

describe('the Bedrock inspection drafter', () => {
  it('asks the configured text model with the transcript, the hives, the language and units, forcing the drafts tool', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer({ drafts }));
    expect(await drafter().draftInspections(brief)).toEqual(drafts);

    const [call] = bedrock.commandCalls(ConverseCommand);
    const input = call?.args[0].input;
    expect(input?.modelId).toBe('amazon.nova-lite-v1:0');
    expect(input?.toolConfig?.tools).toHaveLength(1);
    expect(input?.toolConfig?.toolChoice).toEqual({ tool: { name: 'record_inspection_drafts' } });

    const prompt = input?.messages?.[0]?.content?.[0]?.text ?? '';
    expect(prompt).toContain(brief.transcript);
    expect(prompt).toContain('"Linde": id 01HIVELINDE');
    expect(prompt).toContain('"Eiche": id 01HIVEEICHE');
    expect(prompt).toContain('Deutsch (de)');
    expect(prompt).toContain('Their units: metric');
    const system = input?.system?.[0]?.text ?? '';
    expect(system).toContain('exact words');
    expect(system).toContain('temperament: 1 defensive');
  });

  it('gives the tool the schema the answer is checked with, written out in place', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer({ drafts: [] }));
    expect(await drafter().draftInspections(brief)).toEqual([]);
    const json = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.toolConfig?.tools?.[0]?.toolSpec?.inputSchema
      ?.json as JsonSchema;
    expect(json).toMatchObject({ type: 'object', required: ['drafts'] });
    expect(JSON.stringify(json)).not.toContain('$ref');
    const draft = json.properties?.['drafts']?.items;
    expect(draft?.required).toEqual(['hiveId', 'fields']);
    expect(draft?.properties?.['hiveId']).toEqual({ type: ['string', 'null'] });
    const fields = draft?.properties?.['fields'];
    expect(fields?.required ?? []).toEqual([]);
    expect(fields?.properties?.['temperament']).toMatchObject({
      properties: { value: { type: 'integer', minimum: 1, maximum: 5 } },
      required: ['value', 'evidence'],
    });
  });

  it.each([
    [
      'no tool call',
      { ...toolAnswer({ drafts }), output: { message: { role: 'assistant', content: [{ text: 'Gern!' }] } } },
    ],
    ['a refusal', toolAnswer({ drafts }, 'content_filtered')],
    ['no list of drafts', toolAnswer({ hiveId: '01HIVELINDE', fields: {} })],
    [
      'a rating off the scale',
      toolAnswer({ drafts: [{ hiveId: null, fields: { temperament: { value: 7, evidence: 'sanft' } } }] }),
    ],
    ['a field without its words', toolAnswer({ drafts: [{ hiveId: null, fields: { queenSeen: { value: true } } }] })],
    [
      'an unknown varroa method',
      toolAnswer({ drafts: [{ hiveId: null, fields: { varroaMethod: { value: 'ether', evidence: 'Ether' } } }] }),
    ],
  ])('refuses an answer with %s', async (_case, answer) => {
    bedrock.on(ConverseCommand).resolves(answer as never);
    await expect(drafter().draftInspections(brief)).rejects.toBeInstanceOf(ContentGenerationError);
  });

  it('passes a refused call on (throttling, access not granted)', async () => {
    bedrock.on(ConverseCommand).rejects(new Error('ThrottlingException: Too many requests'));
    await expect(drafter().draftInspections(brief)).rejects.toThrow(/Throttling/);
  });
});
