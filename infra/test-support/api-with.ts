/**
 * An API stack of chosen routes on a stage of given settings, with cdk-nag's report: for tests of one kind of route
 * (public, say) in isolation, or of what one grant does in IAM and in the Lambda's environment (Stripe's secrets,
 * Bedrock's models).
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { AwsSolutionsChecks } from 'cdk-nag';
import { Api, type Route } from '../stacks/api';
import { Auth } from '../stacks/auth';
import { Data } from '../stacks/data';
import { logicalId, present, resourcesOf, testApp, testConfig } from './cdk-app';

// Template JSON is untyped by nature.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function apiWith(settings: Parameters<typeof testConfig>[0], routes: readonly Route[]) {
  const app = testApp();
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const stack = new Stack(app, 'GrantTest');
  const config = testConfig(settings);
  const auth = new Auth(stack, 'Auth', { config });
  const data = new Data(stack, 'Data', { config });
  const alarmTopic = new Topic(stack, 'AlarmTopic', { enforceSSL: true });
  Validations.of(alarmTopic).acknowledge({
    id: 'AwsSolutions-SNS2',
    reason: 'Monitoring acknowledges it the same way.',
  });
  const api = new Api(stack, 'Api', {
    config,
    routes,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    resources: { table: data.table, uploadsBucket: data.uploadsBucket },
    alarmTopic,
    jobFunctions: {},
  });
  const assembly = app.synth();
  const resources = Object.assign({}, ...Object.values(api.routeGroups).map((group) => resourcesOf(group)));
  const functionOf = (route: Route) =>
    present(resources[logicalId(present(api.functions[route.name], route.name))], `${route.name}'s function`);
  const statementsOf = (route: Route): any[] => {
    const roleId = functionOf(route).Properties.Role['Fn::GetAtt'][0];
    return Object.values(resources as Record<string, any>)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy')
      .filter((policy) => policy.Properties.Roles.some((role: any) => role.Ref === roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
  };
  return { api, assemblyDir: assembly.directory, resources, functionOf, statementsOf };
}
