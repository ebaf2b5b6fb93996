/**
 * `npm run bench:voice:record`: the evaluation set's transcripts through the Bedrock drafter, with the shell's AWS
 * credentials and region and the model `BEDROCK_TEXT_MODEL_ID` (the stage's, `CONTENT_ENVIRONMENT`), written to
 * `bench/voice/bedrock-answers.json` for `npm run bench:voice` to score. One Converse request per transcript.
 */
import { writeFileSync } from 'node:fs';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { createBedrockDrafter } from '../functions/lib/content/bedrock-drafter';
import { CONTENT_ENVIRONMENT } from '../functions/lib/content/content-environment';
import { recordAnswers } from './voice/bedrock-answers';
import { BEDROCK_ANSWERS_FILE, readEvaluationSet } from './voice/evaluation-set';

const textModelId = process.env[CONTENT_ENVIRONMENT.textModelId];
if (!textModelId) {
  console.error(`Set ${CONTENT_ENVIRONMENT.textModelId} to the Bedrock text model to record (and AWS_REGION).`);
  process.exit(1);
}
const drafter = createBedrockDrafter(new BedrockRuntimeClient({}), { textModelId, imageModelId: '' });
const answers = await recordAnswers(drafter, readEvaluationSet(), (line) => console.log(line));
writeFileSync(BEDROCK_ANSWERS_FILE, `${JSON.stringify(answers, null, 2)}\n`);
console.log(`Wrote ${Object.keys(answers).length} answers to ${BEDROCK_ANSWERS_FILE}`);
