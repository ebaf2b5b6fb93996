import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { logicalId, present, resourcesOf, testApp, testConfig, type TemplateResources } from '../test-support/cdk-app';
import { addHiveKeeperStack, type HiveKeeperStack } from './hivekeeper-stack';

const SENDER = 'no-reply@hivekeeper.example';

/* eslint-disable @typescript-eslint/no-explicit-any -- template JSON is untyped */
function policiesOfRole(resources: TemplateResources, roleId: string): any[] {
  return Object.values(resources)
    .filter((resource) => resource.Type === 'AWS::IAM::Policy')
    .filter((policy) => policy.Properties.Roles.some((role: any) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as any[]);
}

const actionsOf = (statements: any[]) => [...new Set(statements.flatMap((statement) => [statement.Action].flat()))];

describe('the sign-up trigger and the notification routes in the stack (a stage with an SES sender)', () => {
  let stack: HiveKeeperStack;
  let resources: TemplateResources;
  // With CloudFormation's own validation, which reports a dependency cycle between the pool and its trigger.
  beforeAll(() => {
    const app = testApp({ validateTemplates: true });
    stack = addHiveKeeperStack(app, testConfig({ mailFrom: SENDER, region: 'eu-west-1' }));
    app.synth();
    resources = Template.fromStack(stack).toJSON().Resources as TemplateResources;
  }, 60_000);

  /** The SES identities a statement's ARNs name (the account is the deploy's, a token in the template). */
  const identitiesOf = (resource: unknown) =>
    [...JSON.stringify(resource).matchAll(/:identity\/([^"]+)"/g)].map((match) => match[1]).sort();
  const identities = ['hivekeeper.example', SENDER];

  it("is the user pool's PostConfirmation trigger", () => {
    const pool = present(resources[logicalId(stack.auth.userPool)], 'the user pool');
    expect(pool.Properties.LambdaConfig).toEqual({
      PostConfirmation: { 'Fn::GetAtt': [logicalId(stack.signupTrigger.function), 'Arn'] },
    });
    const fn = present(resources[logicalId(stack.signupTrigger.function)], 'the trigger');
    expect(fn.Properties.Environment.Variables).toMatchObject({ MAIL_FROM: `HiveKeeper <${SENDER}>` });
    expect(fn.Properties.Environment.Variables.USER_POOL_ID).toBeUndefined();
  });

  it('may put table items, send from the sender and list the admins group, nothing more', () => {
    const fn = present(resources[logicalId(stack.signupTrigger.function)], 'the trigger');
    const statements = policiesOfRole(resources, fn.Properties.Role['Fn::GetAtt'][0]);
    expect(actionsOf(statements).sort()).toEqual(
      [
        'cognito-idp:ListUsersInGroup',
        'dynamodb:PutItem',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'ses:SendEmail',
        'ses:SendRawEmail',
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ].sort(),
    );
    const resourceOf = (action: string) =>
      statements.find((statement) => [statement.Action].flat().includes(action))?.Resource;
    expect(identitiesOf(resourceOf('ses:SendEmail'))).toEqual(identities);
    expect(resourceOf('cognito-idp:ListUsersInGroup')).toEqual({
      'Fn::GetAtt': [logicalId(stack.auth.userPool), 'Arn'],
    });
    expect(resourceOf('dynamodb:PutItem')).toEqual({ 'Fn::GetAtt': [logicalId(stack.data.table), 'Arn'] });
  });

  it('gives simulate-signup the sender, the pool id and the same two permissions on them', () => {
    const simulate = present(stack.api.functions.simulateSignup, 'the simulate-signup Lambda');
    const group = present(stack.api.routeGroups.notifications, 'the notifications routes');
    const groupResources = resourcesOf(group);
    const fn = present(groupResources[logicalId(simulate)], 'its function');
    expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
      expect.arrayContaining(['MAIL_FROM', 'USER_POOL_ID']),
    );
    const statements = policiesOfRole(groupResources, fn.Properties.Role['Fn::GetAtt'][0]);
    const mail = statements.find((statement) => [statement.Action].flat().includes('ses:SendEmail'));
    expect(identitiesOf(mail.Resource)).toEqual(identities);
    expect(statements.some((statement) => statement.Action === 'cognito-idp:ListUsersInGroup')).toBe(true);
    expect(routes.simulateSignup.access).toBe('admin');
  });
});
