import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Stack, Validations } from 'aws-cdk-lib';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { LOCAL_AWS, LOCAL_AWS_ENVIRONMENT } from '../local/settings';
import { logicalId, present, resourcesOf, testApp, testConfig } from '../test-support/cdk-app';
import { Auth } from './auth';
import { Data } from './data';
import { SignupTrigger } from './signup-trigger';

/** The PostConfirmation Lambda as `cdk synth` bundles it, loaded in a plain Node process as the Lambda runtime does. */
describe('the sign-up trigger bundle', () => {
  it('is one ES module that hands a confirmed password reset back to Cognito untouched', () => {
    const app = testApp({ bundle: true });
    const stack = new Stack(app, 'SignupTriggerBundle');
    const config = testConfig();
    const topic = new Topic(stack, 'Alarms', { enforceSSL: true });
    Validations.of(topic).acknowledge({ id: 'AwsSolutions-SNS2', reason: 'Monitoring acknowledges it the same way.' });
    const data = new Data(stack, 'Data', { config });
    const trigger = new SignupTrigger(stack, 'SignupTrigger', {
      config,
      userPool: new Auth(stack, 'Auth', { config }).userPool,
      resources: { table: data.table, uploadsBucket: data.uploadsBucket },
      alarmTopic: topic,
    });
    const assemblyDir = app.synth().directory;
    const s3Key: string = present(resourcesOf(stack)[logicalId(trigger.function)], 'the trigger').Properties.Code.S3Key;
    const dir = join(assemblyDir, `asset.${s3Key.replace(/\.zip$/, '')}`);
    expect(readdirSync(dir).sort()).toEqual(['index.mjs', 'index.mjs.map']);

    const event: PostConfirmationTriggerEvent = {
      version: '1',
      region: LOCAL_AWS.region,
      userPoolId: 'us-east-1_bundle',
      userName: 'c0ffee',
      callerContext: { awsSdkVersion: 'test', clientId: 'web' },
      triggerSource: 'PostConfirmation_ConfirmForgotPassword',
      request: { userAttributes: { sub: 'c0ffee', email: 'newbee@example.com' } },
      response: {},
    };
    const script = `
      const { handler } = await import(${JSON.stringify(join(dir, 'index.mjs'))});
      console.log(JSON.stringify(await handler(JSON.parse(process.env.EVENT))));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      env: {
        ...process.env,
        EVENT: JSON.stringify(event),
        TABLE_NAME: 'hivekeeper-bundle-test',
        ...LOCAL_AWS_ENVIRONMENT,
        LOG_LEVEL: 'SILENT',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(present(run.stdout.trim().split('\n').at(-1), 'the answer line'))).toEqual(event);
  }, 120_000);
});
