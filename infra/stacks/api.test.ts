import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../functions/routes';
import { apiWith } from '../test-support/api-with';
import { logicalId, present, resourcesOf } from '../test-support/cdk-app';
import type { Route } from './api';
import { featureAreaOf } from './route-group';

// Template JSON is untyped by nature.
/* eslint-disable @typescript-eslint/no-explicit-any */

describe('Api with a public route', () => {
  const userRoute: Route = present(routeList[0], 'a route');
  const publicRoute: Route = { ...present(routeList[1], 'a second route'), access: 'public', grants: [] };
  const optionalRoute: Route = { ...present(routeList[2], 'a third route'), access: 'optional' };
  const { api, assemblyDir } = apiWith({}, [userRoute, publicRoute, optionalRoute]);
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
