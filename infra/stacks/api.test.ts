import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack, Validations } from 'aws-cdk-lib';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../functions/routes';
import { logicalId, present, resourcesOf, testApp, testConfig } from '../test-support/cdk-app';
import { Api, type Route } from './api';
import { Auth } from './auth';
import { Data } from './data';
import { featureAreaOf } from './route-group';

// Template JSON is untyped by nature.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The API built from chosen entries, so a test can look at one kind of route (public, say) in isolation. */
function apiWith(routes: readonly Route[]) {
  const app = testApp();
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const stack = new Stack(app, 'ApiTest');
  const config = testConfig();
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
  return { api, assemblyDir: assembly.directory };
}

describe('Api with a public route', () => {
  const userRoute: Route = present(routeList[0], 'a route');
  const publicRoute: Route = { ...present(routeList[1], 'a second route'), access: 'public', grants: [] };
  const optionalRoute: Route = { ...present(routeList[2], 'a third route'), access: 'optional' };
  const { api, assemblyDir } = apiWith([userRoute, publicRoute, optionalRoute]);
  // Both routes' handlers are in one folder (auth), so both live in one nested stack.
  const resources = resourcesOf(present(api.routeGroups[featureAreaOf(userRoute)], 'the route group'));
  const routeResource = (route: Route) =>
    present(
      Object.values(resources).find(
        (resource) =>
          resource.Type === 'AWS::ApiGatewayV2::Route' &&
          resource.Properties.RouteKey === `${route.method} ${route.path}`,
      ),
      `route ${route.method} ${route.path}`,
    );

  it('leaves the public route without authorizer and keeps the JWT authorizer on the other', () => {
    expect(routeResource(publicRoute).Properties.AuthorizationType).toBe('NONE');
    expect(routeResource(publicRoute).Properties.AuthorizerId).toBeUndefined();
    expect(routeResource(userRoute).Properties.AuthorizationType).toBe('JWT');
  });

  it('leaves an optional route without authorizer and gives its Lambda the user pool to check tokens with', () => {
    expect(routeResource(optionalRoute).Properties.AuthorizationType).toBe('NONE');
    const environmentOf = (route: Route) =>
      present(resources[logicalId(present(api.functions[route.name], route.name))], route.name).Properties.Environment
        .Variables;
    expect(Object.keys(environmentOf(optionalRoute))).toEqual(
      expect.arrayContaining(['USER_POOL_ISSUER', 'USER_POOL_CLIENT_ID']),
    );
    expect(environmentOf(userRoute)).not.toHaveProperty('USER_POOL_ISSUER');
  });

  it('gives a route without grants no table access at all: its logs and its traces only', () => {
    const publicFunction = present(api.functions[publicRoute.name], 'the public route function');
    const roleId = present(resources[logicalId(publicFunction)], 'its resource').Properties.Role['Fn::GetAtt'][0];
    const actions = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy')
      .filter((policy) => policy.Properties.Roles.some((role: any) => role.Ref === roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement.flatMap((statement: any) => statement.Action));
    expect(actions.sort()).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
  });

  it('passes cdk-nag: the public route is acknowledged with its reason', () => {
    const report = JSON.parse(readFileSync(join(assemblyDir, 'validation-report.json'), 'utf8'));
    expect(report.pluginReports.flatMap((plugin: any) => plugin.violations ?? [])).toEqual([]);
  });
});
