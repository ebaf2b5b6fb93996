import '../../test-support/unit-env';
import { BedrockRuntimeClient, ConverseCommand, InvokeModelCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import type { GeneratedContent } from '../../../shared/schemas/marketing';
import { createBedrockGenerator } from './bedrock-generator';
import { ContentGenerationError, type ContentBrief } from './content-generator';

const bedrock = mockClient(BedrockRuntimeClient);
afterEach(() => bedrock.reset());

const models = { textModelId: 'amazon.nova-lite-v1:0', imageModelId: 'amazon.nova-canvas-v1:0' };
const generator = () => createBedrockGenerator(new BedrockRuntimeClient({}), models);
const brief: ContentBrief = { platform: 'twitter', contentType: 'feature', date: '2026-11-23', season: 'fall' };

const written: GeneratedContent = {
  title: 'Varroa counts that mean something',
  platform: 'twitter',
  contentType: 'feature',
  content: 'Log an alcohol wash in HiveKeeper and see at once if the colony is over the fall threshold. #beekeeping',
  hashtags: ['#beekeeping', '#varroa', '#HiveKeeper'],
  callToAction: 'Start your 30-day free trial',
  metadata: {
    imagePrompt: 'A beekeeper counting mites in a jar beside a hive in autumn light',
    imageSummary: 'A mite count at the hive in autumn',
    targetAudience: 'Hobbyist beekeepers',
    bestPostTime: 'Tuesday 7-9 pm',
    imageIdeas: ['Alcohol wash jar', 'Autumn apiary'],
    imageAspectRatio: '16:9',
  },
};

/** The Converse answer of a model that called the content tool with `input`. */
function toolAnswer(input: unknown) {
  return {
    stopReason: 'tool_use' as const,
    output: {
      message: {
        role: 'assistant' as const,
        content: [{ toolUse: { toolUseId: 't-1', name: 'record_marketing_content', input: input as never } }],
      },
    },
    usage: undefined,
    metrics: undefined,
  };
}

const imageAnswer = (json: unknown) => ({
  body: new TextEncoder().encode(JSON.stringify(json)),
  contentType: 'application/json',
});

describe('the Bedrock content generator', () => {
  it("asks the configured text model for the brief, forcing the content tool whose schema is the answer's check", async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(written));
    expect(await generator().writeContent(brief)).toEqual(written);

    const [call] = bedrock.commandCalls(ConverseCommand);
    const input = call?.args[0].input;
    expect(input?.modelId).toBe('amazon.nova-lite-v1:0');
    expect(input?.toolConfig?.toolChoice).toEqual({ tool: { name: 'record_marketing_content' } });
    const schema = input?.toolConfig?.tools?.[0]?.toolSpec?.inputSchema?.json as { required: string[] };
    expect(schema.required).toEqual(
      expect.arrayContaining(['title', 'platform', 'contentType', 'content', 'hashtags', 'callToAction', 'metadata']),
    );
    const prompt = input?.messages?.[0]?.content?.[0]?.text ?? '';
    expect(prompt).toContain('a feature post for Twitter');
    expect(prompt).toContain('at most 280 characters');
    expect(prompt).toContain('2026-11-23 (fall');
  });

  it.each([
    [
      'no tool call',
      { ...toolAnswer(written), output: { message: { role: 'assistant', content: [{ text: 'Sure!' }] } } },
    ],
    ['a missing field', toolAnswer({ ...written, callToAction: undefined })],
    ['a hashtag with spaces', toolAnswer({ ...written, hashtags: ['#bee keeping'] })],
    ['another platform', toolAnswer({ ...written, platform: 'linkedin' })],
    ['another content type', toolAnswer({ ...written, contentType: 'tip' })],
    ['copy longer than the platform allows', toolAnswer({ ...written, content: 'b'.repeat(281) })],
    [
      'a malformed aspect ratio',
      toolAnswer({ ...written, metadata: { ...written.metadata, imageAspectRatio: 'wide' } }),
    ],
  ])('refuses an answer with %s', async (_case, answer) => {
    bedrock.on(ConverseCommand).resolves(answer as never);
    await expect(generator().writeContent(brief)).rejects.toBeInstanceOf(ContentGenerationError);
  });

  it('passes a refused call on (throttling, access not granted)', async () => {
    bedrock.on(ConverseCommand).rejects(new Error('AccessDeniedException: You don’t have access to the model'));
    await expect(generator().writeContent(brief)).rejects.toThrow(/AccessDenied/);
  });

  it('draws the image with the image model at the aspect ratio, sides in multiples of 16', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    bedrock.on(InvokeModelCommand).resolves(imageAnswer({ images: [png.toString('base64')], error: null }) as never);
    const image = await generator().drawImage({
      prompt: 'A hive in autumn light',
      aspectRatio: '9:16',
      season: 'fall',
      seed: 'c-1',
    });
    expect(Buffer.from(image.body)).toEqual(png);
    expect(image.contentType).toBe('image/png');

    const [call] = bedrock.commandCalls(InvokeModelCommand);
    expect(call?.args[0].input.modelId).toBe('amazon.nova-canvas-v1:0');
    expect(JSON.parse(String(call?.args[0].input.body))).toEqual({
      taskType: 'TEXT_IMAGE',
      textToImageParams: { text: 'A hive in autumn light' },
      imageGenerationConfig: { numberOfImages: 1, width: 720, height: 1280, cfgScale: 8 },
    });
  });

  it.each([
    ['an error', { images: [], error: 'This request has been blocked by our content filters.' }],
    ['no image', { images: [] }],
    ['something else', { message: 'hello' }],
  ])('refuses an image answer with %s', async (_case, json) => {
    bedrock.on(InvokeModelCommand).resolves(imageAnswer(json) as never);
    await expect(
      generator().drawImage({ prompt: 'A hive', aspectRatio: '16:9', season: 'fall', seed: 'c-1' }),
    ).rejects.toBeInstanceOf(ContentGenerationError);
  });
});
