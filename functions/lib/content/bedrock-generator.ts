/**
 * HiveKeeper's marketing content from Amazon Bedrock: the copy through the Converse API, forced into one tool call
 * whose input is the content's JSON (so the model answers in the shape `generatedContentSchema` checks, and
 * nothing it says outside the tool is kept), and the image through an image model's InvokeModel (Amazon Nova
 * Canvas and Titan Image Generator share the TEXT_IMAGE request). Anything that doesn't pass the checks is a
 * `ContentGenerationError`: the caller stores nothing.
 */
import { ConverseCommand, InvokeModelCommand, type BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod';
import { PLATFORM_CHARACTER_LIMITS, PLATFORM_LABELS } from '../../../shared/rules/marketing';
import { artworkSize } from '../../../shared/rules/marketing-artwork';
import { generatedContentSchema, isMarketingAd } from '../../../shared/schemas/marketing';
import {
  checkedContent,
  ContentGenerationError,
  type ContentBrief,
  type ContentGenerator,
  type ImageRequest,
} from './content-generator';

export interface BedrockModels {
  /** A model that supports the Converse API with a forced tool choice (Amazon Nova, Anthropic Claude). */
  textModelId: string;
  /** Amazon Nova Canvas or Titan Image Generator v2: the TEXT_IMAGE task. */
  imageModelId: string;
}

const CONTENT_TOOL = 'record_marketing_content';

/** What HiveKeeper is, for the model: only features the app has, so no copy promises one it doesn't. */
const PRODUCT_FACTS = `HiveKeeper is a web app for hobbyist and commercial beekeepers. It keeps apiaries and hives (with queen
age and marking colour), inspections with photos, brood, temperament and stores ratings and varroa mite counts
(alcohol wash, sugar roll, sticky board) with the threshold by season and hemisphere, treatments with a catalogue of
varroa products, their temperature windows, supers rules and recount reminders, a recommendations engine, a task
schedule with repeats and a calendar feed, weather advice for each apiary, honey production with a yield forecast,
profit and loss, and a dashboard. Free plan: up to 3 hives. Pro: $9.99 a month with a 30-day free trial, cancel
anytime; Pro adds photos, treatment tracking, production and finances.`;

function instructions({ platform, contentType, date, season }: ContentBrief): string {
  const kind = isMarketingAd(contentType)
    ? `an advertisement (${contentType.replace('_ad', '')} ad)`
    : `a ${contentType} post`;
  return `Write ${kind} for ${PLATFORM_LABELS[platform]} promoting HiveKeeper, for ${date} (${season} in the northern
hemisphere). The copy ("content") must be at most ${String(PLATFORM_CHARACTER_LIMITS[platform])} characters with its
hashtags. Give 3 to 10 hashtags, each "#" and letters, digits or underscores. Describe in "imagePrompt" one picture
to go with it (no text or logos in the picture) and in "imageSummary" what it shows in one sentence. Use
platform "${platform}" and contentType "${contentType}". Call ${CONTENT_TOOL} once with the content.`;
}

/** The content's JSON schema for the tool, from the same zod schema the answer is checked with. */
const contentInputSchema = z.toJSONSchema(generatedContentSchema, { target: 'draft-7' });

/** Image models take sides that are multiples of 16 (Nova Canvas: 320-4096 each, at most 4.19 megapixels). */
function imageSize(aspectRatio: string): { width: number; height: number } {
  const { width, height } = artworkSize(aspectRatio, 1280);
  const toSixteen = (side: number) => Math.max(320, Math.round(side / 16) * 16);
  return { width: toSixteen(width), height: toSixteen(height) };
}

const imageAnswerSchema = z.object({
  images: z.array(z.string().min(1)).min(1),
  error: z.string().nullish(),
});

export function createBedrockGenerator(client: BedrockRuntimeClient, models: BedrockModels): ContentGenerator {
  return {
    name: 'bedrock',

    async writeContent(brief) {
      const answer = await client.send(
        new ConverseCommand({
          modelId: models.textModelId,
          system: [{ text: `You write marketing copy for HiveKeeper. ${PRODUCT_FACTS}` }],
          messages: [{ role: 'user', content: [{ text: instructions(brief) }] }],
          inferenceConfig: { maxTokens: 2000, temperature: 0.8 },
          toolConfig: {
            tools: [
              {
                toolSpec: {
                  name: CONTENT_TOOL,
                  description: 'Records one piece of HiveKeeper marketing content.',
                  inputSchema: { json: contentInputSchema as never },
                },
              },
            ],
            toolChoice: { tool: { name: CONTENT_TOOL } },
          },
        }),
      );
      const toolUse = answer.output?.message?.content?.find((block) => block.toolUse?.name === CONTENT_TOOL)?.toolUse;
      if (!toolUse) {
        throw new ContentGenerationError(`The text model gave no content (stop reason ${String(answer.stopReason)})`);
      }
      return checkedContent(brief, toolUse.input);
    },

    async drawImage({ prompt, aspectRatio }: ImageRequest) {
      const answer = await client.send(
        new InvokeModelCommand({
          modelId: models.imageModelId,
          contentType: 'application/json',
          accept: 'application/json',
          body: JSON.stringify({
            taskType: 'TEXT_IMAGE',
            textToImageParams: { text: prompt.slice(0, 1024) },
            imageGenerationConfig: { numberOfImages: 1, ...imageSize(aspectRatio), cfgScale: 8 },
          }),
        }),
      );
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder().decode(answer.body));
      } catch {
        throw new ContentGenerationError('The image model answered something other than JSON');
      }
      const parsed = imageAnswerSchema.safeParse(json);
      if (!parsed.success || parsed.data.error) {
        throw new ContentGenerationError(
          `The image model made no image: ${parsed.data?.error ?? 'no image in its answer'}`,
        );
      }
      return { body: Buffer.from(parsed.data.images[0] ?? '', 'base64'), contentType: 'image/png' };
    },
  };
}
