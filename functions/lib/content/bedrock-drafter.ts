/**
 * Voice inspections' drafts from Amazon Bedrock: the transcript through the Converse API, forced into one tool call
 * whose input is the drafts' JSON (so the model answers in the shape `hiveInspectionDraftSchema` checks, and nothing
 * it says outside the tool is kept). Sent: the transcript, the apiary's hive names and ids, the beekeeper's language
 * and units; nothing else of the account. An answer that doesn't pass the check is a `ContentGenerationError`.
 */
import { ConverseCommand, type BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod';
import { VARROA_SAMPLE_BEES_DEFAULT } from '../../../shared/domain/varroa';
import { LOCALE_NAMES } from '../../../shared/i18n/locales';
import { hiveInspectionDraftSchema } from '../../../shared/schemas/inspection-draft';
import type { BedrockModels } from './bedrock-generator';
import { ContentGenerationError } from './content-generator';
import type { DraftBrief, InspectionDrafter } from './inspection-drafter';

const DRAFTS_TOOL = 'record_inspection_drafts';

/** What the tool takes: a draft per hive spoken of. */
const draftsAnswerSchema = z.object({ drafts: z.array(hiveInspectionDraftSchema) });

/**
 * The tool's JSON schema, from the same zod schema the answer is checked with: draft-7 objects, every sub-schema
 * written out in place (no `$ref`), the null hive id as `"type": ["string", "null"]`, as Converse takes it.
 */
const draftsInputSchema = z.toJSONSchema(draftsAnswerSchema, { target: 'draft-7' });

/** How HiveKeeper's inspection form reads its 1-5 ratings: a model that guesses the direction gets them backwards. */
const RATING_SCALES = `Ratings are whole numbers on the form's 1-5 scales:
- temperament: 1 defensive (stinging, following) .. 5 calm;
- foodStores: 1 none .. 5 plenty;
- smallHiveBeetle: 1 none seen .. 5 many;
- broodPattern: 1 poor (spotty) .. 5 excellent (solid);
- population: 1 poor (weak) .. 5 excellent (strong, boiling over).`;

const INSTRUCTIONS = `You fill in HiveKeeper beekeeping inspection records from what a beekeeper said at one apiary.
Rules:
- Fill only what the words say. Whatever was not said is left out: never guess, never use a default.
- For each filled field, "evidence" is the exact words of the transcript it came from, copied as they were said.
- One draft per hive spoken of, in the order spoken. "hiveId" is the id of a hive from the given list whose name
  the words use; when the words name no hive of the list, hiveId is null (with a single hive listed, that hive).
- ${RATING_SCALES}
- Varroa: varroaMethod is alcohol_wash, sugar_roll, sticky_board or none; varroaMites the mites counted;
  varroaSampleBees the bees in a wash or roll when said (the form assumes ${String(VARROA_SAMPLE_BEES_DEFAULT)});
  varroaBoardDays the days a sticky board was in.
- diseases and treatments are short names as said; notes hold what was said that no other field takes.
- Write notes and names in the beekeeper's language and keep their units as they said them.
Call ${DRAFTS_TOOL} once with all the drafts (an empty list when nothing can be filled).`;

/** Stop reasons of an answer the model or the stage's guardrails refused. */
const REFUSALS: readonly string[] = ['content_filtered', 'guardrail_intervened'];

function request({ transcript, hives, locale, units }: DraftBrief): string {
  const hiveList = hives.map((hive) => `- ${JSON.stringify(hive.name)}: id ${hive.id}`).join('\n');
  return `The beekeeper's language: ${LOCALE_NAMES[locale]} (${locale}). Their units: ${units}.
The hives of this apiary:
${hiveList || '(none)'}
What they said:
<transcript>
${transcript}
</transcript>`;
}

export function createBedrockDrafter(client: BedrockRuntimeClient, models: BedrockModels): InspectionDrafter {
  return {
    name: 'bedrock',

    async draftInspections(brief) {
      const answer = await client.send(
        new ConverseCommand({
          modelId: models.textModelId,
          system: [{ text: INSTRUCTIONS }],
          messages: [{ role: 'user', content: [{ text: request(brief) }] }],
          // The same words give the same draft: nothing here is creative.
          inferenceConfig: { maxTokens: 4000, temperature: 0 },
          toolConfig: {
            tools: [
              {
                toolSpec: {
                  name: DRAFTS_TOOL,
                  description: 'Records the draft inspections of the hives the beekeeper spoke of.',
                  inputSchema: { json: draftsInputSchema as never },
                },
              },
            ],
            toolChoice: { tool: { name: DRAFTS_TOOL } },
          },
        }),
      );
      const toolUse = answer.output?.message?.content?.find((block) => block.toolUse?.name === DRAFTS_TOOL)?.toolUse;
      // A filtered answer may still hold a tool call cut short: nothing of it is used.
      if (!toolUse || REFUSALS.includes(String(answer.stopReason))) {
        throw new ContentGenerationError(`The text model gave no drafts (stop reason ${String(answer.stopReason)})`);
      }
      const parsed = draftsAnswerSchema.safeParse(toolUse.input);
      if (!parsed.success) throw new ContentGenerationError(`Malformed drafts: ${z.prettifyError(parsed.error)}`);
      return parsed.data.drafts;
    },
  };
}
