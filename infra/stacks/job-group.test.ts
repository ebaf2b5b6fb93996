import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../functions/jobs';
import { routes } from '../../functions/routes';
import { present, resourcesOf, testApp, testConfig, logicalId } from '../test-support/cdk-app';
import { addHiveKeeperStack } from './hivekeeper-stack';

// Template JSON is untyped by nature.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The stage as `cdk synth` makes it, with the real job list (functions/jobs.ts). */
function synth() {
  const app = testApp();
  const stack = addHiveKeeperStack(app, testConfig());
  const assemblyDir = app.synth().directory;
  return { stack, assemblyDir, jobResources: resourcesOf(stack.jobs) };
}

const ofType = (resources: Record<string, any>, type: string) =>
  Object.entries(resources).filter(([, resource]) => resource.Type === type);

describe('the scheduled jobs (functions/jobs.ts) in the stack', () => {
  const { stack, assemblyDir, jobResources } = synth();

  it('makes one Lambda and one UTC schedule per job, invoking it with the job and its scheduled time', () => {
    const schedules = ofType(jobResources, 'AWS::Scheduler::Schedule');
    expect(schedules).toHaveLength(Object.keys(jobs).length);
    for (const [name, job] of Object.entries(jobs)) {
      const fn = present(stack.jobs.functions[name], `${name}'s function`);
      const fnResource = present(jobResources[logicalId(fn)], `${name}'s function resource`);
      expect(fnResource.Properties.Timeout).toBe(job.timeoutSeconds);
      const [, schedule] = present(
        schedules.find(([, resource]) => resource.Properties.Description === job.description),
        `${name}'s schedule`,
      );
      expect(schedule.Properties.ScheduleExpression).toBe(job.schedule);
      expect(schedule.Properties.ScheduleExpressionTimezone).toBe('Etc/UTC');
      expect(schedule.Properties.FlexibleTimeWindow).toEqual({ Mode: 'OFF' });
      expect(schedule.Properties.Target.Arn).toEqual({ 'Fn::GetAtt': [logicalId(fn), 'Arn'] });
      expect(JSON.parse(schedule.Properties.Target.Input)).toEqual({
        job: name,
        scheduledFor: '<aws.scheduler.scheduled-time>',
      });
      expect(schedule.Properties.Target.RetryPolicy).toEqual({
        MaximumRetryAttempts: 2,
        MaximumEventAgeInSeconds: 3600,
      });
      expect(schedule.Properties.Target.DeadLetterConfig.Arn).toBeDefined();
    }
  });

  it("gives the marketing job's role exactly its grants: the table, the marketing images, no Bedrock without models", () => {
    const fn = present(stack.jobs.functions.generateDailyMarketing, 'the marketing job');
    const roleId = present(jobResources[logicalId(fn)], 'function').Properties.Role['Fn::GetAtt'][0];
    const actions = ofType(jobResources, 'AWS::IAM::Policy')
      .filter(([, policy]) => policy.Properties.Roles.some((role: any) => role.Ref === roleId))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement)
      .flatMap((statement: any) => [statement.Action].flat());
    expect([...new Set(actions)].sort()).toEqual(
      [
        'dynamodb:ConditionCheckItem',
        'dynamodb:DeleteItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        's3:DeleteObject',
        's3:PutObject',
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ].sort(),
    );
  });

  it("gives the exports job's role the table, reading photos, and writing, tagging and deleting exports only", () => {
    const fn = present(stack.jobs.functions.buildAccountExports, 'the exports job');
    const roleId = present(jobResources[logicalId(fn)], 'function').Properties.Role['Fn::GetAtt'][0];
    const s3 = ofType(jobResources, 'AWS::IAM::Policy')
      .filter(([, policy]) => policy.Properties.Roles.some((role: any) => role.Ref === roleId))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement)
      .filter((statement: any) => [statement.Action].flat().some((action: string) => action.startsWith('s3:')))
      .map((statement: any) => ({
        effect: statement.Effect,
        actions: [statement.Action].flat().sort(),
        resources: [statement.Resource]
          .flat()
          .map((resource: any) => resource['Fn::Join'][1][1])
          .sort(),
      }));
    // Reading photos reaches no export file: the photo grant's GetObject is denied on the exports folders.
    expect(s3).toEqual([
      { effect: 'Allow', actions: ['s3:GetObject'], resources: ['/unattached/users/*', '/users/*'] },
      {
        effect: 'Allow',
        actions: ['s3:DeleteObject', 's3:PutObject', 's3:PutObjectTagging'],
        resources: ['/users/*/exports/*'],
      },
      { effect: 'Deny', actions: ['s3:GetObject'], resources: ['/users/*/exports/*'] },
    ]);
  });

  it("gives the account deletion job's role its grants: batch deletes, listing the beekeepers' prefixes, deleting users", () => {
    const fn = present(stack.jobs.functions.finishAccountDeletions, 'the account deletion job');
    const resource = present(jobResources[logicalId(fn)], 'function');
    expect(Object.keys(resource.Properties.Environment.Variables)).toContain('USER_POOL_ID');
    const roleId = resource.Properties.Role['Fn::GetAtt'][0];
    const statements = ofType(jobResources, 'AWS::IAM::Policy')
      .filter(([, policy]) => policy.Properties.Roles.some((role: any) => role.Ref === roleId))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
    const withAction = (action: string) =>
      present(
        statements.find((statement: any) => [statement.Action].flat().includes(action)),
        `a statement allowing ${action}`,
      );
    expect([...new Set(statements.flatMap((statement: any) => [statement.Action].flat()))]).toEqual(
      expect.arrayContaining([
        'dynamodb:BatchWriteItem',
        's3:ListBucket',
        's3:DeleteObject',
        'cognito-idp:AdminDeleteUser',
      ]),
    );
    expect(withAction('s3:ListBucket').Condition).toEqual({
      StringLike: { 's3:prefix': ['users/*', 'unattached/users/*'] },
    });
    expect([withAction('s3:ListBucket').Resource].flat()).toHaveLength(1);
    expect(JSON.stringify(withAction('cognito-idp:AdminDeleteUser').Resource)).toContain('UserPool');
    expect([withAction('cognito-idp:AdminDeleteUser').Action].flat()).toEqual(['cognito-idp:AdminDeleteUser']);
  });

  it("lets Generate Now's Lambda invoke the job functions only, and names them in its environment", () => {
    const route = present(stack.api.functions.generateMarketingContent, 'the Generate Now route');
    const group = present(stack.api.routeGroups.marketing, 'the marketing routes');
    const resources = resourcesOf(group);
    const fn = present(resources[logicalId(route)], 'function');
    expect(Object.keys(fn.Properties.Environment.Variables)).toContain('JOB_FUNCTION_generateDailyMarketing');
    const roleId = fn.Properties.Role['Fn::GetAtt'][0];
    const invoke = ofType(resources, 'AWS::IAM::Policy')
      .filter(([, policy]) => policy.Properties.Roles.some((role: any) => role.Ref === roleId))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement)
      .filter((statement: any) => [statement.Action].flat().includes('lambda:InvokeFunction'));
    expect(invoke).toHaveLength(1);
    expect([invoke[0].Resource].flat()).toHaveLength(Object.keys(jobs).length);
    expect(routes.generateMarketingContent.grants).toEqual(['jobs:start']);
  });

  it('passes cdk-nag with nothing unacknowledged', () => {
    const report = JSON.parse(readFileSync(join(assemblyDir, 'validation-report.json'), 'utf8'));
    expect(report.pluginReports.flatMap((plugin: any) => plugin.violations ?? [])).toEqual([]);
  });
});
