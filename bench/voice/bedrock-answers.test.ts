import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createBedrockDrafter } from '../../functions/lib/content/bedrock-drafter';
import { recordAnswers } from './bedrock-answers';
import { readEvaluationSet } from './evaluation-set';

const bedrock = mockClient(BedrockRuntimeClient);
afterEach(() => bedrock.reset());

const drafter = createBedrockDrafter(new BedrockRuntimeClient({ region: 'eu-west-1' }), {
  textModelId: 'amazon.nova-lite-v1:0',
  imageModelId: '',
});

/** A Converse answer whose model called the drafts tool with `drafts`. */
function answerWith(drafts: unknown[]) {
  return {
    stopReason: 'tool_use' as const,
    output: {
      message: {
        role: 'assistant' as const,
        content: [{ toolUse: { toolUseId: 't-1', name: 'record_inspection_drafts', input: { drafts } as never } }],
      },
    },
    usage: undefined,
    metrics: undefined,
  };
}

describe("recording Bedrock's answers to the evaluation set", () => {
  it('asks once per transcript and keeps each answer under its id, leaving out one that failed', async () => {
    const [first, second] = readEvaluationSet();
    if (!first || !second) throw new Error('The evaluation set has fewer than two transcripts');
    const firstHive = first.hives[0]?.id ?? null;
    const draft = { hiveId: firstHive, fields: { queenSeen: { value: true, evidence: 'queen' } } };
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(answerWith([draft]))
      .resolvesOnce({ ...answerWith([]), stopReason: 'content_filtered' });
    const lines: string[] = [];

    const answers = await recordAnswers(drafter, [first, second], (line) => lines.push(line));

    expect(answers).toEqual({ [first.id]: [draft] });
    const prompts = bedrock.commandCalls(ConverseCommand).map((call) => call.args[0].input.messages?.[0]?.content);
    expect(JSON.stringify(prompts[0])).toContain(JSON.stringify(first.transcript).slice(1, 40));
    expect(prompts).toHaveLength(2);
    expect(lines).toEqual([`${first.id}: 1 drafts`, expect.stringMatching(new RegExp(`^${second.id}: no answer`))]);
  });
});
